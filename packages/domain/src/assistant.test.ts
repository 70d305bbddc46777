import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_MSG,
  citedSources,
  describeFilters,
  normalizeRow,
  outputColumns,
  parseQuestion,
  questionSearchLink,
  rankHelp,
  rankTerms,
  sameFilters,
  sheetMappingRefusal,
} from './assistant';
import {
  currencyOf,
  headerUnit,
  parseCategoryText,
  parseCertificates,
  parseLength,
  parsePrice,
  parseQuantity,
  parseSize3,
  parseWeight,
  valueKind,
} from './column-values';
import { analyzeSheet, fieldOfHeader, headerKey, sheetFieldLabel } from './columns';
import { DEFAULT_PRICE_FORMULA } from './pricing';

const REGIONS = [
  { id: 1, name: '汕头澄海' },
  { id: 3, name: '义乌' },
];
const NONE = { cbm: false, cuft: false, quote: false };

describe('price-list headers', () => {
  it('recognises Chinese, English and bilingual headers, units in brackets aside', () => {
    expect(headerKey(' 外箱尺寸 (CM) ')).toBe('外箱尺寸');
    expect(headerKey('FOB USD')).toBe('fob');
    expect(fieldOfHeader('货号').field).toBe('article_number');
    expect(fieldOfHeader('Item No.').field).toBe('article_number');
    expect(fieldOfHeader('Unit Price (USD)').field).toBe('exworks_price');
    expect(fieldOfHeader('每箱数量(PCS)').field).toBe('carton_quantity');
    expect(fieldOfHeader('外箱尺寸 L*W*H (CM)').field).toBe('carton_size');
    // A merged parent joined to its sub-label names one part of the size.
    expect(fieldOfHeader('外箱尺寸(cm) 宽').field).toBe('carton_width');
    expect(fieldOfHeader('Carton H').field).toBe('carton_height');
    expect(fieldOfHeader('随便写写')).toEqual({ field: null, score: 0 });
    expect(fieldOfHeader('')).toEqual({ field: null, score: 0 });
  });

  it('reads the units and currencies a header names', () => {
    expect(headerUnit('G.W. (lbs)')).toEqual({ length: null, weight: 'lb', currency: null });
    expect(headerUnit('毛重(g)').weight).toBe('g');
    expect(headerUnit('外箱尺寸（毫米）').length).toBe('mm');
    expect(headerUnit('单价(元)').currency).toBe('RMB');
    expect(currencyOf('US$1.85')).toBe('USD');
    expect(currencyOf('HK$3')).toBe('HKD');
    expect(currencyOf('€2')).toBe('EUR');
    expect(currencyOf('£2')).toBe('GBP');
    expect(currencyOf('300日元')).toBe('JPY');
    expect(currencyOf('12.5')).toBeNull();
  });
});

