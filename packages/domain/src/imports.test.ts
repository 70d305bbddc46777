import { describe, expect, it } from 'vitest';
import {
  IMPORT_MSG,
  importLabel,
  mappingRefusal,
  parseCategory,
  parseImportRow,
  pictureArticle,
  pictureOrder,
  suggestMapping,
} from './imports';

describe('batch import of a product catalogue', () => {
  it('recognises the columns of a factory sheet by their headers', () => {
    const mapping = suggestMapping([
      '货号',
      '品名',
      '英文品名',
      '分类',
      '出厂价',
      '外箱长',
      '包装长',
      '长',
      '毛重(KG)',
      '库存',
    ]);
    expect(mapping).toMatchObject({
      article_number: 1,
      name: 2,
      name_en: 3,
      category_id: 4,
      exworks_price: 5,
      carton_length: 6,
      pack_length: 7,
      length: 8,
      gross_weight: 9,
      stock_quantity: 10,
    });
  });

  it('refuses a mapping without article number or name, a column used twice, or one outside the sheet', () => {
    expect(mappingRefusal({ name: 1 }, 3)).toBe(IMPORT_MSG.missingColumns(['货号']));
    expect(mappingRefusal({ article_number: 1, name: 1 }, 3)).toBe(IMPORT_MSG.columnTwice('中文品名'));
    expect(mappingRefusal({ article_number: 1, name: 9 }, 3)).toBe(IMPORT_MSG.columnUnknown(9));
    expect(mappingRefusal({ article_number: 1, name: 2 }, 3)).toBeNull();
    expect(importLabel('stock_quantity')).toBe('库存数量');
  });

  it('reads a category by id or by name', () => {
    expect(parseCategory('4000')).toBe(4000);
    expect(parseCategory('5000')).toBeNull();
    expect(parseCategory('')).toBeNull();
    expect(parseCategory('nothing')).toBeNull();
  });

  it('turns a row into a product, refusing the first unreadable cell', () => {
    const ok = parseImportRow({
      article_number: ' XN-1 ',
      name: '车',
      exworks_price: '¥1,200.5',
      certifications: 'EN71、ASTM F963',
      stock_quantity: '30',
      category_id: '4001',
    });
    expect(ok.problem).toBeNull();
    expect(ok.input).toMatchObject({ article_number: 'XN-1', exworks_price: 1200.5, category_id: 4001 });
    expect(ok.input.certifications).toEqual(['EN71', 'ASTM_F963']);
    expect(ok.stock_quantity).toBe(30);
    expect(parseImportRow({ article_number: 'A', gross_weight: '12kg' }).problem).toBe(
      IMPORT_MSG.notNumber('毛重', '12kg'),
    );
    expect(parseImportRow({ article_number: 'A', category_id: '飞机' }).problem).toBe(
      IMPORT_MSG.categoryUnknown('飞机'),
    );
  });

  it('matches zip pictures to article numbers', () => {
    expect(pictureArticle('pics/XN-123.jpg')).toBe('XN-123');
    expect(pictureArticle('XN-123_2.PNG')).toBe('XN-123');
    expect(pictureArticle('__MACOSX/._XN-1.jpg')).toBeNull();
    expect(pictureArticle('readme.txt')).toBeNull();
    expect(pictureOrder('XN-123_2.jpg')).toBe(2);
    expect(pictureOrder('XN-123.jpg')).toBe(1);
  });
});

describe('import and product messages', () => {
  it('say what was wrong, in Chinese', async () => {
    const { LISTING_MSG } = await import('./listings');
    expect(IMPORT_MSG.tooManyRows(10_000)).toBe('表格超过10000行（共10000行以上），请拆分后分批导入');
    expect(IMPORT_MSG.duplicateArticle(3)).toBe('货号与第3行重复，已跳过');
    expect(IMPORT_MSG.pictureBroken('图片已损坏')).toBe('图片无法使用：图片已损坏');
    expect(IMPORT_MSG.savedAsDraft('上架前请补充：图片')).toBe('已存为草稿（上架前请补充：图片）');
    expect(IMPORT_MSG.done(1, 2, 3)).toBe('导入完成：新增1个，更新2个，未导入3个');
    expect(LISTING_MSG.articleDuplicate('A-1')).toBe('货号A-1已存在，请更换');
    expect(LISTING_MSG.bulkDone(2, 0)).toBe('已处理2个产品');
    expect(LISTING_MSG.bulkDone(2, 1)).toBe('已处理2个产品，1个未处理');
    expect(LISTING_MSG.required('分类')).toBe('请填写分类');
  });
});
