import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  HOME_TAB,
  initialTabs,
  isKeptAlive,
  openTab,
  type TabsState,
  tabForPath,
  tabNeedsSave,
  tabsNeedingSave,
} from './tabs';

const t = (path: string, title = path) => ({ path, title });
const paths = (s: TabsState) => s.tabs.map((x) => x.path);
const openAll = (...ps: string[]) => ps.reduce((s, p) => openTab(s, t(p)), initialTabs());

describe('§2 opening a route opens a tab; home always kept', () => {
  it('starts with home only', () => {
    expect(initialTabs()).toEqual({ tabs: [HOME_TAB], activePath: '/index' });
  });
  it('appends and activates, re-activates an open tab and updates its title', () => {
    let s = openAll('/a', '/b');
    expect(paths(s)).toEqual(['/index', '/a', '/b']);
    expect(s.activePath).toBe('/b');
    s = openTab(s, t('/a/', '新标题'));
    expect(paths(s)).toEqual(['/index', '/a', '/b']);
    expect(s.activePath).toBe('/a');
    expect(s.tabs[1]?.title).toBe('新标题');
  });
  it('opening home activates it without duplicating; a state without home gets it back', () => {
    expect(openTab(openAll('/a'), t('/')).activePath).toBe('/index');
    expect(paths(openTab({ tabs: [t('/a'), t('/a')], activePath: '/a' }, t('/b')))).toEqual(['/index', '/a', '/b']);
  });
  it('builds a tab from a location', () => {
    expect(tabForPath('/factory_detail/3?x=1')).toEqual({ path: '/factory_detail/3', title: '工厂详情' });
    expect(tabForPath('/')).toEqual(HOME_TAB);
    expect(tabForPath('/missing')).toBeNull();
  });
});

describe('§4 closing tabs', () => {
  it('closing the active tab moves to the next', () => {
    const s = { ...openAll('/a', '/b', '/c'), activePath: '/b' };
    expect(closeTab(s, '/b')).toEqual({
      state: { tabs: [HOME_TAB, t('/a'), t('/c')], activePath: '/c' },
      navigateTo: '/c',
      needsSave: false,
    });
  });
  it('…or to the previous if it was last', () => {
    const r = closeTab(openAll('/a', '/b'), '/b');
    expect(r.navigateTo).toBe('/a');
    expect(r.state.activePath).toBe('/a');
  });
  it('closing the last tab goes to /index', () => {
    const r = closeTab(openAll('/a'), '/a');
    expect(r.navigateTo).toBe('/index');
    expect(r.state).toEqual(initialTabs());
  });
  it('closing an inactive tab stays put; home and unknown tabs cannot be closed', () => {
    const s = openAll('/a', '/b');
    expect(closeTab(s, '/a')).toEqual({
      state: { tabs: [HOME_TAB, t('/b')], activePath: '/b' },
      navigateTo: null,
      needsSave: false,
    });
    expect(closeTab(s, '/index').state).toEqual(s);
    expect(closeTab(s, '/zzz').navigateTo).toBeNull();
  });
  it('closing a quotation-detail or edit-quotation tab first asks for a save', () => {
    const s = openAll('/CompanyQuotationDetail', '/edit_quotation/7', '/sample_car');
    expect(closeTab(s, '/CompanyQuotationDetail').needsSave).toBe(true);
    expect(closeTab(s, '/edit_quotation/7').needsSave).toBe(true);
    expect(closeTab(s, '/sample_car').needsSave).toBe(false);
    expect(tabNeedsSave('/CompanyQuotation')).toBe(false);
    expect(tabsNeedingSave(s.tabs).map((x) => x.path)).toEqual(['/CompanyQuotationDetail', '/edit_quotation/7']);
    expect(tabsNeedingSave(s.tabs, '/edit_quotation/7').map((x) => x.path)).toEqual(['/CompanyQuotationDetail']);
  });
  it('close all leaves only home', () => {
    expect(closeAllTabs(openAll('/a', '/b'))).toEqual(initialTabs());
    expect(closeAllTabs()).toEqual(initialTabs());
  });
  it('close others leaves home and the current tab', () => {
    expect(closeOtherTabs(openAll('/a', '/b', '/c'), '/b')).toEqual({ tabs: [HOME_TAB, t('/b')], activePath: '/b' });
    expect(closeOtherTabs(openAll('/a'), '/index')).toEqual(initialTabs());
    expect(closeOtherTabs(openAll('/a'), '/gone')).toEqual(initialTabs());
  });
});

describe('§4 tab invariants (fast-check)', () => {
  const path = fc.constantFrom('/index', '/a', '/b', '/c', '/d', '/edit_quotation/1');
  const op = fc.oneof(
    fc.record({ k: fc.constant('open' as const), p: path }),
    fc.record({ k: fc.constant('close' as const), p: path }),
    fc.record({ k: fc.constant('others' as const), p: path }),
    fc.record({ k: fc.constant('all' as const) }),
  );
  it('home first exactly once, paths unique, the active tab is open', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 50 }), (ops) => {
        let s = initialTabs();
        for (const o of ops) {
          if (o.k === 'open') s = openTab(s, t(o.p));
          else if (o.k === 'close') {
            const before = s;
            const r = closeTab(s, o.p);
            s = r.state;
            if (before.activePath === o.p && o.p !== '/index' && paths(before).includes(o.p)) {
              expect(r.navigateTo).toBe(s.activePath);
            } else expect(r.navigateTo).toBeNull();
          } else if (o.k === 'others') s = closeOtherTabs(s, o.p);
          else s = closeAllTabs(s);
          expect(s.tabs[0]).toEqual(HOME_TAB);
          expect(new Set(paths(s)).size).toBe(s.tabs.length);
          expect(paths(s)).toContain(s.activePath);
        }
      }),
    );
  });
});

describe('keep-alive (§2 not cached: /purchaseList, /purchaseDetails, /factory_detail…)', () => {
  it('keeps home and list pages, not the routes the spec leaves uncached or unknown paths', () => {
    for (const p of ['/', '/index', '/new_arrivals', '/sample_list?keyword=x', '/toy_area/12', '/settings'])
      expect(isKeptAlive(p)).toBe(true);
    for (const p of [
      '/purchaseList',
      '/purchaseDetails',
      '/factory_detail',
      '/factory_detail/3',
      '/factory_detail/3/7',
      '/nope',
    ])
      expect(isKeptAlive(p)).toBe(false);
  });
});
