import {
  companyWebsitePath,
  isCompanyUser,
  mayOpenCompanyRoute,
  ROUTES,
  SHOWROOM_ROUTES,
  type UserInfo,
} from '@wanju/domain';

/** One entry of the menu: a route of the domain's table, under its own title unless two routes share one. */
export interface NavItem {
  path: string;
  label: string;
}

export interface NavGroup {
  id: string;
  title: string;
  items: NavItem[];
}

interface GroupDef {
  id: string;
  title: string;
  paths: readonly string[];
  /** §6: the company's own areas are offered to company users only. */
  companyOnly?: boolean;
}

/**
 * The menu's groups by path. Titles come from the route table, so a renamed route renames its entry;
 * navMenu.test.ts fails when a route of the table is in no group (or a group names a route that is gone).
 */
const GROUPS: readonly GroupDef[] = [
  {
    id: 'find',
    title: '找货',
    paths: [
      '/sample_list',
      '/imageSearch',
      '/new_arrivals',
      '/factory_list',
      '/factory_detail',
      '/taxpayer',
      '/License',
      '/gcc_list',
      '/factorystock_list',
      '/toyCross',
      '/xinpinhd_listing',
      '/discountSection',
      '/globalHot',
      '/Selected_list',
      '/recommend',
      '/overreco',
      '/factoryRecommend',
      '/buyFittings',
      '/toy_area',
      '/toy_ip',
      '/toy3d',
      '/follow',
      '/parcourir',
    ],
  },
  {
    id: 'showrooms',
    title: '展厅与展会',
    paths: [...SHOWROOM_ROUTES.map((r) => r.path), '/onlineExhibition', '/ShenzhenExhibition', '/xiaoniaolive'],
  },
  {
    id: 'samples',
    title: '选样与询价',
    paths: ['/sample_car', '/contrast', '/inquiry', '/supplement', '/toy_search', '/chooses', '/purchaseList'],
  },
  {
    id: 'quotations',
    title: '报价',
    paths: ['/CompanyQuotation', '/quotation_list', '/emaliManagement', '/trade_system'],
  },
  {
    id: 'company',
    title: '客户与公司',
    paths: [
      '/customer_management',
      '/product_management',
      '/factory_management',
      '/batch_import_product',
      '/batch_import_images',
      '/member',
      '/company',
      '/oldCompany',
    ],
  },
  {
    id: 'website',
    title: '公司官网',
    companyOnly: true,
    paths: [
      '/company_website',
      '/websiteList',
      '/sampleList',
      '/customerIndent',
      '/accessRequest',
      '/browseRecords',
      '/loginRecord',
      '/newsTrends',
      '/statistics',
      '/siteSettings',
    ],
  },
  {
    id: 'finance',
    title: '收款与结汇',
    paths: ['/Connectaccount', '/collectionManage', '/collection', '/contractList', '/addContract', '/payment_sandbox'],
  },
  { id: 'messages', title: '消息', paths: ['/sys_func', '/messages', '/service_desk'] },
  { id: 'content', title: '资讯与服务', paths: ['/trend', '/video_zone', '/file', '/logistics'] },
  {
    id: 'ai',
    title: 'AI工具',
    paths: ['/xiaoniaoAIproblem', '/xiaoniaoAIaddImg', '/excel', '/cutout', '/smartcrop', '/xiaoniaoAIremove'],
  },
  { id: 'settings', title: '设置', paths: ['/settings', '/integral', '/help', '/law'] },
];

/**
 * Routes left out of the menu on purpose: home (the logo), sign-in (the header), pages for the buyer's
 * customers (share, confirmation, mail preview), the error page, and details opened from their list.
 */
export const NAV_EXCLUDED: ReadonlySet<string> = new Set([
  '/',
  '/index',
  '/login',
  '/errorPage',
  '/confirm',
  '/Previewemail',
  '/chooseShare',
  '/kioskList',
  '/CompanyQuotationDetail',
  '/purchaseDetails',
  '/sampleListDetail',
  '/customerOrder',
]);

/** Labels for routes whose table title is shared with another route. */
const LABELS: Record<string, string> = {
  '/factory_detail': '工厂主页',
  '/oldCompany': '公司展示设置（旧版）',
  '/ShenzhenExhibition': '深圳线上展会',
  '/browseRecords': '官网浏览记录',
};

const titleOf = new Map(ROUTES.map((r) => [r.path, r.title]));

/** Every path the menu can show (for the completeness test). */
export const NAV_PATHS: readonly string[] = GROUPS.flatMap((g) => g.paths);

/**
 * The menu for a user: company areas for company users only (§6), and of the website admin the one
 * entry the guard lets them open (/websiteList for new-version companies, /company_website otherwise).
 */
export function navGroupsFor(
  user: (Pick<UserInfo, 'company_id' | 'is_new_version'> & Partial<Pick<UserInfo, 'user_type'>>) | null | undefined,
  opts: { serviceAgent?: boolean; showroomOperator?: boolean } = {},
): NavGroup[] {
  const company = user ? isCompanyUser(user) : false;
  const websiteHome = user ? companyWebsitePath(user) : null;
  return (
    GROUPS.filter((g) => !g.companyOnly || company)
      .map((g) => ({
        id: g.id,
        title: g.title,
        items: g.paths
          .filter((p) => (p === '/websiteList' || p === '/company_website' ? p === websiteHome : true))
          // Company administration by role (the domain's table): e.g. no staff tab for a salesperson.
          .filter((p) => !user || mayOpenCompanyRoute({ user_type: 0, ...user }, p))
          // the service desk and the payment sandbox's console are the agents' (operators') workspaces only
          .filter((p) => (p !== '/service_desk' && p !== '/payment_sandbox') || opts.serviceAgent === true)
          // a hall's management is its operator's
          .filter((p) => p !== '/showroom_manage' || opts.showroomOperator === true)
          .map((path) => ({ path, label: LABELS[path] ?? titleOf.get(path) ?? path })),
      }))
      // a group with nothing left for this user (e.g. payments for a user without a company) is not shown
      .filter((g) => g.items.length > 0)
  );
}

/** The menu entry a location belongs to (its first path segment), to mark it current. */
export function navActivePath(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0];
  return first ? `/${first}` : '/';
}
