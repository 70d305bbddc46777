import type { UserInfo } from './entities';
import { DEFAULT_TIME_ZONE, formatZonedDateTime } from './time';

/** The product name that prefixes page titles (§2). */
export const PRODUCT_NAME = '玩具采购平台';
/** §2, §4: the home route and the route a closed last tab goes to. */
export const HOME_PATH = '/index';

/** One route of §2. */
export interface RouteDef {
  /** react-router pattern; `:name` segments are parameters */
  path: string;
  /** Chinese title, shown on the tab and in the page title */
  title: string;
  /** reachable without login */
  public: boolean;
  /** the page is kept alive (cached) when its tab is in the background */
  keepAlive: boolean;
  /** closing its tab first triggers a save (§4) */
  saveOnClose?: boolean;
}

const r = (path: string, title: string, opts: Partial<Omit<RouteDef, 'path' | 'title'>> = {}): RouteDef => ({
  path,
  title,
  public: opts.public ?? false,
  keepAlive: opts.keepAlive ?? true,
  ...(opts.saveOnClose ? { saveOnClose: true } : {}),
});

/**
 * §2: every named exhibitor showroom route the spec shows (about 25 exist; the rest are not listed).
 * The exhibitor names are transliterations of the slugs, to be confirmed.
 */
export const SHOWROOM_ROUTES: readonly RouteDef[] = [
  r('/showroom', '展厅'),
  r('/online', '线上展厅'),
  r('/xinlianchuang', '新联创展厅'),
  r('/memberShow', '会员展厅'),
  r('/tongyi', '统一展厅'),
  r('/jishang', '吉尚展厅'),
  r('/wanlong', '万隆展厅'),
  r('/qunhui', '群辉展厅'),
  r('/tradeShow', '贸易展厅'),
  r('/yunhe', '云禾展厅'),
  r('/baili', '百利展厅'),
  r('/youlian', '优联展厅'),
  r('/guangli', '广利展厅'),
  r('/yunchong', '云冲展厅'),
  // the rest of the showroom list (its routes are the showrooms' own)
  r('/chenghai', '澄海玩具城'),
  r('/baoao', '宝奥国际玩具城'),
  r('/yiwu', '义乌商贸城玩具馆'),
  r('/dongguan', '东莞玩具工业展厅'),
  r('/yide', '一德路玩具展厅'),
  r('/shenzhen', '深圳玩具展展厅'),
  r('/hongkong', '香港玩具展展厅'),
  r('/lianhe', '联合玩具展厅'),
  r('/jinlong', '金龙玩具展厅'),
  r('/huanan', '华南玩具展厅'),
  r('/xinghui', '星辉玩具展厅'),
  r('/ningbo', '宁波玩具出口展厅'),
  // the hall operator's management of its showroom (exhibitors, booths, featured products, hours, kiosks)
  r('/showroom_manage', '展厅管理'),
];