describe('price-list values', () => {
  it('tells sizes, prices, counts, weights, codes and words apart', () => {
    expect(valueKind('60*40*50cm')).toBe('size3');
    expect(valueKind('¥12.5/PCS')).toBe('price');
    expect(valueKind('48PCS')).toBe('quantity');
    expect(valueKind('12.5kg')).toBe('weight');
    expect(valueKind('12.5')).toBe('number');
    expect(valueKind('XN-1001')).toBe('code');
    expect(valueKind('遥控车')).toBe('cjk');
    expect(valueKind('Plush Bear')).toBe('latin');
    expect(valueKind('CE/EN71')).toBe('cert');
    expect(valueKind('https://x.example/v.mp4')).toBe('url');
    expect(valueKind(' ')).toBe('empty');
  });

  it('turns sizes into cm, weights into kg, counts and prices into numbers', () => {
    expect(parseSize3('外箱 60*40*50cm')).toEqual([60, 40, 50]);
    expect(parseSize3('600x400x500mm')).toEqual([60, 40, 50]);
    expect(parseSize3('L60xW40xH50CM')).toEqual([60, 40, 50]);
    expect(parseSize3('10*10*10', 'inch')).toEqual([25.4, 25.4, 25.4]);
    expect(parseSize3('0.6×0.4×0.5m')).toEqual([60, 40, 50]);
    expect(parseSize3('60cm')).toBeNull();
    expect(parseLength('600mm')).toBe(60);
    expect(parseLength('10', 'inch')).toBe(25.4);
    expect(parseLength('60厘米')).toBe(60);
    expect(parseLength('about 60')).toBeNull();
    expect(parseWeight('12500g')).toBe(12.5);
    expect(parseWeight('10 lbs')).toBe(4.536);
    expect(parseWeight('2', 'g')).toBe(0.002);
    expect(parseWeight('heavy')).toBeNull();
    expect(parseQuantity('48PCS')).toBe(48);
    expect(parseQuantity('48只/箱')).toBe(48);
    expect(parseQuantity('many')).toBeNull();
    expect(parsePrice('¥12.5/PCS')).toEqual({ value: 12.5, currency: 'RMB' });
    expect(parsePrice('US$1,200.50')).toEqual({ value: 1200.5, currency: 'USD' });
    expect(parsePrice('60*40')).toBeNull();
    expect(parsePrice('面议')).toBeNull();
    expect(parseCertificates('CE/EN71, ASTM F963')).toEqual(['EN71', 'ASTM_F963', 'CE']);
    expect(parseCategoryText('遥控车')).toBe(4000);
    expect(parseCategoryText('RC Cars')).toBe(4000);
    expect(parseCategoryText('4014')).toBe(4014);
    expect(parseCategoryText('9999')).toBeNull();
    expect(parseCategoryText('大颗粒积木类')).toBe(4014);
    expect(parseCategoryText('杂货')).toBeNull();
  });
});

describe('analyzeSheet', () => {
  it('finds the header under a title, joins a sub-header of 长/宽/高 and maps columns by header and values', () => {
    const grid = {
      rows: [
        { row: 1, cells: ['星辉玩具厂报价单'] },
        { row: 2, cells: ['货号', '品名', '外箱尺寸', '', '', '单价', ''] },
        { row: 3, cells: ['', '', '长', '宽', '高', '', ''] },
        { row: 4, cells: ['XN-1', '遥控车', '60', '40', '50', '¥12.5', '60*40*50'] },
        { row: 5, cells: ['XN-2', '积木', '61', '41', '51', '¥13', '61*41*51'] },
      ],
      merges: [{ top: 2, left: 3, bottom: 2, right: 5 }],
    };
    const analysis = analyzeSheet(grid);
    expect(analysis).toMatchObject({ headerRow: 3, firstRow: 4 });
    expect(analysis?.columns.map((c) => c.field)).toEqual([
      'article_number',
      'name',
      'carton_length',
      'carton_width',
      'carton_height',
      'exworks_price',
      // No header: the values alone say it is a carton size.
      'carton_size',
    ]);
    expect(analysis?.columns[2]?.header).toBe('外箱尺寸 长');
    expect(analysis?.columns[0]).toMatchObject({ samples: ['XN-1', 'XN-2'], confidence: 100 });
  });

  it('answers null when no row names two fields', () => {
    expect(analyzeSheet({ rows: [{ row: 1, cells: ['你好', '世界'] }] })).toBeNull();
  });

  it('refuses a mapping without item number or name, a field twice or a column outside the sheet', () => {
    expect(sheetMappingRefusal([{ column: 1, field: 'name' }], 3)).toBe(ASSISTANT_MSG.mappingNeedsArticle);
    expect(sheetMappingRefusal([{ column: 1, field: 'article_number' }], 3)).toBe(ASSISTANT_MSG.mappingNeedsName);
    expect(
      sheetMappingRefusal(
        [
          { column: 1, field: 'name' },
          { column: 2, field: 'name' },
        ],
        3,
      ),
    ).toBe(ASSISTANT_MSG.mappingTwice('中文品名'));
    expect(sheetMappingRefusal([{ column: 9, field: 'name' }], 3)).toBe(ASSISTANT_MSG.columnUnknown(9));
    expect(
      sheetMappingRefusal(
        [
          { column: 1, field: 'article_number' },
          { column: 2, field: 'name_en' },
        ],
        3,
      ),
    ).toBeNull();
    expect(sheetFieldLabel('carton_size')).toBe('外箱尺寸(长*宽*高)');
  });
});

