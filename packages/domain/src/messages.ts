/**
 * The zh-CN message catalogue: every user-facing message of the spec (§5, §8) and of the server's
 * envelope errors, in one place. Keys are English, values are the exact Chinese text.
 */
export const MSG = {
  // §8 envelope and session
  sessionInvalid: '登录已失效，请重新登录',
  timeout: 'timeout',
  freeSearchLimit: '免费用户每天仅可搜索300次',
  freeTimesUsedUp: '免费次数已用完',
  // server boundary
  ok: '成功',
  notFound: '接口不存在',
  recordNotFound: '记录不存在或无权访问',
  forbidden: '无权进行此操作',
  bodyTooLarge: '请求内容过大',
  badJson: '请求内容不是有效的 JSON',
  invalidField: (field: string) => `参数错误：${field}`,
  serverError: '服务器繁忙，请稍后再试',
  // account
  loginFailed: '手机号或密码错误',
  loginLocked: '密码错误次数过多，请15分钟后再试',
  phoneInvalid: '请输入正确的手机号',
  codeInvalid: '验证码错误或已过期',
  codeTooFrequent: '验证码发送过于频繁，请1分钟后再试',
  codeDailyLimit: '今日验证码发送次数已达上限',
  codeSent: '验证码已发送',
  logoutSuccess: '退出成功',
  // §8 cart and general messages
  deleteSuccess: '删除成功',
  deleteFailed: '删除失败',
  deleteCancelled: '已取消删除',
  removeCartSuccess: '移除选样车成功！',
  setDefaultCartSuccess: '修改默认选样车成功！',
  editCartSuccess: '修改选样车成功！',
  clearSuccess: '清除成功',
  clearFailed: '清除失败',
  copySuccess: '复制成功',
} as const;

export type MessageKey = keyof typeof MSG;
