import { describe, expect, it } from 'vitest';
import {
  guardRoute,
  isPublicRoute,
  matchRoute,
  normalizePath,
  PUBLIC_PATHS,
  pageTitle,
  ROUTES,
  routeTitle,
  usageLogRecord,
} from './routes';

const spec2Paths = [
  '/new_arrivals',
  '/taxpayer',
  '/sample_list',
  '/factorystock_list',
  '/toyCross',
  '/xinpinhd_listing',
  '/toy3d',
  '/xiaoniaolive',
  '/xiaoniaolive/a/1',
  '/License',
  '/toy_area',
  '/toy_area/3',
  '/imageSearch',
  '/factoryRecommend',
  '/factoryRecommend/x',
  '/logistics',
  '/factory_list',
  '/follow',
  '/discountSection',
  '/globalHot',
  '/factory_detail',
  '/factory_detail/5',
  '/factory_detail/5/6',
  '/buyFittings',
  '/recommend',
  '/Connectaccount',
  '/gcc_list',
  '/overreco',
  '/contrast',
  '/collectionManage',
  '/collection',
  '/contractList',
  '/addContract',
  '/trend',
  '/batch_import_product',
  '/batch_import_images',
  '/sys_func',
  '/Selected_list',
  '/sample_car',
  '/video_zone',
  '/integral',
  '/toy_search',
  '/toy_search_details/1',
  '/parcourir',
  '/file',
  '/settings',
  '/onlineExhibition',
  '/ShenzhenExhibition',
  '/toy_ip',
  '/inquiry',
  '/supplement',
  '/supplement/2',
  '/company',
  '/oldCompany',
  '/member',
  '/CompanyQuotation',
  '/CompanyQuotationDetail',
  '/quotation_list',
  '/edit_quotation/8',
  '/emaliManagement',
  '/purchaseList',
  '/purchaseDetails',
  '/customer_management',
  '/product_management',
  '/factory_management',
  '/company_website',
  '/chooses',
  '/chooseDetails/4',
  '/xiaoniaoAIproblem',
  '/xiaoniaoAIaddImg',
  '/excel',
  '/cutout',
  '/smartcrop',
  '/xiaoniaoAIremove',
  '/websiteList',
  '/sampleList',
  '/browseRecords',
  '/loginRecord',
  '/newsTrends',
  '/siteSettings',
  '/sampleListDetail',
  '/accessRequest',
  '/statistics',
  '/customerIndent',
  '/customerOrder',
  '/showroom',
  '/online',
  '/xinlianchuang',
  '/memberShow',
  '/tongyi',
  '/jishang',
  '/wanlong',
  '/qunhui',
  '/tradeShow',
  '/yunhe',
  '/baili',
  '/youlian',
  '/guangli',
  '/yunchong',
];

describe('§2 route table', () => {
  it.each(spec2Paths)('%s is a private route with a Chinese title', (path) => {
    const m = matchRoute(path);
    expect(m).not.toBeNull();
    expect(m?.route.public).toBe(false);
    expect(m?.route.title).toMatch(/[\u4e00-\u9fa5]/);
  });
  it('public routes are exactly the spec list', () => {
    expect([...PUBLIC_PATHS].sort()).toEqual(
      [
        '/login',
        '/law',
        '/help',
        '/confirm',
        '/errorPage',
        '/Previewemail',
        '/',
        '/index',
        '/trade_system',
        // A selection list's share page, for customers without an account
        '/chooseShare',
        // A kiosk visitor's list, opened on the visitor's phone from the kiosk's QR code
        '/kioskList',
      ].sort(),
    );
    expect(isPublicRoute('/login?redirect=1')).toBe(true);
    expect(isPublicRoute('/nowhere')).toBe(false);
  });
  it('factory detail is not cached and purchase pages are not kept alive; others are', () => {
    const notKept = ROUTES.filter((r) => !r.keepAlive).map((r) => r.path);
    expect(notKept.sort()).toEqual(
      [
        '/factory_detail',
        '/factory_detail/:id',
        '/factory_detail/:id/:DataModule_id',
        '/purchaseList',
        '/purchaseDetails',
      ].sort(),
    );
  });
  it('paths are unique', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
  it('matches parameters, prefers static segments, ignores query, hash and trailing slash', () => {
    expect(matchRoute('/factory_detail/12/34?x=1#top')).toEqual({
      route: expect.objectContaining({ path: '/factory_detail/:id/:DataModule_id' }),
      params: { id: '12', DataModule_id: '34' },
    });
    expect(matchRoute('/toy_area/%E6%BE%84%E6%B5%B7/')?.params).toEqual({ id: '澄海' });
    expect(matchRoute('/nope/1')).toBeNull();
    expect(matchRoute('/License')?.route.title).toBe('营业执照');
    expect(matchRoute('/license')).toBeNull();
  });
  it('normalizes paths', () => {
    expect(normalizePath('sample_car/')).toBe('/sample_car');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('//')).toBe('/');
    expect(normalizePath('?a=1')).toBe('/');
  });
});

