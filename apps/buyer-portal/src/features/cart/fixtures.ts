import type { CartInfo } from '@wanju/api-client';

const cart = (id: number, name: string, extra: Partial<CartInfo> = {}): CartInfo => ({
  id,
  name,
  customer_id: 0,
  customer_name: '',
  remark: '',
  is_default: 0,
  toy_count: 0,
  created_time: '2026-03-01 10:00:00',
  user_id: 1,
  user_name: '王建国',
  can_manage: true,
  can_transfer: true,
  ...extra,
});

export const cartsFixture: CartInfo[] = [
  cart(1, '春季样品', { is_default: 1, toy_count: 20 }),
  cart(2, '美国客户', { customer_id: 5, customer_name: 'ACME Toys Inc.', toy_count: 3 }),
  cart(3, '展会备选', { remark: '广交会' }),
];

export const longCartsFixture: CartInfo[] = [
  cart(1, '澄海春季遥控', {
    is_default: 1,
    toy_count: 999,
    customer_name: '迪拜阿联酋国际玩具贸易有限责任公司（中东区总代理）',
    remark: '客户要求全部产品附带EN71与ASTM证书，包装为彩盒加外箱，每箱不超过二十公斤',
  }),
  ...cartsFixture.slice(1),
];
