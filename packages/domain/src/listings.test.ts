import { describe, expect, it } from 'vitest';
import {
  bulkTarget,
  emptyListing,
  isStockQuantity,
  LISTING_MSG,
  type ListingInput,
  listingMissing,
  listingProblems,
  listingVolumes,
  normalizeListing,
  publishRefusal,
} from './listings';

const product = (patch: Partial<ListingInput> = {}): ListingInput => ({
  ...emptyListing(),
  name: '遥控越野车',
  article_number: 'XN-1',
  category_id: 4000,
  pictures: ['/files/0123456789abcdef0123456789abcdef.jpg'],
  ...patch,
});

describe('a factory product (§3 item fields)', () => {
  it('accepts a complete product and a draft that lacks name, category and picture', () => {
    expect(listingProblems(product())).toEqual([]);
    expect(listingProblems({ ...emptyListing(), article_number: 'A1' })).toEqual([]);
  });

  it('requires the article number and names each wrong field', () => {
    const problems = listingProblems({
      ...product(),
      article_number: ' ',
      category_id: 5000,
      exworks_price: -1,
      carton_quantity: 2.5,
      certifications: ['EN71', 'XYZ'],
      battery_code: 11901001,
      material_code: 11901002,
      video: 'ftp://x',
      name: '长'.repeat(101),
    });
    expect(problems.map((p) => p.field).sort()).toEqual(
      [
        'article_number',
        'battery_code',
        'carton_quantity',
        'category_id',
        'certifications',
        'exworks_price',
        'name',
        'video',
      ].sort(),
    );
    expect(problems.find((p) => p.field === 'certifications')?.message).toBe(LISTING_MSG.certificateUnknown('XYZ'));
  });

  it('refuses a net weight above the gross weight', () => {
    expect(listingProblems(product({ gross_weight: 1, net_weight: 2 }))).toEqual([
      { field: 'net_weight', message: LISTING_MSG.netOverGross },
    ]);
  });

  it('refuses more than 12 pictures', () => {
    const pictures = Array.from({ length: 13 }, (_, i) => `/files/${String(i).padStart(32, '0')}.jpg`);
    expect(listingProblems(product({ pictures })).map((p) => p.field)).toEqual(['pictures']);
  });

  it('normalises: trims texts, certificate names to codes, drops duplicate pictures', () => {
    const out = normalizeListing(
      product({ name: ' 车 ', certifications: ['ASTM F963', 'EN71', 'en71'], pictures: ['a', 'a'] }),
    );
    expect(out.name).toBe('车');
    expect(out.certifications).toEqual(['ASTM_F963', 'EN71']);
    expect(out.pictures).toEqual(['a']);
  });

  it('publishing needs a name, a category and a picture, and says which are missing', () => {
    expect(publishRefusal(product())).toBeNull();
    expect(publishRefusal({ name: '', category_id: null, pictures: [] })).toBe('上架前请补充：中文品名、分类、图片');
    expect(publishRefusal(product({ pictures: [] }))).toBe('上架前请补充：图片');
  });

  it('computes CBM and CUFT from the carton size', () => {
    expect(listingVolumes({ carton_length: 60, carton_width: 40, carton_height: 50 })).toEqual({
      carton_cubic_meter: 0.12,
      carton_cubic_feet: 4.24,
    });
    expect(listingVolumes({ carton_length: null, carton_width: 40, carton_height: 50 }).carton_cubic_meter).toBeNull();
  });

  it('lists what a product lacks', () => {
    expect(
      listingMissing({
        pictures: [],
        exworks_price: '0.00',
        name_en: '',
        carton_length: 1,
        carton_width: 1,
        carton_height: null,
        gross_weight: 2,
        net_weight: 1,
      }),
    ).toEqual(['picture', 'price', 'name_en', 'carton']);
  });

  it('bulk publish and hide move only between the states they apply to', () => {
    expect(bulkTarget('draft', 'publish')).toBe('published');
    expect(bulkTarget('published', 'publish')).toBeNull();
    expect(bulkTarget('published', 'hide')).toBe('hidden');
    expect(bulkTarget('draft', 'hide')).toBeNull();
  });

  it('stock is a whole number in range', () => {
    expect(isStockQuantity(0)).toBe(true);
    expect(isStockQuantity(1.5)).toBe(false);
    expect(isStockQuantity(-1)).toBe(false);
  });
});
