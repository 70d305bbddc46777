import type { ChooseApply, ChooseDetail, ChooseProduct, ChooseSummary, SharedChoose } from '@wanju/api-client';
import { lineKey, type QuoteBreakdown, quotePrice } from '@wanju/domain';
import { LONG_NAME, toyFixture } from '../../fixtures';

export function chooseFixture(id: number, overrides: Partial<ChooseSummary> = {}): ChooseSummary {
  return {
    id,
    name: id === 1 ? '2025春季推荐' : `选品单 ${id}`,
    words: '精选春季热卖玩具，欢迎挑选',
    toy_count: 12,
    apply_count: 1,
    user_id: 1,
    user_name: '王建国',
    created_time: '2026-11-01 10:00:00',
    updated_time: '2026-11-20 10:00:00',
    share: { token: 'abcdef1234567890', state: 'active', expires_time: '2026-11-27 10:00:00' },
    ...overrides,
  };
}

export const choosesFixture: ChooseSummary[] = [
  chooseFixture(1),
  chooseFixture(2, { share: { token: null, state: 'none', expires_time: null }, apply_count: 0 }),
  chooseFixture(3, { share: { token: 'x', state: 'expired', expires_time: '2026-11-01 10:00:00' } }),
];

export const longChooseFixture = chooseFixture(4, {
  name: '迪拜客户圣诞节及新年促销专用遥控玩具与益智积木精选清单',
  words:
    '尊敬的客户您好，以下是我们为贵司精心挑选的圣诞及新年促销产品，全部通过EN71与ASTM认证，欢迎勾选感兴趣的款式后提交，我们会在24小时内回复详细报价与交期。',
});

export const chooseDetailFixture: ChooseDetail = {
  ...chooseFixture(1),
  price_formula: {
    currency_type: 'USD',
    exchange_rate: 7.2,
    profit_rate: 10,
    profit_mode: 'markup',
    fob_cost_per_cbm: 0,
    decimals: 2,
    price_basis: 'piece',
  },
};

/** get_exchange_rate as the server answers it. */
export const ratesFixture = [
  { currency: 'RMB', name: '人民币', symbol: '¥', rate: 1 },
  { currency: 'USD', name: '美元', symbol: '$', rate: 7.2 },
  { currency: 'EUR', name: '欧元', symbol: '€', rate: 7.8 },
];

export const chooseProductsFixture: ChooseProduct[] = [0, 1, 2].map((i) => ({
  ...toyFixture(i, i === 2 ? { name: LONG_NAME } : {}),
  custom_number: i === 0 ? 'C-001' : '',
  quoted_price: 3.5 + i,
  currency: 'USD',
  price_basis: 'piece' as const,
}));

/** get_price_formula_item's working of each product (the third has no carton quantity). */
export const workingFixture: Record<string, QuoteBreakdown> = Object.fromEntries(
  chooseProductsFixture.map((p, i) => [
    lineKey(p),
    quotePrice(i === 2 ? { ...p, carton_quantity: null } : p, {
      ...chooseDetailFixture.price_formula,
      price_basis: i === 2 ? 'carton' : 'piece',
    }),
  ]),
);

export const appliesFixture: ChooseApply[] = [
  {
    id: 1,
    name: 'John Smith',
    contact: 'john@acme-toys.com',
    remark: '第一款和第三款请报500箱的价格',
    created_time: '2026-11-21 09:00:00',
    list: chooseProductsFixture.slice(0, 2),
  },
];

/** What the share page receives: the list's products without factory or ex-works price. */
export const sharedChooseFixture: SharedChoose = {
  name: '2025春季推荐',
  words: '精选春季热卖玩具，欢迎挑选',
  company_name: '义乌市星光贸易有限公司',
  company_name_en: 'Yiwu Starlight Trading Co., Ltd.',
  company_logo: '',
  expires_time: '2026-11-27 10:00:00',
  total: chooseProductsFixture.length,
  list: chooseProductsFixture.map((p, i) => ({
    id: p.id,
    toy_id: p.id,
    custom_number: p.custom_number,
    name: p.name,
    name_en: p.name_en,
    picture: p.picture,
    thumb: p.thumb,
    unit: p.unit,
    quoted_price: p.quoted_price,
    currency: p.currency,
    // the first is priced per carton: the page must read /CTN, not the product's unit
    price_basis: i === 0 ? ('carton' as const) : ('piece' as const),
    packing_name: p.packing_name,
    carton_length: p.carton_length,
    carton_width: p.carton_width,
    carton_height: p.carton_height,
    carton_quantity: p.carton_quantity,
    carton_cubic_meter: p.carton_cubic_meter,
    gross_weight: p.gross_weight,
    net_weight: p.net_weight,
    certifications: p.certifications,
  })),
};
