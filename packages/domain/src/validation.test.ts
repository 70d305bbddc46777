import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CROP_BOX,
  clampZoom,
  fileExtension,
  isCropAspectAllowed,
  stepZoom,
  validateImageUrl,
  validateSearchLogin,
  validateSearchUpload,
  validateZoom,
  ZOOM,
} from './validation';

describe('§5 image URL', () => {
  it.each([
    ['', '图片链接不能为空'],
    ['   ', '图片链接不能为空'],
    [undefined as unknown as string, '图片链接不能为空'],
    ['ftp://x/a.jpg', '图片链接必须由http://或https://开头'],
    ['www.x.com/a.jpg', '图片链接必须由http://或https://开头'],
    ['http://x/a.jpg', null],
    ['HTTPS://x/a.jpg', null],
    [' https://x/a.jpg ', null],
  ])('%j → %j', (url, msg) => {
    expect(validateImageUrl(url)).toBe(msg);
  });
});

describe('§5 search uploads', () => {
  it('factory search: jpg/png only', () => {
    expect(validateSearchUpload('factory', { name: 'a.JPG' })).toBeNull();
    expect(validateSearchUpload('factory', { name: 'a.jpeg' })).toBeNull();
    expect(validateSearchUpload('factory', { name: 'a.png' })).toBeNull();
    expect(validateSearchUpload('factory', { name: 'a.xlsx' })).toBe('只支持图片格式的文件');
    expect(validateSearchUpload('factory', { name: 'a.gif', type: 'image/png' })).toBe('只支持图片格式的文件');
  });
  it('product search: jpg/png/xlsx', () => {
    expect(validateSearchUpload('product', { name: 'list.xlsx' })).toBeNull();
    expect(validateSearchUpload('product', { name: 'list.xls' })).toBe(
      '仅支持jpg、png图片或xlsx格式的excel文件，请重新上传',
    );
    expect(validateSearchUpload('product', { name: 'a.pdf' })).toBe(
      '仅支持jpg、png图片或xlsx格式的excel文件，请重新上传',
    );
  });
  it('a pasted file without extension is judged by MIME type', () => {
    expect(validateSearchUpload('factory', { name: 'image', type: 'image/png' })).toBeNull();
    expect(validateSearchUpload('factory', { name: 'blob' })).toBe('只支持图片格式的文件');
    expect(
      validateSearchUpload('product', {
        name: 'blob',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    ).toBeNull();
    expect(
      validateSearchUpload('factory', {
        name: 'blob',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    ).toBe('只支持图片格式的文件');
  });
  it('reads extensions', () => {
    expect(fileExtension('C:\\dir.v2\\photo.PNG')).toBe('png');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('noext')).toBe('');
  });
});

describe('§4, §5, §9 zoom 50–150 step 10', () => {
  it('validates', () => {
    expect(ZOOM).toEqual({ min: 50, max: 150, step: 10 });
    expect(validateZoom(49)).toBe('不能低于50');
    expect(validateZoom(151)).toBe('不能高于150');
    expect(validateZoom(50)).toBeNull();
    expect(validateZoom(150)).toBeNull();
    expect(validateZoom(Number.NaN)).toBe('请输入50到150之间的数字');
    expect(validateZoom('80' as unknown as number)).toBe('请输入50到150之间的数字');
  });
  it('steps and snaps', () => {
    expect(stepZoom(100, 1)).toBe(110);
    expect(stepZoom(100, -1)).toBe(90);
    expect(stepZoom(150, 1)).toBe(150);
    expect(stepZoom(50, -1)).toBe(50);
    expect(stepZoom(55, 1)).toBe(60);
    expect(stepZoom(55, -1)).toBe(50);
    expect(stepZoom(500, -1)).toBe(140);
    expect(clampZoom(Number.NaN)).toBe(100);
  });
  it('property: a step stays in range, moves at most 10, and lands on the grid', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.constantFrom(1 as const, -1 as const),
        (z, d) => {
          const next = stepZoom(z, d);
          expect(next).toBeGreaterThanOrEqual(50);
          expect(next).toBeLessThanOrEqual(150);
          expect(next % 10).toBe(0);
          expect(Math.abs(next - clampZoom(z))).toBeLessThanOrEqual(10);
        },
      ),
    );
  });
});

describe('§5, §9 crop box', () => {
  it('is 450×280 and allows 1:5 to 5:1', () => {
    expect(CROP_BOX).toEqual({ width: 450, height: 280 });
    expect(isCropAspectAllowed(CROP_BOX.width, CROP_BOX.height)).toBe(true);
    expect(isCropAspectAllowed(100, 500)).toBe(true);
    expect(isCropAspectAllowed(500, 100)).toBe(true);
    expect(isCropAspectAllowed(99, 500)).toBe(false);
    expect(isCropAspectAllowed(501, 100)).toBe(false);
    expect(isCropAspectAllowed(0, 100)).toBe(false);
    expect(isCropAspectAllowed(100, Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('§5 search needs login', () => {
  it('asks to log in without a token', () => {
    expect(validateSearchLogin(null)).toBe('请先登录');
    expect(validateSearchLogin('t')).toBeNull();
  });
});
