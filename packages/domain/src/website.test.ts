import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEBSITE_MSG } from './messages';
import {
  ACCESS_STATUS,
  accessStatusLabel,
  auditProblem,
  mayApplyForAccess,
  mayOnWebsite,
  mayOrder,
  newsStatusLabel,
  normaliseHost,
  ORDER_STATUS,
  orderNextStatuses,
  orderTotal,
  orderTransitionProblem,
  parseVisitorAccount,
  pricesVisible,
  sampleListStatusLabel,
  siteLanguages,
  siteSettingsProblem,
  siteStatusLabel,
  slugProblem,
  statisticsDays,
  visitorPasswordOk,
  websiteFunnel,
  websiteOrderNumber,
} from './website';

describe('company website: addresses', () => {
  it('accepts slugs of lower-case letters, digits and inner hyphens only', () => {
    expect(slugProblem('globalbest')).toBeNull();
    expect(slugProblem('global-best-2')).toBeNull();
    expect(slugProblem('ab')).toBe(WEBSITE_MSG.slugInvalid);
    expect(slugProblem('-abc')).toBe(WEBSITE_MSG.slugInvalid);
    expect(slugProblem('Abc')).toBe(WEBSITE_MSG.slugInvalid);
    expect(slugProblem('a/b/c')).toBe(WEBSITE_MSG.slugInvalid);
    expect(slugProblem('api')).toBe(WEBSITE_MSG.slugReserved);
  });
  it('normalises host names and refuses what is none', () => {
    expect(normaliseHost('')).toBe('');
    expect(normaliseHost(' HTTPS://Www.Example.com:8080/path ')).toBe('www.example.com');
    expect(normaliseHost('example.com.')).toBe('example.com');
    expect(normaliseHost('localhost')).toBeNull();
    expect(normaliseHost('10.0.0.1')).toBeNull();
    expect(normaliseHost('bad_label.com')).toBeNull();
  });
  it('a normalised host is stable', () => {
    fc.assert(
      fc.property(fc.domain(), (d) => {
        const once = normaliseHost(d);
        if (once) expect(normaliseHost(once)).toBe(once);
      }),
    );
  });
  it('checks the settings in order: name, slug, host, colours, languages', () => {
    const ok = {
      name: '优品',
      slug: 'youpin',
      host: '',
      primary_color: '#112233',
      accent_color: '#aabbcc',
      languages: ['zh'],
    };
    expect(siteSettingsProblem(ok)).toBeNull();
    expect(siteSettingsProblem({ ...ok, name: ' ' })).toBe(WEBSITE_MSG.nameRequired);
    expect(siteSettingsProblem({ ...ok, slug: 'x' })).toBe(WEBSITE_MSG.slugInvalid);
    expect(siteSettingsProblem({ ...ok, host: 'nohost' })).toBe(WEBSITE_MSG.hostInvalid);
    expect(siteSettingsProblem({ ...ok, primary_color: 'red' })).toBe(WEBSITE_MSG.colorInvalid);
    expect(siteSettingsProblem({ ...ok, languages: ['fr'] })).toBe(WEBSITE_MSG.languagesRequired);
    expect(siteLanguages(['en', 'zh'])).toEqual(['zh', 'en']);
    expect(siteLanguages([])).toEqual(['zh']);
    expect(siteStatusLabel(1)).toBe('已发布');
    expect(siteStatusLabel(0)).toBe('未发布');
    expect(newsStatusLabel(1)).toBe('已发布');
    expect(newsStatusLabel(0)).toBe('草稿');
  });
});

describe('company website: visitors', () => {
  it('signs in with a phone of any country or an e-mail, in one normal form', () => {
    expect(parseVisitorAccount(' +1 (415) 555-0100 ')).toEqual({ kind: 'phone', value: '+14155550100' });
    expect(parseVisitorAccount('13912345678')).toEqual({ kind: 'phone', value: '13912345678' });
    expect(parseVisitorAccount('Buyer@Shop.COM')).toEqual({ kind: 'email', value: 'buyer@shop.com' });
    expect(parseVisitorAccount('buyer@shop')).toBeNull();
    expect(parseVisitorAccount('12')).toBeNull();
    expect(visitorPasswordOk('12345')).toBe(false);
    expect(visitorPasswordOk('123456')).toBe(true);
    expect(visitorPasswordOk('x'.repeat(65))).toBe(false);
  });
  it('prices show to approved visitors, or to all when the site says so; orders need approval', () => {
    expect(pricesVisible(false, ACCESS_STATUS.pending)).toBe(false);
    expect(pricesVisible(false, ACCESS_STATUS.approved)).toBe(true);
    expect(pricesVisible(true, ACCESS_STATUS.none)).toBe(true);
    expect(mayOrder(ACCESS_STATUS.approved)).toBe(true);
    expect(mayOrder(ACCESS_STATUS.refused)).toBe(false);
  });
  it('applies again only after a refusal; audits only a waiting request, a refusal with a note', () => {
    expect(mayApplyForAccess(ACCESS_STATUS.none)).toBe(true);
    expect(mayApplyForAccess(ACCESS_STATUS.refused)).toBe(true);
    expect(mayApplyForAccess(ACCESS_STATUS.pending)).toBe(false);
    expect(mayApplyForAccess(ACCESS_STATUS.approved)).toBe(false);
    expect(auditProblem(ACCESS_STATUS.pending, true, '')).toBeNull();
    expect(auditProblem(ACCESS_STATUS.pending, false, ' ')).toBe(WEBSITE_MSG.refuseNoteRequired);
    expect(auditProblem(ACCESS_STATUS.approved, false, '重复')).toBe(WEBSITE_MSG.requestAlreadyAudited);
    expect([-1, 0, 1, 2].map(accessStatusLabel)).toEqual(['未申请', '待审核', '已通过', '已拒绝']);
  });
});

