export const LICENSE_TEXT = {
  title: '营业执照',
  count: (n: number) => `共 ${n} 家工厂`,
  search: '搜索工厂名称',
  searchButton: '搜索',
  empty: '没有找到营业执照',
  emptyHint: '换个工厂名称试试',
  dialogTitle: (name: string) => `${name} · 营业执照`,
  openFactory: '进入工厂主页',
  noLicense: '该工厂暂未上传营业执照',
} as const;