describe('normalizeRow', () => {
  const mapping = [
    { column: 1, field: 'article_number' as const },
    { column: 2, field: 'name_en' as const },
    { column: 3, field: 'exworks_price' as const },
    { column: 4, field: 'carton_size' as const },
    { column: 5, field: 'carton_quantity' as const },
    { column: 6, field: 'gross_weight' as const },
    { column: 7, field: 'category_id' as const },
    { column: 8, field: 'certifications' as const },
    { column: 9, field: 'cbm' as const },
    { column: 10, field: 'length' as const },
  ];
  const headers = ['Item', 'Name', 'Price', 'Meas', 'Qty', 'G.W.(lbs)', 'Cat', 'Cert', 'CBM', 'L (mm)'];

  it('normalises units and currencies and fills CBM, CUFT and the quoted price by the formula', () => {
    const row = normalizeRow(
      ['HY-1', 'RC Car', '$2', '60*40*50cm', '48PCS', '22', '遥控车', 'CE/EN71', '0.12', '200'],
      mapping,
      headers,
      {
        rates: { USD: 7.2 },
        formula: { ...DEFAULT_PRICE_FORMULA, profit_rate: 10 },
        computed: { cbm: true, cuft: true, quote: true },
      },
    );
    expect(row.values).toEqual({
      article_number: 'HY-1',
      name_en: 'RC Car',
      name: 'RC Car',
      exworks_price: '14.4',
      carton_length: '60',
      carton_width: '40',
      carton_height: '50',
      carton_quantity: '48',
      gross_weight: '9.979',
      category_id: '4000',
      certifications: 'EN71,CE',
      length: '20',
    });
    expect(row.computed).toEqual({ cbm: 0.12, cuft: 4.24, quote: 15.84 });
    expect(row.notes).toEqual([ASSISTANT_MSG.currencyConverted('USD', 7.2)]);
    expect(row.refusal).toBeNull();
  });

  it('leaves unreadable cells empty with a note and refuses a row without an item number', () => {
    const row = normalizeRow(['', '', '面议', '很大', '很多', '重', '杂货', '无', '', 'x'], mapping, headers, {
      rates: {},
      formula: null,
      computed: NONE,
    });
    expect(row.refusal).toBe(ASSISTANT_MSG.rowNoArticle);
    expect(row.values).toEqual({ certifications: '无' });
    expect(row.notes).toContain(ASSISTANT_MSG.valueUnread('出厂价', '面议'));
    expect(row.notes).toContain(ASSISTANT_MSG.categoryUnknown('杂货'));
    expect(row.computed).toEqual({ cbm: null, cuft: null, quote: null });
    const euro = normalizeRow(['A', '', '€3', '', '', '', '', '', '', ''], mapping, headers, {
      rates: {},
      formula: null,
      computed: NONE,
    });
    expect(euro.notes).toContain(ASSISTANT_MSG.valueUnread('出厂价', '€3'));
    expect(euro.refusal).toBe(ASSISTANT_MSG.rowNoName);
  });

  it('lays out the import-ready columns in the import order, computed ones last', () => {
    expect(
      outputColumns(
        [
          { column: 1, field: 'carton_size' },
          { column: 2, field: 'name_en' },
        ],
        {
          cbm: true,
          cuft: true,
          quote: true,
        },
        'USD',
      ).headers,
    ).toEqual(['中文品名', '英文品名', '外箱长', '外箱宽', '外箱高', '外箱体积(CBM)', '外箱体积(CUFT)', '报价(USD)']);
  });
});

