import { WEBSITE_MSG } from './messages';

/**
 * The company website: a trading company's public showroom (home, catalogue, product pages, news, about)
 * and what its visitors do there (register, apply for access to prices, build and submit a sample list,
 * order from it). The rules are written once here; the server and the admin screens call them.
 */

export const WEBSITE_LANGS = ['zh', 'en'] as const;
export type WebsiteLang = (typeof WEBSITE_LANGS)[number];

/** A company may keep a few sites (a brand each); more is a mistake more often than a need. */
export const WEBSITE_MAX_PER_COMPANY = 10;

/** Site status: 0 not published (only the admin sees it), 1 published (served to everyone). */
export const SITE_STATUS = { draft: 0, published: 1 } as const;
export type SiteStatus = (typeof SITE_STATUS)[keyof typeof SITE_STATUS];
export const siteStatusLabel = (status: number) => (status === SITE_STATUS.published ? '已发布' : '未发布');

/** News post status: 0 draft, 1 published. */
export const NEWS_STATUS = { draft: 0, published: 1 } as const;
export const newsStatusLabel = (status: number) => (status === NEWS_STATUS.published ? '已发布' : '草稿');

const RESERVED_SLUGS = new Set(['api', 'admin', 'site', 'files', 'assets', 'static', 'www', 'factory', 'kiosk']);
const SLUG = /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/;

/** A site's address segment (/site/<slug>/): 3–40 lower-case letters, digits and inner hyphens, not reserved. */
export function slugProblem(slug: string): string | null {
  if (!SLUG.test(slug)) return WEBSITE_MSG.slugInvalid;
  if (RESERVED_SLUGS.has(slug)) return WEBSITE_MSG.slugReserved;
  return null;
}

const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A custom host name as stored: lower case, no scheme, path or port; '' for none. Null when it is no
 * host name (a bare word, an IP address, a label over 63 characters).
 */
export function normaliseHost(input: string): string | null {
  let host = input.trim().toLowerCase();
  if (!host) return '';
  host = host
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  const labels = host.split('.');
  if (host.length > 253 || labels.length < 2) return null;
  if (!labels.every((l) => HOST_LABEL.test(l))) return null;
  if (/^\d+$/.test(labels[labels.length - 1] ?? '')) return null;
  return host;
}

export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const DEFAULT_SITE_COLORS = { primary: '#1f6feb', accent: '#f59e0b' } as const;

export interface SiteSettingsDraft {
  name: string;
  slug: string;
  host: string;
  primary_color: string;
  accent_color: string;
  languages: readonly string[];
}

/** The first problem of a site's settings, or null. */
export function siteSettingsProblem(draft: SiteSettingsDraft): string | null {
  if (!draft.name.trim()) return WEBSITE_MSG.nameRequired;
  const slug = slugProblem(draft.slug);
  if (slug) return slug;
  if (normaliseHost(draft.host) === null) return WEBSITE_MSG.hostInvalid;
  if (!COLOR_PATTERN.test(draft.primary_color) || !COLOR_PATTERN.test(draft.accent_color))
    return WEBSITE_MSG.colorInvalid;
  if (!draft.languages.some((l) => (WEBSITE_LANGS as readonly string[]).includes(l)))
    return WEBSITE_MSG.languagesRequired;
  return null;
}

/** The languages a site offers, in the order zh, en; the first is its default. */
export function siteLanguages(languages: readonly string[]): WebsiteLang[] {
  const list = WEBSITE_LANGS.filter((l) => languages.includes(l));
  return list.length ? list : ['zh'];
}

// ── Visitors ─────────────────────────────────────────────────────────────────────────────────────────

export const VISITOR_PASSWORD_MIN = 6;
export const VISITOR_PASSWORD_MAX = 64;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const INTERNATIONAL_PHONE = /^\+?\d{6,15}$/;

/** A visitor signs in with a phone number (any country) or an e-mail address, kept in one normal form. */
export function parseVisitorAccount(input: string): { kind: 'phone' | 'email'; value: string } | null {
  const text = input.trim();
  if (text.length > 120) return null;
  if (text.includes('@')) return EMAIL.test(text) ? { kind: 'email', value: text.toLowerCase() } : null;
  const phone = text.replace(/[\s()-]/g, '');
  return INTERNATIONAL_PHONE.test(phone) ? { kind: 'phone', value: phone } : null;
}

