import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSize3 } from './column-values';
import { dataRowsOf, fieldOfHeader, headerScores, picturesByRow, type SheetGrid, sheetHeader } from './columns';
import {
  IMPORT_MSG,
  IMPORT_TARGET_REQUIRED,
  importCells,
  importMapping,
  mappingRefusal,
  parseImportRow,
  suggestMapping,
} from './imports';
import { LISTING_MSG } from './listings';

/** A supplier's price list as it comes: a title, the supplier's details, then the header on row 3. */
const priceList: SheetGrid = {
  rows: [
    { row: 1, cells: ['2026 新品报价单'] },
    { row: 2, cells: ['汕头市澄海区某某玩具厂', '', '电话：0754-1234567'] },
    { row: 3, cells: ['货号', '品名', '分类', '单价', '外箱尺寸(cm)', '装箱量', '图片'] },
    { row: 4, cells: ['XN-1', '遥控车', '遥控车', '12.5', '60*40*50', '48', ''] },
    { row: 5, cells: ['XN-2', '积木', '积木', '8', '60x40x50cm', '24PCS', ''] },
  ],
};

const dims = fc.tuple(
  fc.integer({ min: 1, max: 9999 }),
  fc.integer({ min: 1, max: 9999 }),
  fc.integer({ min: 1, max: 9999 }),
);