describe('§2 titles prefixed with the product name except /confirm', () => {
  it('prefixes', () => {
    expect(pageTitle('/sample_car')).toBe('玩具采购平台 - 选样车');
    expect(pageTitle('/index')).toBe('玩具采购平台 - 首页');
    expect(pageTitle('/confirm?id=3')).toBe('报价确认');
    expect(pageTitle('/unknown')).toBe('玩具采购平台');
    expect(routeTitle('/unknown')).toBe('');
  });
});

describe('§2 routing guard', () => {
  const company = { company_id: 5, is_new_version: 1 as const };
  const oldCompany = { company_id: 5, is_new_version: 0 as const };
  const person = { company_id: 0, is_new_version: 0 as const };
  it('no token → clear stored user info', () => {
    expect(guardRoute({ to: '/index', token: null, user: company })).toEqual({ clearUserInfo: true, redirect: null });
    expect(guardRoute({ to: '/sample_car', token: '', user: company })).toEqual({ clearUserInfo: true, redirect: '/' });
  });
  it('a non-public route without user info → /', () => {
    expect(guardRoute({ to: '/sample_car', token: 't', user: null })).toEqual({ clearUserInfo: false, redirect: '/' });
    expect(guardRoute({ to: '/login', token: 't', user: undefined }).redirect).toBeNull();
    expect(guardRoute({ to: '/confirm', token: null, user: null }).redirect).toBeNull();
  });
  it('new-version company going to /company_website → /websiteList', () => {
    expect(guardRoute({ to: '/company_website', token: 't', user: company }).redirect).toBe('/websiteList');
    expect(guardRoute({ to: '/websiteList', token: 't', user: company }).redirect).toBeNull();
  });
  it('old-version company going to /websiteList → /company_website', () => {
    expect(guardRoute({ to: '/websiteList/', token: 't', user: oldCompany }).redirect).toBe('/company_website');
    expect(guardRoute({ to: '/company_website', token: 't', user: oldCompany }).redirect).toBeNull();
  });
  it('non-company users are not redirected between the two', () => {
    expect(guardRoute({ to: '/websiteList', token: 't', user: person }).redirect).toBeNull();
    expect(
      guardRoute({ to: '/company_website', token: 't', user: { ...person, is_new_version: 1 } }).redirect,
    ).toBeNull();
  });
});

describe('§2, §7 usage log on leaving a page', () => {
  it('records module title, enter and exit time in Shanghai time', () => {
    expect(usageLogRecord('/sample_car', new Date('2024-05-01T02:00:00Z'), new Date('2024-05-01T02:03:04Z'))).toEqual({
      func_module: '选样车',
      enter_time: '2024-05-01 10:00:00',
      exit_time: '2024-05-01 10:03:04',
    });
    expect(usageLogRecord('/x', new Date(0), new Date(0))).toBeNull();
    expect(usageLogRecord('/file', new Date(0), new Date(0), 'UTC')?.enter_time).toBe('1970-01-01 00:00:00');
  });
});