describe('parseQuestion', () => {
  it('reads categories, certificates, prices and regions; the rest is the keyword', () => {
    const f = parseQuestion('100元以内带CE认证的遥控车', REGIONS);
    expect(f).toMatchObject({
      intent: 'product',
      cate_ids: [4000],
      certifications: ['CE'],
      max_price: 100,
      keyword: '',
    });
    expect(parseQuestion('汕头澄海做积木的工厂', REGIONS)).toMatchObject({
      intent: 'factory',
      cate_ids: [4014],
      region_id: 1,
    });
    expect(parseQuestion('20到50元的拼图', REGIONS)).toMatchObject({ min_price: 20, max_price: 50 });
    expect(parseQuestion('30元左右的回力车', REGIONS)).toMatchObject({ min_price: 24, max_price: 36 });
    expect(parseQuestion('50元以上的陀螺', REGIONS)).toMatchObject({ min_price: 50, max_price: null });
    expect(parseQuestion('不超过80块的无人机', REGIONS)).toMatchObject({ min_price: null, max_price: 80 });
    expect(parseQuestion('起订量500以下的积木', REGIONS)).toMatchObject({
      moq_max: 500,
      min_price: null,
      max_price: null,
    });
    expect(parseQuestion('带灯光的遥控车', REGIONS).keyword).toBe('灯光');
    expect(parseQuestion('过家家玩具', REGIONS).cate_ids).toEqual([4019, 4020, 4021, 4022]);
  });

  it('sends platform questions to the help centre', () => {
    expect(parseQuestion('怎么以图搜图', REGIONS)).toMatchObject({ intent: 'help', keyword: '' });
  });

  it('compares parses, describes them and links the full search', () => {
    const a = parseQuestion('义乌 EN71 积木 10-20元 起订量100', REGIONS);
    expect(sameFilters(a, { ...a, keyword: '' })).toBe(true);
    expect(sameFilters(a, { ...a, region_id: null })).toBe(false);
    expect(describeFilters(a, REGIONS)).toBe('分类：积木；证书：EN71；价格：10–20元；产地：义乌；起订量：≤100');
    expect(describeFilters({ ...a, min_price: null, keyword: '木质' }, REGIONS)).toContain('关键词：木质；');
    expect(describeFilters({ ...a, min_price: null }, REGIONS)).toContain('价格：20元以内');
    expect(describeFilters({ ...a, max_price: null }, REGIONS)).toContain('价格：10元以上');
    expect(questionSearchLink(a)).toBe('/sample_list?cate_id=4014&certification=EN71&min_price=10&max_price=20');
    expect(questionSearchLink({ ...a, intent: 'factory', keyword: '塑胶' })).toBe(
      '/factory_list?keyword=%E5%A1%91%E8%83%B6&region_id=3',
    );
    expect(questionSearchLink({ ...a, intent: 'factory', region_id: null })).toBe('/factory_list');
  });
});

describe('help ranking and citations', () => {
  const passages = [
    { slug: 'member', title: '会员与免费搜索次数', text: '免费用户每天可进行一定次数的新搜索。' },
    { slug: 'image', title: '以图搜图', text: '上传产品图片，按外观相似度排序返回产品。' },
    { slug: 'contact', title: '联系客服', text: '客服热线：400-800-1234。' },
  ];

  it('ranks the passage that shares the most terms first and leaves out unrelated ones', () => {
    expect(rankTerms('以图 CE')).toEqual(['以图', 'ce']);
    expect(rankTerms('图')).toEqual(['图']);
    const ranked = rankHelp('免费用户每天可以搜索几次', passages);
    expect(ranked[0]?.slug).toBe('member');
    expect(rankHelp('客服电话', passages).map((p) => p.slug)).toEqual(['contact']);
    expect(rankHelp('zzz', passages)).toEqual([]);
  });

  it('reads the sources an answer cites, once each, within range', () => {
    expect(citedSources('见[2]与[1]，又见[2]和[7]', 3)).toEqual([2, 1]);
  });
});

