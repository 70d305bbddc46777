import { ROUTES } from '@wanju/domain';
import { describe, expect, it } from 'vitest';
import { NAV_EXCLUDED, NAV_PATHS, navActivePath, navGroupsFor } from './navMenu';

const base = { is_new_version: 1 as const };

describe('the navigation menu', () => {
  it('reaches every route of the table without parameters, once', () => {
    const reachable = ROUTES.map((r) => r.path).filter((p) => !p.includes(':') && !NAV_EXCLUDED.has(p));
    expect([...NAV_PATHS].sort()).toEqual([...new Set(reachable)].sort());
    expect(new Set(NAV_PATHS).size).toBe(NAV_PATHS.length);
  });

  it('names only routes that exist', () => {
    const known = new Set(ROUTES.map((r) => r.path));
    for (const p of [...NAV_PATHS, ...NAV_EXCLUDED]) expect(known.has(p), p).toBe(true);
  });

  it('shows the company website admin to company users only, at the entry the guard allows', () => {
    const paths = (u: Parameters<typeof navGroupsFor>[0]) => navGroupsFor(u).flatMap((g) => g.items.map((i) => i.path));
    expect(paths({ company_id: 0, ...base })).not.toContain('/websiteList');
    expect(paths({ company_id: 0, ...base })).not.toContain('/siteSettings');
    expect(paths({ company_id: 3, is_new_version: 1 })).toContain('/websiteList');
    expect(paths({ company_id: 3, is_new_version: 1 })).not.toContain('/company_website');
    expect(paths({ company_id: 3, is_new_version: 0 })).toContain('/company_website');
    expect(paths({ company_id: 3, is_new_version: 0 })).not.toContain('/websiteList');
  });

  it('offers a user without a company (the free buyer) no company area: staff, customers, payments', () => {
    const paths = (u: Parameters<typeof navGroupsFor>[0]) => navGroupsFor(u).flatMap((g) => g.items.map((i) => i.path));
    const labels = (u: Parameters<typeof navGroupsFor>[0]) =>
      navGroupsFor(u).flatMap((g) => [g.title, ...g.items.map((i) => i.label)]);
    const free = { company_id: 0, user_type: 0 as const, is_new_version: 0 as const };
    for (const path of ['/member', '/customer_management', '/collection', '/Connectaccount', '/contractList'])
      expect(paths(free), path).not.toContain(path);
    for (const label of ['员工管理', '客户管理', '收款与结汇']) expect(labels(free), label).not.toContain(label);
    for (const path of ['/member', '/customer_management', '/collection'])
      expect(paths({ company_id: 3, user_type: 0, is_new_version: 1 }), path).toContain(path);
    expect(paths(free)).toContain('/sample_car');
    expect(navGroupsFor(free).every((g) => g.items.length > 0)).toBe(true);
  });

  it('offers the service desk to customer-service agents only', () => {
    const paths = (agent: boolean) =>
      navGroupsFor({ company_id: 0, ...base }, { serviceAgent: agent }).flatMap((g) => g.items.map((i) => i.path));
    expect(paths(false)).not.toContain('/service_desk');
    expect(paths(true)).toContain('/service_desk');
  });

  it('offers the payment sandbox console to operators (the agents) only', () => {
    const paths = (agent: boolean) =>
      navGroupsFor({ company_id: 3, ...base }, { serviceAgent: agent }).flatMap((g) => g.items.map((i) => i.path));
    expect(paths(false)).not.toContain('/payment_sandbox');
    expect(paths(true)).toContain('/payment_sandbox');
    expect(paths(false)).toContain('/contractList');
  });

  it('offers the showroom management to a hall operator only', () => {
    const paths = (operator: boolean) =>
      navGroupsFor({ company_id: 0, ...base }, { showroomOperator: operator }).flatMap((g) =>
        g.items.map((i) => i.path),
      );
    expect(paths(false)).not.toContain('/showroom_manage');
    expect(paths(true)).toContain('/showroom_manage');
  });

  it('labels every entry uniquely within the menu', () => {
    const labels = navGroupsFor({ company_id: 3, is_new_version: 1 }).flatMap((g) => g.items.map((i) => i.label));
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('marks a detail page under its list entry', () => {
    expect(navActivePath('/factory_detail/12')).toBe('/factory_detail');
    expect(navActivePath('/')).toBe('/');
  });
});
