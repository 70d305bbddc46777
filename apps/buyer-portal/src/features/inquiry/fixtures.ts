import type { FactoryRequest } from '@wanju/api-client';
import { STATUS_LABELS } from '@wanju/domain';
import { LONG_NAME, toyFixture } from '../../fixtures';

export function requestFixture(
  id: number,
  status: keyof typeof STATUS_LABELS,
  overrides: Partial<FactoryRequest> = {},
): FactoryRequest {
  return {
    id,
    kind: 'inquiry',
    factory_id: id,
    factory_name: id % 2 ? '汕头市澄海区星辉玩具厂' : '汕头市澄海区奥迪玩具实业有限公司',
    status,
    status_text: STATUS_LABELS[status],
    remark: '',
    currency: 'RMB',
    deadline: null,
    sample_needed: false,
    answer: status === 'answered' ? '可以做，500箱起订，交期25天' : '',
    sample_date: status === 'answered' ? '2026-12-05' : null,
    answer_pictures: [],
    notify_time: '2026-11-20 10:05:00',
    read_time: status === 'sent' ? null : '2026-11-20 11:00:00',
    answered_time: status === 'answered' ? '2026-11-20 15:00:00' : null,
    created_time: '2026-11-20 10:00:00',
    chase_count: 0,
    toy_count: 2,
    user_id: 1,
    user_name: '王建国',
    list: [0, 1].map((i) => ({
      ...toyFixture(i + id),
      quantity: 100,
      target_price: null,
      answer_price: status === 'answered' ? 20 + i : null,
      answer_remark: '',
    })),
    ...overrides,
  };
}

export const requestsFixture: FactoryRequest[] = [
  requestFixture(1, 'sent'),
  requestFixture(2, 'read', { chase_count: 1 }),
  requestFixture(3, 'answered'),
  requestFixture(4, 'closed'),
];

export const longRequestFixture = requestFixture(5, 'answered', {
  factory_name: '汕头市澄海区奥迪玩具实业有限公司（第二生产基地·莲下镇工业园）',
  answer:
    '您好，这款产品我们可以生产，彩盒包装，500箱起订；EN71和ASTM证书齐全，如需CPC证书需另外加收测试费用，交期约为下单后25至30天，欢迎来厂看样。',
  list: [
    {
      ...toyFixture(9, { name: LONG_NAME }),
      quantity: 1000,
      target_price: null,
      answer_price: 35.8,
      answer_remark: '',
    },
  ],
});