describe('edge cases of the price list', () => {
  it('reads units named in Chinese and on single values', () => {
    expect(headerUnit('尺寸(厘米)').length).toBe('cm');
    expect(headerUnit('尺寸(英寸)').length).toBe('inch');
    expect(headerUnit('毛重(公斤)').weight).toBe('kg');
    expect(headerUnit('克重(克)').weight).toBe('g');
    expect(headerUnit('Size cm').length).toBe('cm');
    expect(parseSize3('60cm*40cm*50')).toEqual([60, 40, 50]);
    expect(parseSize3('60*40*50')).toEqual([60, 40, 50]);
    expect(parseWeight('500克')).toBe(0.5);
    expect(parseWeight('3公斤')).toBe(3);
    expect(parseLength('60毫米')).toBe(6);
  });

  it('joins sub-labels to the title on their left when nothing is merged, and keeps a column by its values when its header is blank', () => {
    const analysis = analyzeSheet({
      rows: [
        { row: 1, cells: ['货号', '品名', '产品尺寸', '', '', '备注', '', '单价'] },
        { row: 2, cells: ['', '', '长', '宽', '高', '说明', '', ''] },
        { row: 3, cells: ['A-1', '小熊', '10', '5', '8', '新款', 'Plush bear', '面议'] },
        { row: 4, cells: ['A-2', '小狗', '11', '6', '9', '', 'Plush dog', '面议'] },
      ],
    });
    expect(analysis?.columns.map((c) => [c.header, c.field])).toEqual([
      ['货号', 'article_number'],
      ['品名', 'name'],
      ['产品尺寸 长', 'length'],
      ['产品尺寸 宽', 'width'],
      ['产品尺寸 高', 'height'],
      ['备注', null],
      ['', 'name_en'],
      // An explicit header wins over values it cannot read ('面议' is noted at the build).
      ['单价', 'exworks_price'],
    ]);
  });

  it('takes a second column of the same field as unmapped, and a price currency from the header', () => {
    const analysis = analyzeSheet({
      rows: [
        { row: 1, cells: ['货号', '品名', '品名', 'Price (USD)'] },
        { row: 2, cells: ['A-1', '小熊', '小熊二', '2'] },
      ],
    });
    expect(analysis?.columns.map((c) => c.field)).toEqual(['article_number', 'name', null, 'exworks_price']);
    const row = normalizeRow(
      ['A-1', '小熊', '', '2', '3'],
      [
        { column: 1, field: 'article_number' },
        { column: 2, field: 'name' },
        { column: 4, field: 'exworks_price' },
        { column: 5, field: 'pack_size' },
      ],
      ['货号', '品名', '', 'Price (USD)', '包装尺寸'],
      { rates: { USD: 7 }, formula: null, computed: NONE },
    );
    expect(row.values.exworks_price).toBe('14');
    expect(row.notes).toEqual([
      ASSISTANT_MSG.currencyConverted('USD', 7),
      ASSISTANT_MSG.valueUnread('包装尺寸(长*宽*高)', '3'),
    ]);
  });
});

describe('edge cases of questions', () => {
  it('keeps the first region named and both ends of a price given apart', () => {
    const f = parseQuestion('义乌或者汕头的积木 50元以上 不超过80元', REGIONS);
    expect(f).toMatchObject({ region_id: 3, min_price: 50, max_price: 80 });
    expect(parseQuestion('汕头澄海的积木', REGIONS).region_id).toBe(1);
    expect(describeFilters(parseQuestion('怎么登录', REGIONS), REGIONS)).toBe('');
    expect(questionSearchLink(parseQuestion('户外玩具', REGIONS))).toBe('/sample_list');
    expect(parseQuestion('积木', REGIONS, (t) => [t]).cate_ids).toEqual([4014]);
  });
});
