export const CONTENT_TEXT = {
  count: (n: number) => `共 ${n} 条`,
  empty: '暂无内容',
  hits: (n: number) => `${n} 次浏览`,
  live: '直播中',
  viewers: (n: number) => `${n} 人观看`,
  duration: (s: number) => `时长 ${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`,
  phone: (p: string) => `电话 ${p}`,
  routes: (r: string[]) => `线路：${r.join('、')}`,
  history: '浏览记录',
  browsedAt: (t: string) => `浏览于 ${t}`,
} as const;
