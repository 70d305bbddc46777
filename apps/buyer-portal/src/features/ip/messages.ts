export const IP_TEXT = {
  title: 'IP专区',
  list: 'IP授权列表',
  empty: '暂无IP授权',
  owner: (o: string) => `授权方：${o}`,
  count: (n: number) => `${n} 款授权产品`,
  products: (name: string) => `${name} · 授权产品`,
} as const;
