import type { FindSampleRequest } from '@wanju/api-client';
import { STATUS_LABELS } from '@wanju/domain';
import { sampleImage } from '@wanju/ui';
import { LONG_NAME, toyFixture } from '../../fixtures';

export function findFixture(
  id: number,
  status: 'open' | 'answered' | 'closed',
  overrides: Partial<FindSampleRequest> = {},
): FindSampleRequest {
  return {
    id,
    pictures: [sampleImage('找样', '#3d8bff')],
    description: '找一款带灯光音乐的遥控挖掘机，1:24比例',
    target_price: 25,
    quantity: 500,
    status,
    status_text: STATUS_LABELS[status],
    answer_count: status === 'open' ? 0 : 2,
    chase_count: 0,
    created_time: '2026-11-20 10:00:00',
    user_id: 1,
    user_name: '王建国',
    ...overrides,
  };
}

export const findListFixture = [findFixture(1, 'open'), findFixture(2, 'answered'), findFixture(3, 'closed')];

export const findDetailFixture = findFixture(2, 'answered', {
  answers: [
    {
      id: 1,
      factory_id: 1,
      factory_name: '汕头市澄海区星辉玩具厂',
      price: 23.5,
      remark: '有现货，可配EN71证书',
      created_time: '2026-11-20 12:00:00',
      toy: toyFixture(2),
    },
    {
      id: 2,
      factory_id: 2,
      factory_name: '汕头市澄海区奥迪玩具实业有限公司（第二生产基地·莲下镇工业园）',
      price: null,
      remark: '类似款，比例为1:20，颜色可定制，起订量1000件，交期30天左右，欢迎来厂看样洽谈',
      created_time: '2026-11-20 13:00:00',
      toy: toyFixture(3, { name: LONG_NAME }),
    },
  ],
});
