/**
 * The zh-CN message catalogue: every user-facing message of the spec (§5, §8) and of the server's
 * envelope errors, in one place. Keys are English, values are the exact Chinese text.
 * Parameterised messages are functions; everything else is a literal.
 */
export const MSG = {
  // §8 envelope and session
  sessionInvalid: '登录已失效，请重新登录',
  timeout: 'timeout',
  freeSearchLimit: '免费用户每天仅可搜索300次',
  freeTimesUsedUp: '免费次数已用完',
  /** §8: rejected silently to the caller (no toast). */
  factoryHasProducts: '该工厂已有录入产品，删除工厂后产品将同步删除',
  chunkLoadFailed: '页面资源加载失败，请刷新重试',
  // server boundary
  ok: '成功',
  notFound: '接口不存在',
  recordNotFound: '记录不存在或无权访问',
  fileNotFound: '文件不存在',
  forbidden: '无权进行此操作',
  bodyTooLarge: '请求内容过大',
  badJson: '请求内容不是有效的 JSON',
  invalidField: (field: string) => `参数错误：${field}`,
  serverError: '服务器繁忙，请稍后再试',
  // catalogue, factories and logs
  keywordInvalid: '请输入有效的搜索关键词（文字、字母或数字）',
  exitBeforeEnter: '离开时间不能早于进入时间',
  totalOverCap: '1万+',
  // pictures
  pictureRequired: '请上传图片或填写图片链接',
  pictureNotFound: '图片不存在',
  cropOutside: '裁剪区域超出图片范围',
  cropInvalid: '裁剪区域格式不正确',
  uploadUnreadable: '上传内容无法读取，请重新上传',
  findSamplePicturesMax: (max: number) => `最多上传${max}张图片`,
  // working set: records not found (or not this user's: the same answer, so ids reveal nothing)
  customerNotFound: '客户不存在或无权访问',
  chooseNotFound: '选品单不存在或无权访问',
  inquiryNotFound: '询价不存在或无权访问',
  supplementNotFound: '补样不存在或无权访问',
  findSampleNotFound: '找样需求不存在或无权访问',
  salespersonNotFound: '业务员不存在',
  assignCustomerForbidden: '只有主账号或管理员可以分配客户',
  notInCart: '产品不在该选样车中',
  notInCartIds: (ids: readonly number[]) => `产品不在该选样车中：${ids.join('、')}`,
  notInChoose: '产品不在该选品单中',
  notInChooseIds: (ids: readonly number[]) => `产品不在该选品单中：${ids.join('、')}`,
  notInInquiry: '产品不在该询价中',
  // account
  loginFailed: '手机号或密码错误',
  /** a colleague the company disabled: no session is given (the company can enable them again) */
  accountDisabled: '该账号已被公司停用，请联系公司管理员',
  phoneInvalid: '请输入正确的手机号',
  codeInvalid: '验证码错误或已过期',
  codeTooFrequent: '验证码发送过于频繁，请1分钟后再试',
  codeDailyLimit: '今日验证码发送次数已达上限',
  codeSent: '验证码已发送',
  logoutSuccess: '退出成功',
  loginRequired: '请先登录',
  smsCode: (code: string, minutes: number) => `【玩具采购平台】您的验证码是${code}，${minutes}分钟内有效。`,
  newUserNickname: (phoneTail: string) => `用户${phoneTail}`,
  // personal settings: password change and phone binding
  oldPasswordRequired: '请输入原密码',
  oldPasswordWrong: '原密码错误',
  passwordRule: '新密码须为8-20位，且同时包含字母和数字',
  passwordSameAsOld: '新密码不能与原密码相同',
  passwordMismatch: '两次输入的新密码不一致',
  passwordChanged: '密码修改成功，其他设备已退出登录',
  passwordSet: '密码设置成功，之后也可用密码登录',
  phoneSameAsCurrent: '新手机号不能与当前手机号相同',
  phoneAlreadyBound: '该手机号已被其他账号绑定',
  phoneBound: '手机号绑定成功',
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
  // §4, §5 sample carts
  cartNameRequired: '请输入选样车名称！',
  cartNameTooLong: '选样车名称最多10个字',
  cartDefaultCannotUnset: '默认选样车不能取消默认，请将其他选样车设为默认',
  cartDefaultCannotRemove: '默认选样车不能删除',
  cartNotFound: '选样车不存在',
  batchAddNoCart: '请选择要加入的选样车',
  batchAddNoItems: '请选择要加入选样车的产品',
  batchAddAllExist: (n: number) => `加入选样车失败，选中的${n}款产品已存在该选样车中`,
  batchAddResult: (success: number, failed: number) => `成功加入选样车${success}款，失败${failed}款`,
  batchAddResultWithExisting: (success: number, failed: number, existing: number) =>
    `成功加入选样车${success}款，失败${failed}款（其中${existing}款已存在该选样车中）`,
  // §5, §8 export
  exportEmptySampleCart: '当前无样品数据可以导出',
  exportEmptyQuotation: '当前报价单无样品数据',
  exportFailed: '导出失败，请联系客服',
  exportSuccess: '导出成功',
  confirmDeleteHistory: '确认删除该历史记录？',
  exportNotFound: '导出记录不存在',
  exportLinkInvalid: '下载链接无效或已过期',
  exportTooManyForDirect: (max: number) => `超过${max}款产品，请使用后台导出`,
  exportPictureUrlInvalid: '只能打包本平台的产品图片',
  exportConvertUnsupported: '不支持该格式转换',
  exportNotFinished: '导出尚未完成',
  exportSourceUnavailable: '该来源暂不支持导出',
  // §5 validation
  imageUrlRequired: '图片链接不能为空',
  imageUrlScheme: '图片链接必须由http://或https://开头',
  uploadFactoryImageOnly: '只支持图片格式的文件',
  uploadProductImageOrXlsx: '仅支持jpg、png图片或xlsx格式的excel文件，请重新上传',
  zoomTooLow: '不能低于50',
  zoomTooHigh: '不能高于150',
  zoomNotNumber: '请输入50到150之间的数字',
  cropAspectInvalid: '裁剪框的宽高比须在1:5到5:1之间',
  // §5, §8 quotation sync
  syncTradeSystemRequired: '请选择当前使用的贸易系统',
  syncAccountNameRequired: '请填写同步的账号名称',
  syncNoItems: '无样品数据',
  syncApplySuccess: '申请成功',
  syncAppliedAwaitingIp: '已提交申请，请等待客服联系',
  syncConnecting: '服务器连接中，请耐心等候',
  syncIpError: 'IP地址错误，请重启服务器或联系我们这边客服',
  syncRequestErrorSuffix: '，请重启服务器或联系我们这边客服',
  // §8 chat
  chatNoMoreHistory: '已经没有更多的历史消息了哦',
  chatImagePreview: '[图片]',
  chatCustomPreview: '[自定义消息]',
  // §2 shell
  searchPlaceholderProduct: '搜索玩具名称、货号或产品编号',
  searchPlaceholderFactory: '搜索工厂名称或联系电话',
  searchSuggestionsTitle: '猜你想要',
  recentSearchesTitle: '最近搜索',
  // §4 AI cutout button
  cutoutIdle: 'AI抠图',
  cutoutRunning: 'AI抠图中...',
  cutoutUndo: '撤销',
  // §6 permissions
  permissionDenied: '暂无权限',
  // §4, §6 cart ownership
  cartDefaultCannotTransfer: '默认选样车不能转交，请先将其他选样车设为默认',
  cartHandoverSameOwner: '该选样车已属于这位同事',
  cartNotOwn: '只能修改自己的选样车，同事的选样车可查看或转交',
  cartHandoverNoColleague: '请选择同公司的同事',
  // image search that finds nothing similar enough
  imageNoMatch: '没有找到相似的产品，可框选图中的产品后再搜索',
} as const;