export function visitorPasswordOk(password: string): boolean {
  return password.length >= VISITOR_PASSWORD_MIN && password.length <= VISITOR_PASSWORD_MAX;
}

/** A visitor's access to prices and ordering: none asked, waiting, approved, refused. */
export const ACCESS_STATUS = { none: -1, pending: 0, approved: 1, refused: 2 } as const;
export type AccessStatus = (typeof ACCESS_STATUS)[keyof typeof ACCESS_STATUS];
export const accessStatusLabel = (status: number) =>
  status === ACCESS_STATUS.pending
    ? '待审核'
    : status === ACCESS_STATUS.approved
      ? '已通过'
      : status === ACCESS_STATUS.refused
        ? '已拒绝'
        : '未申请';

/** Whether a visitor may apply (again): not while one request waits or after approval. */
export const mayApplyForAccess = (status: number) => status === ACCESS_STATUS.none || status === ACCESS_STATUS.refused;

/** The audit of an access request: only a waiting one, and a refusal says why. */
export function auditProblem(current: number, approve: boolean, note: string): string | null {
  if (current !== ACCESS_STATUS.pending) return WEBSITE_MSG.requestAlreadyAudited;
  if (!approve && !note.trim()) return WEBSITE_MSG.refuseNoteRequired;
  return null;
}

/** Prices show when the site shows them to everyone, or to a visitor whose access was approved. */
export const pricesVisible = (showPricesPublicly: boolean, access: number) =>
  showPricesPublicly || access === ACCESS_STATUS.approved;

/** Ordering needs approved access, whatever the site shows. */
export const mayOrder = (access: number) => access === ACCESS_STATUS.approved;

// ── Sample lists and orders ──────────────────────────────────────────────────────────────────────────

export const SAMPLE_LIST_STATUS = { open: 0, submitted: 1, ordered: 2 } as const;
export const sampleListStatusLabel = (status: number) =>
  status === SAMPLE_LIST_STATUS.submitted ? '已提交' : status === SAMPLE_LIST_STATUS.ordered ? '已下单' : '选样中';
export const SAMPLE_QTY_MAX = 1_000_000;
export const SAMPLE_LIST_MAX_ITEMS = 500;

/** Order status: waiting for the company, confirmed, shipped, completed, cancelled. */
export const ORDER_STATUS = { pending: 0, confirmed: 1, shipped: 2, completed: 3, cancelled: 4 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: '待确认',
  1: '已确认',
  2: '已发货',
  3: '已完成',
  4: '已取消',
};
export const ORDER_STATUS_LABELS_EN: Readonly<Record<number, string>> = {
  0: 'Awaiting confirmation',
  1: 'Confirmed',
  2: 'Shipped',
  3: 'Completed',
  4: 'Cancelled',
};
const ORDER_NEXT: Readonly<Record<number, readonly number[]>> = {
  0: [1, 4],
  1: [2, 4],
  2: [3],
  3: [],
  4: [],
};
/** The statuses the company may move an order to from this one. */
export const orderNextStatuses = (from: number): readonly number[] => ORDER_NEXT[from] ?? [];
export function orderTransitionProblem(from: number, to: number): string | null {
  return orderNextStatuses(from).includes(to)
    ? null
    : WEBSITE_MSG.orderStatusInvalid(ORDER_STATUS_LABELS[from] ?? String(from), ORDER_STATUS_LABELS[to] ?? String(to));
}