/** §2: the route table (path, Chinese title, public, kept alive). Route permission lists are empty. */
export const ROUTES: readonly RouteDef[] = [
  // public
  r('/', '首页', { public: true }),
  r('/index', '首页', { public: true }),
  r('/login', '登录', { public: true }),
  r('/law', '法律声明', { public: true }),
  r('/help', '帮助中心', { public: true }),
  r('/confirm', '报价确认', { public: true }),
  r('/errorPage', '错误页', { public: true }),
  r('/Previewemail', '邮件预览', { public: true }),
  r('/trade_system', '贸易系统', { public: true }),
  // The share page of a selection list, opened by a customer without an account (not in §2's list)
  r('/chooseShare', '选品单分享', { public: true }),
  // A kiosk visitor's list, opened from the kiosk's QR code on the visitor's phone
  r('/kioskList', '展厅选品清单', { public: true }),
  // tabs
  r('/new_arrivals', '新品'),
  r('/taxpayer', '一般纳税人工厂'),
  r('/sample_list', '样品查询'),
  r('/factorystock_list', '工厂库存'),
  r('/toyCross', '跨境产品'),
  r('/xinpinhd_listing', '电商产品'),
  r('/toy3d', '3D展品'),
  r('/xiaoniaolive', '直播'),
  r('/xiaoniaolive/:type/:id', '直播'),
  r('/License', '营业执照'),
  r('/toy_area', '全国产区'),
  r('/toy_area/:id', '全国产区'),
  r('/imageSearch', '以图搜图'),
  r('/factoryRecommend', '平台活动推荐'),
  r('/factoryRecommend/:type', '平台活动推荐'),
  r('/logistics', '物流服务商'),
  r('/factory_list', '工厂搜索'),
  r('/follow', '关注列表'),
  r('/discountSection', '特价专区'),
  r('/globalHot', '全球热销'),
  r('/factory_detail', '工厂详情', { keepAlive: false }),
  r('/factory_detail/:id', '工厂详情', { keepAlive: false }),
  r('/factory_detail/:id/:DataModule_id', '工厂详情', { keepAlive: false }),
  r('/buyFittings', '配件采购'),
  r('/recommend', '平台推荐'),
  r('/Connectaccount', '收款账户关联'),
  r('/gcc_list', '证书专区'),
  r('/overreco', '海外推荐'),
  r('/contrast', '产品对比'),
  r('/collectionManage', '收款账户管理'),
  r('/collection', '收款明细'),
  r('/contractList', '合同订单列表'),
  r('/addContract', '结汇申请'),
  r('/trend', '玩具圈'),
  r('/batch_import_product', '批量导入产品'),
  r('/batch_import_images', '批量导入图片'),
  r('/sys_func', '系统消息'),
  // The chat as a full page for heavy users (the spec opens it only as a window).
  r('/messages', '在线沟通'),
  // The customer-service agents' workspace (offered to agents only).
  r('/service_desk', '客服工作台'),
  // The payment sandbox's console (offered to the platform's operators only).
  r('/payment_sandbox', '支付沙箱控制台'),
  r('/Selected_list', '市场排行榜'),
  r('/sample_car', '选样车'),
  r('/video_zone', '视频专区'),
  r('/integral', '我的积分'),
  r('/toy_search', '找样管理'),
  r('/toy_search_details/:id', '找样详情'),
  r('/parcourir', '浏览记录'),
  r('/file', '文件'),
  r('/settings', '个人设置'),
  r('/onlineExhibition', '线上展会'),
  r('/ShenzhenExhibition', '线上展会'),
  r('/onlineExhibition/:boothId', '展位'),
  r('/ShenzhenExhibition/:boothId', '展位'),
  r('/toy_ip', 'IP专区'),
  r('/inquiry', '询价列表'),
  r('/supplement', '补样列表'),
  r('/supplement/:id', '补样详情'),
  r('/company', '公司展示设置'),
  r('/oldCompany', '公司展示设置'),
  r('/member', '员工管理'),
  r('/CompanyQuotation', '报价单'),
  r('/CompanyQuotationDetail', '报价单详情', { saveOnClose: true }),
  r('/quotation_list', '展厅报价单'),
  r('/edit_quotation/:id', '编辑报价单', { saveOnClose: true }),
  r('/emaliManagement', '邮箱管理'),
  r('/purchaseList', '特惠采购单', { keepAlive: false }),
  r('/purchaseDetails', '特惠采购单详情', { keepAlive: false }),
  r('/customer_management', '客户管理'),
  r('/product_management', '产品管理'),
  r('/factory_management', '工厂管理'),
  r('/company_website', '在线展厅'),
  r('/chooses', '选品单'),
  r('/chooseDetails/:id', '选品单详情'),
  r('/xiaoniaoAIproblem', 'AI问答'),
  r('/xiaoniaoAIaddImg', 'AI生图'),
  r('/excel', 'AI表格助手'),
  r('/cutout', 'AI抠图'),
  r('/smartcrop', 'AI裁图'),
  r('/xiaoniaoAIremove', 'AI消除'),
  // company-website admin
  r('/websiteList', '官网管理'),
  r('/sampleList', '客户选样单'),
  r('/browseRecords', '浏览记录'),
  r('/loginRecord', '登录记录'),
  r('/newsTrends', '新闻动态'),
  r('/siteSettings', '网站设置'),
  r('/sampleListDetail', '客户选样单详情'),
  r('/accessRequest', '用户访问申请'),
  r('/statistics', '数据统计'),
  r('/customerIndent', '客户订单'),
  r('/customerOrder', '订单详情'),
  ...SHOWROOM_ROUTES,
];