describe('one reading of a sheet’s columns', () => {
  it('reads a combined size whatever joins its three numbers, in cm', () => {
    fc.assert(
      fc.property(
        dims,
        fc.constantFrom('*', 'x', 'X', '×', ' x ', '＊'),
        fc.constantFrom('', 'cm', 'CM'),
        (d, by, unit) => {
          expect(parseSize3(`${d.join(by)}${unit}`)).toEqual(d);
        },
      ),
    );
  });

  it('turns a size in mm or inches into cm, by the cell or by the header', () => {
    fc.assert(
      fc.property(dims, (d) => {
        expect(parseSize3(`${d.join('*')}mm`)).toEqual(d.map((v) => Math.round(v * 10) / 100));
        expect(parseSize3(d.join('*'), 'mm')).toEqual(d.map((v) => Math.round(v * 10) / 100));
      }),
    );
    expect(parseSize3('24*16*20 inch')).toEqual([60.96, 40.64, 50.8]);
    expect(parseSize3('60*40')).toBeNull();
    expect(parseSize3('遥控车')).toBeNull();
  });

  it('names a field by any of its synonyms, units in brackets and spaces aside', () => {
    expect(fieldOfHeader('外箱尺寸(cm)').field).toBe('carton_size');
    expect(fieldOfHeader('Carton Size').field).toBe('carton_size');
    expect(fieldOfHeader('箱规').field).toBe('carton_size');
    expect(fieldOfHeader('Item No.').field).toBe('article_number');
    expect(fieldOfHeader('毛重 (KG)').field).toBe('gross_weight');
    expect(fieldOfHeader('类别').field).toBe('category_id');
    fc.assert(
      fc.property(
        fc.constantFrom('货号', '品名', '分类', '外箱尺寸'),
        fc.constantFrom('', ' ', '（cm）', '(RMB)'),
        (h, tail) => {
          expect(fieldOfHeader(`${h}${tail}`).field).toBe(fieldOfHeader(h).field);
        },
      ),
    );
  });

  it('finds the header under titles and supplier details, and the data rows under it', () => {
    const header = sheetHeader(priceList);
    expect(header?.headerRow).toBe(3);
    expect(header?.headers.slice(0, 3)).toEqual(['货号', '品名', '分类']);
    const mapping = importMapping(header?.columns ?? []);
    expect(mapping).toMatchObject({ article_number: 1, name: 2, category_id: 3, exworks_price: 4, carton_size: 5 });
    expect(mapping.carton_quantity).toBe(6);
  });

  it('takes the first row with text as the header when no synonym names its columns', () => {
    const header = sheetHeader({
      rows: [
        { row: 2, cells: ['甲', '乙'] },
        { row: 3, cells: ['1', '2'] },
      ],
    });
    expect(header).toMatchObject({ headerRow: 2, headers: ['甲', '乙'] });
    expect(header?.columns[0]?.samples).toEqual(['1']);
    expect(sheetHeader({ rows: [] })).toBeNull();
  });

  it('gives a picture to its data row, or to the data row just above or below its anchor', () => {
    const analysis = { headerRow: 3, firstRow: 4, columns: sheetHeader(priceList)?.columns ?? [] };
    const rows = dataRowsOf(priceList, analysis);
    expect(rows).toEqual([4, 5]);
    const byRow = picturesByRow(
      new Map([
        [4, ['a.png']],
        [6, ['b.png']],
        [9, ['far.png']],
      ]),
      rows,
    );
    expect([...byRow]).toEqual([
      [4, ['a.png']],
      [5, ['b.png']],
    ]);
  });

  it('suggests one column per field, the surest header winning', () => {
    expect(suggestMapping(['外箱尺寸', '外箱长', '箱规'])).toEqual({ carton_size: 1, carton_length: 2 });
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('货号', '品名', '长', '外箱长', '图片', '备注', ''), { maxLength: 8 }),
        (h) => {
          const mapping = suggestMapping(h);
          const columns = Object.values(mapping);
          expect(new Set(columns).size).toBe(columns.length);
          for (const column of columns) expect(headerScores(h[(column as number) - 1] ?? '').size).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('the import’s mapping over the one reading', () => {
  it('requires the category of a factory’s products: a column or a default for every row', () => {
    const required = IMPORT_TARGET_REQUIRED.factory_product;
    expect(required).toContain('category_id');
    expect(mappingRefusal({ article_number: 1, name: 2 }, 5, { required })).toBe(IMPORT_MSG.categoryRequired);
    expect(IMPORT_MSG.categoryRequired).toBe('请选择分类列，或选择一个默认分类（用于没有分类的行）');
    expect(mappingRefusal({ article_number: 1, name: 2, category_id: 3 }, 5, { required })).toBeNull();
    expect(mappingRefusal({ article_number: 1, name: 2 }, 5, { required, defaults: { category_id: 4014 } })).toBeNull();
    expect(mappingRefusal({ article_number: 1, name: 2 }, 5, { required, defaults: { category_id: 1 } })).toBe(
      LISTING_MSG.categoryInvalid,
    );
    expect(mappingRefusal({ name: 2 }, 5, { required })).toBe(IMPORT_MSG.missingColumns(['货号', '分类']));
    // A company's library files its products without a category.
    expect(
      mappingRefusal({ article_number: 1, name: 2 }, 5, { required: IMPORT_TARGET_REQUIRED.company_product }),
    ).toBeNull();
  });

  it('refuses a field the import does not know and a column taken twice', () => {
    expect(mappingRefusal({ article_number: 1, name: 2, picture: 3 } as never, 5)).toBe(IMPORT_MSG.columnUnknown(3));
    expect(mappingRefusal({ article_number: 1, name: 2, carton_size: 2 }, 5)).toBe(
      IMPORT_MSG.columnTwice('外箱尺寸(长*宽*高)'),
    );
  });

  it('splits a combined size into its three fields and fills the default category', () => {
    const row = ['XN-1', '遥控车', '', '60*40*50'];
    const { cells, problem } = importCells(
      (c) => row[c - 1] ?? '',
      { article_number: 1, name: 2, category_id: 3, carton_size: 4 },
      ['货号', '品名', '分类', '外箱尺寸'],
      { category_id: 4000 },
    );
    expect(problem).toBeNull();
    expect(cells).toMatchObject({ carton_length: '60', carton_width: '40', carton_height: '50', category_id: '4000' });
    const parsed = parseImportRow(cells);
    expect(parsed.problem).toBeNull();
    expect(parsed.input).toMatchObject({ category_id: 4000, carton_length: 60, carton_width: 40, carton_height: 50 });
  });

  it('keeps a row’s own category over the default, and a size column of its own over the combined one', () => {
    const row = ['积木', '60*40*50', '70'];
    const { cells } = importCells(
      (c) => row[c - 1] ?? '',
      { category_id: 1, carton_size: 2, carton_length: 3 },
      ['分类', '外箱尺寸(mm)', '外箱长'],
      { category_id: 4000 },
    );
    expect(cells).toMatchObject({ category_id: '积木', carton_length: '70', carton_width: '4', carton_height: '5' });
    expect(parseImportRow(cells).input.category_id).toBe(4014);
  });

  it('refuses a row whose combined size is not three numbers', () => {
    const { problem } = importCells(() => '60*40', { carton_size: 1 }, ['外箱尺寸']);
    expect(problem).toBe('外箱尺寸(长*宽*高)“60*40”不是长*宽*高');
  });
});