/** An order's number: WO, the day (yyyymmdd) and its id, six digits at least. */
export function websiteOrderNumber(day: string, id: number): string {
  return `WO${day.replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}

/** An order's total: quantity times unit price per line, rounded to cents. */
export function orderTotal(lines: readonly { qty: number; price: number }[]): number {
  return Math.round(lines.reduce((sum, l) => sum + l.qty * l.price * 100, 0)) / 100;
}

// ── Admin permissions ────────────────────────────────────────────────────────────────────────────────

/**
 * Who of the company does what on its websites: everyone reads records, sample lists, orders and figures;
 * the main account and administrators change sites, settings and news and decide access requests;
 * salespeople also move orders on (they serve the customers).
 */
export const WEBSITE_PERMISSIONS = {
  view: [0, 1, 2],
  manage: [0, 2],
  audit: [0, 2],
  orders: [0, 1, 2],
} as const;
export type WebsitePermission = keyof typeof WEBSITE_PERMISSIONS;
export function mayOnWebsite(user: { companyId: number; userType: number }, permission: WebsitePermission): boolean {
  return user.companyId > 0 && (WEBSITE_PERMISSIONS[permission] as readonly number[]).includes(user.userType);
}

// ── Statistics ───────────────────────────────────────────────────────────────────────────────────────

export const STATISTICS_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/** The days of a statistics range, inclusive, as yyyy-mm-dd; null when reversed or longer than a year. */
export function statisticsDays(from: string, to: string): string[] | null {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return null;
  const count = (end - start) / DAY_MS + 1;
  if (count > STATISTICS_MAX_DAYS) return null;
  return Array.from({ length: count }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
}

export interface FunnelStep {
  key: 'visit' | 'sample' | 'order';
  label: string;
  count: number;
  /** share of the first step, percent with one decimal */
  rate: number;
}
/** The conversion from visitors to visitors with a sample list to visitors with an order. */
export function websiteFunnel(visitors: number, sampled: number, ordered: number): FunnelStep[] {
  const rate = (n: number) => (visitors > 0 ? Math.round((n / visitors) * 1000) / 10 : 0);
  return [
    { key: 'visit', label: '访问', count: visitors, rate: visitors > 0 ? 100 : 0 },
    { key: 'sample', label: '提交选样单', count: sampled, rate: rate(sampled) },
    { key: 'order', label: '下单', count: ordered, rate: rate(ordered) },
  ];
}

// ── The public site's words, in each language it offers ─────────────────────────────────────────────

export const SITE_TEXT = {
  zh: {
    home: '首页',
    products: '产品中心',
    news: '新闻动态',
    about: '关于我们',
    contact: '联系我们',
    search: '搜索产品名称或货号',
    searchButton: '搜索',
    allCategories: '全部分类',
    featuredCategories: '推荐分类',
    featuredProducts: '推荐产品',
    latestProducts: '最新产品',
    latestNews: '最新动态',
    viewAll: '查看全部',
    itemNumber: '货号',
    price: '价格',
    priceHidden: '登录并通过审核后可见价格',
    unit: '单位',
    packing: '包装',
    productSize: '产品尺寸',
    cartonSize: '外箱尺寸',
    cartonQty: '装箱数',
    noProducts: '没有找到产品',
    noNews: '暂无新闻',
    prev: '上一页',
    next: '下一页',
    page: (n: number, total: number) => `第 ${n} / ${total} 页`,
    found: (n: number) => `共 ${n} 款产品`,
    signIn: '登录',
    register: '注册',
    signOut: '退出',
    account: '手机号或邮箱',
    password: '密码',
    name: '姓名',
    companyName: '公司名称',
    noAccount: '还没有账号？立即注册',
    haveAccount: '已有账号？去登录',
    accountInvalid: '请输入正确的手机号或邮箱',
    passwordInvalid: '密码需要6-64位',
    nameRequired: '请填写姓名',
    wrongPassword: '账号或密码错误',
    accountTaken: '该账号已注册，请直接登录',
    tooManyAttempts: '尝试次数过多，请稍后再试',
    welcome: (name: string) => `欢迎，${name}`,
    access: '价格权限',
    accessNone: '申请查看价格并下单',
    accessPending: '您的访问申请正在审核中',
    accessApproved: '您的访问申请已通过，可以查看价格和下单',
    accessRefused: (note: string) => `您的访问申请未通过${note ? `：${note}` : ''}`,
    applyMessage: '申请说明（选填）',
    apply: '提交申请',
    applied: '申请已提交，请等待审核',
    samples: '选样单',
    addSample: '加入选样单',
    added: '已加入选样单',
    qty: '数量',
    remark: '备注',
    remove: '移除',
    update: '更新',
    submitSamples: '提交选样单',
    submitted: '选样单已提交',
    emptySamples: '选样单还是空的，去产品中心挑选吧',
    myLists: '我的选样单',
    placeOrder: '下单',
    orderPlaced: '订单已提交，等待确认',
    orders: '我的订单',
    orderNumber: '订单号',
    status: '状态',
    total: '合计',
    noOrders: '还没有订单',
    needApproval: '访问申请通过后才能下单',
    signInFirst: '请先登录',
    chat: '在线咨询',
    chatHint: '给我们留言，工作人员会尽快回复',
    send: '发送',
    messageRequired: '请输入消息内容或选择图片',
    message: '消息',
    picture: '图片',
    badPicture: '图片无法发送：请选择不超过 5MB 的 JPG 或 PNG 图片',
    you: '我',
    staff: '客服',
    address: '地址',
    phone: '电话',
    email: '邮箱',
    notFound: '页面不存在',
    notFoundHint: '您访问的页面不存在或已下线',
    back: '返回首页',
    language: 'English',
    poweredBy: '玩具采购平台提供技术支持',
    badRequest: '请求无效，请返回重试',
  },
  en: {
    home: 'Home',
    products: 'Products',
    news: 'News',
    about: 'About us',
    contact: 'Contact',
    search: 'Search by name or item number',
    searchButton: 'Search',
    allCategories: 'All categories',
    featuredCategories: 'Featured categories',
    featuredProducts: 'Featured products',
    latestProducts: 'New products',
    latestNews: 'Latest news',
    viewAll: 'View all',
    itemNumber: 'Item No.',
    price: 'Price',
    priceHidden: 'Sign in and get approved to see prices',
    unit: 'Unit',
    packing: 'Packing',
    productSize: 'Product size',
    cartonSize: 'Carton size',
    cartonQty: 'Pcs per carton',
    noProducts: 'No products found',
    noNews: 'No news yet',
    prev: 'Previous',
    next: 'Next',
    page: (n: number, total: number) => `Page ${n} of ${total}`,
    found: (n: number) => `${n} products`,
    signIn: 'Sign in',
    register: 'Register',
    signOut: 'Sign out',
    account: 'Phone or e-mail',
    password: 'Password',
    name: 'Your name',
    companyName: 'Company',
    noAccount: 'No account yet? Register',
    haveAccount: 'Have an account? Sign in',
    accountInvalid: 'Please enter a valid phone number or e-mail address',
    passwordInvalid: 'The password needs 6 to 64 characters',
    nameRequired: 'Please enter your name',
    wrongPassword: 'Wrong account or password',
    accountTaken: 'This account is registered already, please sign in',
    tooManyAttempts: 'Too many attempts, please try again later',
    welcome: (name: string) => `Welcome, ${name}`,
    access: 'Price access',
    accessNone: 'Apply to see prices and order',
    accessPending: 'Your access request is being reviewed',
    accessApproved: 'Your access is approved: you can see prices and order',
    accessRefused: (note: string) => `Your access request was declined${note ? `: ${note}` : ''}`,
    applyMessage: 'Message (optional)',
    apply: 'Apply',
    applied: 'Request sent, please wait for approval',
    samples: 'Sample list',
    addSample: 'Add to sample list',
    added: 'Added to your sample list',
    qty: 'Quantity',
    remark: 'Remark',
    remove: 'Remove',
    update: 'Update',
    submitSamples: 'Submit sample list',
    submitted: 'Sample list submitted',
    emptySamples: 'Your sample list is empty: pick products from the catalogue',
    myLists: 'My sample lists',
    placeOrder: 'Place order',
    orderPlaced: 'Order placed, awaiting confirmation',
    orders: 'My orders',
    orderNumber: 'Order No.',
    status: 'Status',
    total: 'Total',
    noOrders: 'No orders yet',
    needApproval: 'Ordering needs approved access',
    signInFirst: 'Please sign in first',
    chat: 'Chat with us',
    chatHint: 'Leave us a message, our staff will answer soon',
    send: 'Send',
    messageRequired: 'Please write a message or choose a picture',
    message: 'Message',
    picture: 'Picture',
    badPicture: 'The picture cannot be sent: choose a JPG or PNG of at most 5 MB',
    you: 'You',
    staff: 'Staff',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    notFound: 'Page not found',
    notFoundHint: 'The page does not exist or is no longer online',
    back: 'Back to home',
    language: '中文',
    poweredBy: 'Powered by the toy sourcing platform',
    badRequest: 'Invalid request, please go back and try again',
  },
} as const;
export type SiteText = (typeof SITE_TEXT)[WebsiteLang];

/** The pages of a public site as browse records name them. */
export const VISIT_PAGE_LABELS: Readonly<Record<string, string>> = {
  home: '首页',
  products: '产品中心',
  product: '产品详情',
  news: '新闻动态',
  article: '新闻详情',
  about: '关于我们',
  samples: '选样单',
  orders: '我的订单',
  chat: '在线咨询',
  account: '登录注册',
};
export const visitPageLabel = (page: string) => VISIT_PAGE_LABELS[page] ?? page;