/** §2: the public routes (no login). */
export const PUBLIC_PATHS: readonly string[] = ROUTES.filter((x) => x.public).map((x) => x.path);

/** The path part of a location: no query or hash, no trailing slash (except '/'). */
export function normalizePath(location: string): string {
  const path = location.split(/[?#]/)[0] ?? '';
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

/** The route a location matches (static segments win over parameters), with its parameters. */
export function matchRoute(location: string): { route: RouteDef; params: Record<string, string> } | null {
  const segments = normalizePath(location).split('/').filter(Boolean);
  let best: { route: RouteDef; params: Record<string, string>; score: number } | null = null;
  for (const route of ROUTES) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    let ok = true;
    pattern.forEach((p, i) => {
      const s = segments[i] as string;
      if (p.startsWith(':')) params[p.slice(1)] = decodeURIComponent(s);
      else if (p === s) score++;
      else ok = false;
    });
    if (ok && (!best || score > best.score)) best = { route, params, score };
  }
  return best ? { route: best.route, params: best.params } : null;
}

/** §2: the Chinese title of a location ('' when unknown). */
export function routeTitle(location: string): string {
  return matchRoute(location)?.route.title ?? '';
}

/** §2: true when a location is reachable without login. Unknown locations are not public. */
export function isPublicRoute(location: string): boolean {
  return matchRoute(location)?.route.public ?? false;
}

/** §2: the document title: '玩具采购平台 - <title>', except the confirmation page (its title only). */
export function pageTitle(location: string): string {
  const match = matchRoute(location);
  if (!match) return PRODUCT_NAME;
  if (match.route.path === '/confirm') return match.route.title;
  return `${PRODUCT_NAME} - ${match.route.title}`;
}

/** What the guard needs to know about the stored user. */
export type GuardUser = Pick<UserInfo, 'company_id' | 'is_new_version'>;

/** The guard's decision: clear the stored user info, and/or go somewhere else (null = proceed). */
export interface GuardResult {
  clearUserInfo: boolean;
  redirect: string | null;
}

/**
 * §2 routing guard, applied before every navigation:
 * 1. no token → the stored user info is cleared (and the user counts as logged out);
 * 2. a non-public route without user info → '/';
 * 3. company_id > 0 with is_new_version going to /company_website → '/websiteList';
 * 4. a company user without is_new_version going to /websiteList → '/company_website'.
 */
export function guardRoute(input: {
  to: string;
  token: string | null | undefined;
  user: GuardUser | null | undefined;
}): GuardResult {
  const clearUserInfo = !input.token;
  const user = clearUserInfo ? null : (input.user ?? null);
  const path = normalizePath(input.to);
  if (!user) return { clearUserInfo, redirect: isPublicRoute(path) ? null : '/' };
  if (user.company_id > 0 && user.is_new_version && path === '/company_website') {
    return { clearUserInfo, redirect: '/websiteList' };
  }
  if (user.company_id > 0 && !user.is_new_version && path === '/websiteList') {
    return { clearUserInfo, redirect: '/company_website' };
  }
  return { clearUserInfo, redirect: null };
}

/** §2, §7: the usage-log body posted on leaving a page. */
export interface UsageLogRecord {
  func_module: string;
  enter_time: string;
  exit_time: string;
}

/**
 * §2, §7: the usage log recorded on leaving a page: module title, enter and exit time as
 * 'YYYY-MM-DD HH:mm:ss' in `timeZone`. Null for an unknown route (nothing to record).
 */
export function usageLogRecord(
  location: string,
  enterTime: Date,
  exitTime: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): UsageLogRecord | null {
  const title = routeTitle(location);
  if (!title) return null;
  return {
    func_module: title,
    enter_time: formatZonedDateTime(enterTime, timeZone),
    exit_time: formatZonedDateTime(exitTime, timeZone),
  };
}
