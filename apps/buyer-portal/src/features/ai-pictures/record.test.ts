import { describe, expect, it } from 'vitest';
import { aiRecordHref, aiRecordOf } from './record';

const picture = '/files/0123456789abcdef0123456789abcdef.jpg';

describe('a tool opened on a record', () => {
  it('carries the record in the address and reads it back, with the large picture', () => {
    const href = aiRecordHref('/smartcrop', {
      module: 'cart_item',
      id: 12,
      picture: picture.replace('.jpg', '_s.jpg'),
      label: 'A-1 遥控车',
    });
    expect(href.startsWith('/smartcrop?')).toBe(true);
    expect(aiRecordOf(new URL(href, 'http://x').searchParams)).toEqual({
      module: 'cart_item',
      id: 12,
      picture,
      label: 'A-1 遥控车',
    });
  });

  it('ignores an address without a known record, id or picture of ours', () => {
    const read = (q: string) => aiRecordOf(new URLSearchParams(q));
    expect(read('')).toBeNull();
    expect(read(`module=order&id=1&picture=${picture}`)).toBeNull();
    expect(read(`module=company_product&id=0&picture=${picture}`)).toBeNull();
    expect(read('module=company_product&id=3&picture=https://evil.example/x.jpg')).toBeNull();
    expect(read(`module=company_product&id=3&picture=${picture}`)?.id).toBe(3);
  });
});
