import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { libraryInquiryProducts, lineKey, splitLineKeys } from './library-lines';
import { LIBRARY_LINE_MSG } from './messages';

describe('cart and selection-list lines of the company library', () => {
  it('keys a library line apart from the platform product it was taken from', () => {
    expect(lineKey({ toy_id: 5 })).toBe('p5');
    expect(lineKey({ toy_id: 5, company_product_id: null })).toBe('p5');
    expect(lineKey({ toy_id: 5, company_product_id: 12 })).toBe('c12');
    expect(lineKey({ toy_id: 0, company_product_id: 12 })).not.toBe(lineKey({ toy_id: 12 }));
  });

  it('splits ticked keys back into platform ids and library ids', () => {
    expect(splitLineKeys(['p5', 'c12', 'p7', 'x1', 'c0', 'pabc'])).toEqual({ ids: [5, 7], library_ids: [12] });
  });

  it('round-trips any mix of lines', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1e6 })),
        fc.uniqueArray(fc.integer({ min: 1, max: 1e6 })),
        (ids, library) => {
          const keys = [
            ...ids.map((toy_id) => lineKey({ toy_id })),
            ...library.map((c) => lineKey({ toy_id: 0, company_product_id: c })),
          ];
          expect(splitLineKeys(keys)).toEqual({ ids, library_ids: library });
        },
      ),
    );
  });

  it('asks the factory for the product a library product was taken from', () => {
    expect(
      libraryInquiryProducts([
        { item_number: 'A1', product_id: 3 },
        { item_number: 'A2', product_id: 3 },
        { item_number: 'A3', product_id: 9 },
      ]),
    ).toEqual({ ids: [3, 9], refusal: null });
  });

  it('refuses the whole inquiry when a product was made by hand, naming it', () => {
    const result = libraryInquiryProducts([
      { item_number: 'A1', product_id: 3 },
      { item_number: 'OWN-7', product_id: null },
    ]);
    expect(result.ids).toEqual([]);
    expect(result.refusal).toBe(LIBRARY_LINE_MSG.noFactory(['OWN-7']));
    expect(result.refusal).toContain('OWN-7');
    expect(result.refusal).toMatch(/无法询价/);
  });

  it('messages are Chinese', () => {
    expect(LIBRARY_LINE_MSG.notInLibrary([1])).toMatch(/产品库/);
    expect(LIBRARY_LINE_MSG.notInCart(['A'])).toMatch(/选样车/);
    expect(LIBRARY_LINE_MSG.notInChoose(['A'])).toMatch(/选品单/);
    expect(LIBRARY_LINE_MSG.supplementSkipped(2)).toBe('公司产品库的2款产品不经平台工厂补样，已跳过');
  });
});
