import type { DayCount, FactoryDashboard } from '@wanju/api-client';

/** 30 days ending 2026-11-21, with a deterministic pattern (weekends quieter). */
export function series(scale: number): DayCount[] {
  return Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 23 + i));
    const weekend = date.getUTCDay() % 6 === 0;
    return { day: date.toISOString().slice(0, 10), n: Math.round(((i * 7) % 11) * scale * (weekend ? 0.4 : 1)) };
  });
}

export const dashboardFixture: FactoryDashboard = {
  factory_id: 1,
  factory_name: '汕头市澄海区星辉玩具厂',
  today: { inquiry: 3, supplement: 1, find_sample: 2 },
  week: { inquiry: 14, supplement: 4, find_sample: 9 },
  waiting: { inquiry: 5, supplement: 2, find_sample: 7 },
  response_rate: 86,
  median_response_minutes: 135,
  views: series(6),
  cart_adds: series(1),
  to_fix: [
    { id: 1, name: '遥控越野攀爬车', article_number: 'XH-9901', gaps: ['picture'] },
    {
      id: 2,
      name: '2.4G四轴无人机（带高清摄像头与一键返航功能）',
      article_number: 'XH-9902',
      gaps: ['picture', 'price'],
    },
    { id: 3, name: '惯性工程车套装', article_number: 'XH-9903', gaps: ['price'] },
  ],
  to_fix_total: 27,
};

export const quietDashboard: FactoryDashboard = {
  ...dashboardFixture,
  today: { inquiry: 0, supplement: 0, find_sample: 0 },
  week: { inquiry: 0, supplement: 0, find_sample: 0 },
  waiting: { inquiry: 0, supplement: 0, find_sample: 0 },
  response_rate: 0,
  median_response_minutes: null,
  views: series(0),
  cart_adds: series(0),
  to_fix: [],
  to_fix_total: 0,
};
