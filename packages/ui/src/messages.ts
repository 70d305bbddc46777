/**
 * The kit's own interface strings (labels, hints, aria names). Business messages of the spec
 * (§5, §8: '删除成功', '请输入选样车名称！' …) come from @wanju/domain's MSG catalogue instead.
 */
export const UI_TEXT = {
  appName: '玩具采购平台',
  festiveSeal: '新春',
  close: '关闭',
  clear: '清空',
  cancel: '取消',
  confirm: '确定',
  save: '保存',
  delete: '删除',
  edit: '编辑',
  loading: '加载中…',
  empty: '暂无数据',
  emptyHint: '换个条件试试',
  imageFailed: '图片加载失败',
  noImage: '暂无图片',
  selectPlaceholder: '请选择',
  notifications: '通知',
  // Pagination
  pagination: '分页',
  prevPage: '上一页',
  nextPage: '下一页',
  pageN: (n: number) => `第 ${n} 页`,
  totalItems: (n: number) => `共 ${n} 条`,
  perPage: (n: number) => `${n} 条/页`,
  pageSize: '每页条数',
  morePages: '更多页',
  // Header
  home: '首页',
  login: '登录',
  register: '注册',
  logout: '退出',
  userMenu: '用户菜单',
  points: '积分',
  profileSettings: '个人设置',
  help: '帮助',
  clearCache: '清除缓存',
  mainNav: '主导航',
  // Sign-in
  phone: '手机号',
  password: '密码',
  verificationCode: '验证码',
  sendCode: '获取验证码',
  resendIn: (seconds: number) => `${seconds}秒后重发`,
  passwordLogin: '密码登录',
  codeLogin: '验证码登录',
  loginMode: '登录方式',
} as const;

export type UiTextKey = keyof typeof UI_TEXT;
