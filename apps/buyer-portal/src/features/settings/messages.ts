export const SETTINGS_TEXT = {
  title: '个人设置',
  profile: '个人资料',
  nickname: '昵称',
  nicknameHint: '最多 20 个字，显示在页面右上角和询价单中',
  phone: '手机号',
  company: '所属公司',
  userType: '账号类型',
  none: '—',
  save: '保存',
  saving: '保存中…',
  saved: '保存成功',
  unchanged: '昵称未修改',
} as const;
