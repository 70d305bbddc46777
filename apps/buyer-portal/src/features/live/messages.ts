export const LIVE_TEXT = {
  title: '直播',
  live: '直播中',
  replay: '直播回放',
  viewers: (n: number) => `${n} 人观看`,
  hits: (n: number) => `${n} 次浏览`,
  factory: (name: string) => `主播工厂：${name}`,
  openFactory: '进入工厂主页',
  back: '返回直播列表',
  noVideo: '该直播暂无回放视频',
  notFound: '直播不存在或已结束',
  player: (title: string) => `${title} 视频播放器`,
} as const;