export type MessageKey = keyof typeof MSG;

/** Company administration (/company, /oldCompany, /member, /product_management, /factory_management). */
export const COMPANY_MSG = {
  notAllowed: '当前角色无权进行此操作',
  noCompany: '请先加入公司',
  noProductsSelected: '请选择产品',
  staffTabClosed: '主账号已关闭员工管理',
  memberNotFound: '员工不存在',
  memberOfOtherCompany: '该手机号已是其他公司的员工，不能邀请',
  alreadyMember: '该手机号已是本公司员工',
  inviteTooFrequent: '邀请发送过于频繁，请稍后再试',
  inviteNotFound: '没有待加入的邀请',
  inviteCodeInvalid: '邀请验证码错误或已过期',
  alreadyInCompany: '您已是公司员工，不能再加入其他公司',
  memberDisabled: '该员工已被停用',
  inviteSms: (company: string, code: string, hours: number) =>
    `【玩具采购平台】${company}邀请您加入团队，邀请验证码${code}，${hours}小时内有效。登录后在「设置」中点击「输入邀请验证码」即可加入。`,
  cannotChangeSelf: '不能修改自己的角色或状态',
  cannotChangeMain: '不能修改主账号',
  onlyMainAssignsMain: '只有主账号可以转让主账号',
  roleInvalid: '角色无效',
  transferSamePerson: '请选择另一位同事接收',
  transferTargetInvalid: '接收人必须是本公司在职员工',
  nameRequired: '请输入公司名称',
  productNameRequired: '请输入产品名称',
  itemNumberRequired: '请输入货号',
  itemNumberExists: '该货号已存在',
  productNotFound: '产品不存在',
  factoryNotFound: '工厂不存在',
  factoryNameRequired: '请输入工厂名称',
  factoryExists: '该工厂已在供应商列表中',
  factoryHasProducts: '该工厂已有录入产品，删除工厂后产品将同步删除',
  pictureKindInvalid: '图片类型无效',
  tooManyPictures: (max: number) => `最多上传${max}张图片`,
} as const;

