import { describe, expect, it } from 'vitest';
import { absoluteUrl, apiBaseUrl, PRODUCT_PARAM, routePath, withoutProduct, withProduct, withQuery } from './urls';

describe('routePath', () => {
  it("fills a route's params", () => {
    expect(routePath('/factory_detail/:id', { id: 7 })).toBe('/factory_detail/7');
    expect(routePath('/xiaoniaolive/:type/:id', { type: 'replay', id: 12 })).toBe('/xiaoniaolive/replay/12');
    expect(routePath('/factory_detail/:id/:DataModule_id', { id: 1, DataModule_id: 2 })).toBe('/factory_detail/1/2');
    expect(routePath('/sample_car')).toBe('/sample_car');
  });

  it('encodes a value so it stays one path segment', () => {
    expect(routePath('/toy_area/:id', { id: '汕头/澄海' })).toBe('/toy_area/%E6%B1%95%E5%A4%B4%2F%E6%BE%84%E6%B5%B7');
  });

  it('refuses a missing param instead of linking to /factory_detail/undefined', () => {
    expect(() => routePath('/factory_detail/:id', {} as { id: number })).toThrow('needs id');
  });
});

describe('withQuery', () => {
  it('adds the given values and leaves out empty ones', () => {
    expect(withQuery('/sample_list', { group_id: 'g 1', keyword: '', page: null })).toBe('/sample_list?group_id=g%201');
    expect(withQuery('/chooseShare', { token: 'a&b' })).toBe('/chooseShare?token=a%26b');
    expect(withQuery('/index', { keyword: undefined })).toBe('/index');
  });
});

describe('the product dialog param (§5)', () => {
  it('opens and closes the dialog over the current query, keeping the rest', () => {
    const opened = withProduct('?keyword=熊&page=2', 31);
    expect(opened.get('keyword')).toBe('熊');
    expect(opened.get(PRODUCT_PARAM)).toBe('31');
    const closed = withoutProduct(opened);
    expect(closed.has(PRODUCT_PARAM)).toBe(false);
    expect(closed.get('page')).toBe('2');
  });
});

describe('site addresses', () => {
  it('the API is at the site root from every app', () => {
    expect(apiBaseUrl('http://127.0.0.1:8080/factory/index')).toBe('http://127.0.0.1:8080/');
    expect(apiBaseUrl('https://example.com/kiosk/')).toBe('https://example.com/');
  });

  it('a share link is absolute', () => {
    expect(absoluteUrl('/chooseShare?token=t', 'https://example.com')).toBe('https://example.com/chooseShare?token=t');
  });
});
