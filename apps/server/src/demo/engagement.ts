import type { AppContext } from '../platform/http/context';

const HOUR = 3_600_000;

/** Demo system messages (newest unread) and a points ledger for every demo user. */
export async function seedEngagement(ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  const users = await db.selectFrom('users').select('id').orderBy('id').execute();
  if (!users.length) return;
  const now = ctx.now().getTime();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  const messages = [
    {
      kind: 'system',
      title: '欢迎使用玩具采购平台',
      content: '以图搜款、Excel找样、选样车等功能已全部开放，点击帮助中心了解更多。',
      link: '/help',
      hours: 240,
      read: true,
    },
    {
      kind: 'activity',
      title: '澄海玩具展线上同步开展',
      content: '百余家工厂新品已上线展厅，欢迎前往平台活动推荐查看。',
      link: '/factoryRecommend',
      hours: 72,
      read: true,
    },
    {
      kind: 'inquiry',
      title: '您的询价已有工厂回复',
      content: '汕头市澄海区星辉玩具厂回复了您的询价，请在询价列表查看报价。',
      link: '/inquiry',
      hours: 26,
      read: true,
    },
    {
      kind: 'system',
      title: '积分到账提醒',
      content: '您获得每日登录积分 5 分，可在“我的积分”查看明细。',
      link: '/integral',
      hours: 20,
      read: false,
    },
    {
      kind: 'supplement',
      title: '补样已寄出',
      content: '工厂已寄出您申请的补样，请留意物流信息。',
      link: '/supplement',
      hours: 5,
      read: false,
    },
    {
      kind: 'activity',
      title: '本周新品上架 1200+ 款',
      content: '遥控车、益智积木、毛绒玩具等品类新品已上架，点击查看新品。',
      link: '/new_arrivals',
      hours: 1,
      read: false,
    },
  ];
  const ledger = [
    { points: 100, reason: '注册赠送积分', hours: 720 },
    { points: 20, reason: '完善公司资料', hours: 700 },
    { points: 5, reason: '每日登录', hours: 200 },
    { points: 10, reason: '发送询价', hours: 150 },
    { points: -50, reason: '兑换会员体验 3 天', hours: 120 },
    { points: 5, reason: '每日登录', hours: 48 },
    { points: 10, reason: '分享选品单', hours: 30 },
    { points: 5, reason: '每日登录', hours: 20 },
    { points: -20, reason: '兑换Excel找样次数', hours: 10 },
  ];
  await db
    .insertInto('sys_messages')
    .values(
      users.flatMap((u) =>
        messages.map((m) => ({
          user_id: u.id,
          kind: m.kind,
          title: m.title,
          content: m.content,
          link: m.link,
          created_at: at(m.hours),
          read_at: m.read ? at(m.hours - 0.5) : null,
        })),
      ),
    )
    .execute();
  await db
    .insertInto('point_logs')
    .values(
      users.flatMap((u) =>
        ledger.map((l) => ({ user_id: u.id, points: l.points, reason: l.reason, created_at: at(l.hours) })),
      ),
    )
    .execute();
}