/** The company website: its admin (sites, settings, news, access requests, orders) and its visitors. */
export const WEBSITE_MSG = {
  siteNotFound: '网站不存在或无权访问',
  nameRequired: '请输入网站名称',
  slugInvalid: '网站地址只能用3-40位小写字母、数字和连字符，且不能以连字符开头或结尾',
  slugReserved: '该网站地址为系统保留，请换一个',
  slugTaken: '该网站地址已被使用',
  hostInvalid: '域名格式不正确（例如 www.example.com）',
  hostTaken: '该域名已绑定其他网站',
  colorInvalid: '颜色格式不正确（例如 #1f6feb）',
  languagesRequired: '请至少选择一种网站语言',
  tooManySites: (max: number) => `每个公司最多创建${max}个网站`,
  notPublished: '网站未发布',
  newsNotFound: '新闻不存在或无权访问',
  newsTitleRequired: '请输入新闻标题',
  requestNotFound: '访问申请不存在或无权访问',
  requestAlreadyAudited: '该申请已审核',
  refuseNoteRequired: '拒绝时请填写原因',
  sampleListNotFound: '选样单不存在或无权访问',
  orderNotFound: '订单不存在或无权访问',
  orderStatusInvalid: (from: string, to: string) => `订单状态不能从「${from}」改为「${to}」`,
  noPermission: '您的角色无权进行此操作',
  noCompany: '请先加入公司',
  alreadyNewVersion: '已是新版官网，无需迁移',
  rangeInvalid: '统计时间范围不正确（最长366天）',
} as const;

/** Products of the company's own library in sample carts, selection lists and inquiries. */
export const LIBRARY_LINE_MSG = {
  notInLibrary: (ids: readonly number[]) => `产品库中没有这些产品，或无权使用：${ids.join('、')}`,
  notInCart: (numbers: readonly string[]) => `产品库产品不在该选样车中：${numbers.join('、')}`,
  notInChoose: (numbers: readonly string[]) => `产品库产品不在该选品单中：${numbers.join('、')}`,
  /** a hand-made product has no factory to ask: the whole inquiry is refused, naming them */
  noFactory: (numbers: readonly string[]) =>
    `以下自建产品没有关联工厂产品，无法询价：${numbers.join('、')}。请取消勾选后再询价，或直接联系供应商`,
  badge: '产品库',
  ownGroup: '公司产品库',
  /** sample supplements go to platform factories: the cart's library products are left out, and the user told */
  supplementSkipped: (n: number) => `公司产品库的${n}款产品不经平台工厂补样，已跳过`,
} as const;