describe('company website: sample lists and orders', () => {
  it('moves an order only forward, and a finished one nowhere', () => {
    expect(orderTransitionProblem(ORDER_STATUS.pending, ORDER_STATUS.confirmed)).toBeNull();
    expect(orderTransitionProblem(ORDER_STATUS.confirmed, ORDER_STATUS.shipped)).toBeNull();
    expect(orderTransitionProblem(ORDER_STATUS.shipped, ORDER_STATUS.completed)).toBeNull();
    expect(orderTransitionProblem(ORDER_STATUS.pending, ORDER_STATUS.cancelled)).toBeNull();
    expect(orderTransitionProblem(ORDER_STATUS.shipped, ORDER_STATUS.cancelled)).toBe(
      WEBSITE_MSG.orderStatusInvalid('已发货', '已取消'),
    );
    expect(orderNextStatuses(ORDER_STATUS.completed)).toEqual([]);
    expect(orderNextStatuses(99)).toEqual([]);
  });
  it('numbers and totals orders', () => {
    expect(websiteOrderNumber('2026-11-25', 42)).toBe('WO20261125000042');
    expect(
      orderTotal([
        { qty: 3, price: 1.1 },
        { qty: 2, price: 0.05 },
      ]),
    ).toBe(3.4);
    expect([0, 1, 2].map(sampleListStatusLabel)).toEqual(['选样中', '已提交', '已下单']);
  });
});

describe('company website: roles and figures', () => {
  it('everyone of the company reads; main account and administrators manage; salespeople handle orders', () => {
    expect(mayOnWebsite({ companyId: 1, userType: 1 }, 'view')).toBe(true);
    expect(mayOnWebsite({ companyId: 1, userType: 1 }, 'manage')).toBe(false);
    expect(mayOnWebsite({ companyId: 1, userType: 1 }, 'orders')).toBe(true);
    expect(mayOnWebsite({ companyId: 1, userType: 2 }, 'audit')).toBe(true);
    expect(mayOnWebsite({ companyId: 0, userType: 0 }, 'view')).toBe(false);
  });
  it('lists the days of a range, at most a year', () => {
    expect(statisticsDays('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(statisticsDays('2026-12-02', '2026-11-29')).toBeNull();
    expect(statisticsDays('2025-01-01', '2026-12-31')).toBeNull();
    expect(statisticsDays('bad', '2026-12-31')).toBeNull();
  });
  it('the funnel rates are shares of the visitors', () => {
    expect(websiteFunnel(200, 30, 5).map((s) => s.rate)).toEqual([100, 15, 2.5]);
    expect(websiteFunnel(0, 0, 0).map((s) => s.rate)).toEqual([0, 0, 0]);
  });
});

describe('company website: browse records', () => {
  it('names the pages of a site', async () => {
    const { visitPageLabel } = await import('./website');
    expect(visitPageLabel('product')).toBe('产品详情');
    expect(visitPageLabel('other')).toBe('other');
  });
});

describe('company website: the public site in two languages', () => {
  it('says the same things in Chinese and English', async () => {
    const { SITE_TEXT } = await import('./website');
    expect(Object.keys(SITE_TEXT.en).sort()).toEqual(Object.keys(SITE_TEXT.zh).sort());
    expect(SITE_TEXT.zh.page(2, 5)).toBe('第 2 / 5 页');
    expect(SITE_TEXT.en.page(2, 5)).toBe('Page 2 of 5');
    expect(SITE_TEXT.zh.found(35)).toBe('共 35 款产品');
    expect(SITE_TEXT.en.found(35)).toBe('35 products');
    expect(SITE_TEXT.zh.welcome('Mia')).toBe('欢迎，Mia');
    expect(SITE_TEXT.en.welcome('Mia')).toBe('Welcome, Mia');
    expect(SITE_TEXT.zh.accessRefused('资料不全')).toBe('您的访问申请未通过：资料不全');
    expect(SITE_TEXT.zh.accessRefused('')).toBe('您的访问申请未通过');
    expect(SITE_TEXT.en.accessRefused('incomplete')).toBe('Your access request was declined: incomplete');
    expect(SITE_TEXT.en.accessRefused('')).toBe('Your access request was declined');
  });
});
