import { describe, expect, it } from 'vitest';
import { bannerTarget } from './links';

describe('home banner targets', () => {
  it('sends the Excel search banner to the Excel search, not the AI table assistant', () => {
    expect(bannerTarget({ title: 'Excel批量找样 一键匹配', link: '/excel' })).toBe('/imageSearch');
  });
  it('sends the certified-factory zone to the licensed factories, not the new arrivals', () => {
    expect(bannerTarget({ title: '工厂认证专区', link: '/new_arrivals' })).toBe('/License');
  });
  it('keeps a link to a known page and replaces an unknown one with home', () => {
    expect(bannerTarget({ title: '新品首发', link: '/new_arrivals' })).toBe('/new_arrivals');
    expect(bannerTarget({ title: '以图搜款', link: '/imageSearch?x=1' })).toBe('/imageSearch?x=1');
    expect(bannerTarget({ title: '活动', link: '/nowhere' })).toBe('/index');
    expect(bannerTarget({ title: '活动' })).toBe('/index');
  });
});
