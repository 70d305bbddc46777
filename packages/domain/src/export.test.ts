import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXPORT_COLUMNS,
  DEFAULT_EXPORT_SETTINGS,
  EXPORT_COLUMNS,
  EXPORT_FORMAT,
  EXPORT_IMAGE,
  EXPORT_TEXT,
  type ExportJobState,
  emptyExportMessage,
  exportableItems,
  exportColumns,
  exportColumnTitle,
  exportContent,
  exportFileName,
  exportFormatLabel,
  exportJobStep,
  exportPollInterval,
  exportRowValues,
  exportSourceEmptyMessage,
  isHistoryDownloadVisible,
  nextExportJobState,
  pictureFileNames,
  pictureNameMode,
  stripSpecialCharacters,
  WATERMARK_LANG_ZH,
  WATERMARK_UNITS,
  watermarkLabel,
  watermarkLines,
  watermarkOrigin,
  watermarkUnit,
  watermarkValues,
} from './export';

describe('§5 exportable items', () => {
  it('skips is_black; skips is_set_hide unless it has stop_time', () => {
    const items = [
      { id: 1 },
      { id: 2, is_black: 1 as const },
      { id: 3, is_set_hide: 1 as const },
      { id: 4, is_set_hide: 1 as const, stop_time: '2024-05-01 10:00:00' },
      { id: 5, is_set_hide: true, stop_time: 1714528800 },
      { id: 6, is_set_hide: 1 as const, stop_time: '' },
      { id: 7, is_set_hide: 1 as const, stop_time: '0' },
      { id: 8, is_set_hide: 1 as const, stop_time: '0000-00-00 00:00:00' },
      { id: 9, is_set_hide: 1 as const, stop_time: 0 },
      { id: 10, is_black: 1 as const, is_set_hide: 1 as const, stop_time: '2024-05-01' },
      { id: 11, is_black: 0 as const, is_set_hide: 0 as const },
      { id: 12, is_set_hide: 1 as const, stop_time: null },
    ];
    expect(exportableItems(items).map((i) => i.id)).toEqual([1, 4, 5, 11]);
  });
  it('the empty messages', () => {
    expect(emptyExportMessage('sample_cart')).toBe('当前无样品数据可以导出');
    expect(emptyExportMessage('quotation')).toBe('当前报价单无样品数据');
  });
});

describe('§5 picture file names', () => {
  it('by id; items without a picture skipped; extension from the URL', () => {
    expect(
      pictureFileNames(
        [
          { id: 1, picture: 'https://img.x/a.PNG?w=600' },
          { id: 2, picture: '' },
          { id: 3, picture: null },
          { id: 4, picture: 'https://img.x/b' },
          { id: 5, picture: 'https://img.x/c.webp' },
        ],
        'id',
      ).map((f) => f.filename),
    ).toEqual(['1.png', '4.jpg', '5.webp']);
  });
  it('by article number with special characters stripped and duplicates suffixed (1), (2)', () => {
    const files = pictureFileNames(
      [
        { id: 1, article_number: 'AB-12/3*', picture: 'x/1.jpg' },
        { id: 2, article_number: 'AB-123', picture: 'x/2.jpg' },
        { id: 3, article_number: 'ab-123', picture: 'x/3.jpg' },
        { id: 4, article_number: '恐龙 #7', picture: 'x/4.jpg' },
        { id: 5, article_number: '***', picture: 'x/5.jpg' },
        { id: 6, article_number: null, picture: 'x/6.jpg' },
      ],
      'article_number',
    );
    expect(files.map((f) => f.filename)).toEqual([
      'AB-123.jpg',
      'AB-123(1).jpg',
      'ab-123(2).jpg',
      '恐龙7.jpg',
      '5.jpg',
      '6.jpg',
    ]);
    expect(files[0]).toEqual({ id: 1, url: 'x/1.jpg', filename: 'AB-123.jpg' });
  });
  it('strips special characters and maps img_rename_type', () => {
    expect(stripSpecialCharacters('a_b-c:d?e"f<g>h|i\\j/k.l')).toBe('a_b-cdefghijkl');
    expect(pictureNameMode(2)).toBe('article_number');
    expect(pictureNameMode(1)).toBe('id');
  });
  it('property: names are unique, one per item with a picture, free of special characters', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.integer({ min: 1, max: 50 }),
            article_number: fc.oneof(
              fc.constant(null),
              fc.string({ maxLength: 6 }),
              fc.constantFrom('A-1', 'a-1', 'A/1'),
            ),
            picture: fc.oneof(fc.constant(''), fc.constantFrom('p.jpg', 'q.png', 'r')),
          }),
          { maxLength: 40 },
        ),
        fc.constantFrom('id' as const, 'article_number' as const),
        (items, mode) => {
          const files = pictureFileNames(items, mode);
          expect(files.length).toBe(items.filter((i) => i.picture !== '').length);
          const lower = files.map((f) => f.filename.toLowerCase());
          expect(new Set(lower).size).toBe(lower.length);
          for (const f of files) expect(f.filename).toMatch(/^[\p{L}\p{N}_-]+(\(\d+\))?\.[a-z]+$/u);
        },
      ),
    );
  });
});

describe('§9 export poll interval', () => {
  it.each([
    [0, 1000],
    [100, 1000],
    [101, 3000],
    [500, 3000],
    [501, 6000],
    [1000, 6000],
    [1001, 9000],
  ])('%i items → %i ms', (n, ms) => {
    expect(exportPollInterval(n)).toBe(ms);
  });
});

describe('§4, §8 export job', () => {
  it('steps', () => {
    expect(exportJobStep(undefined)).toEqual({ status: 'stopped' });
    expect(exportJobStep(null)).toEqual({ status: 'stopped' });
    expect(exportJobStep(Number.NaN)).toEqual({ status: 'stopped' });
    expect(exportJobStep(-100)).toEqual({ status: 'failed', message: '导出失败，请联系客服' });
    expect(exportJobStep(100, 'https://f/x.xlsx')).toEqual({
      status: 'done',
      link: 'https://f/x.xlsx',
      message: '导出成功',
    });
    expect(exportJobStep(100)).toEqual({ status: 'running', progress: 100 });
    expect(exportJobStep(42)).toEqual({ status: 'running', progress: 42 });
    expect(exportJobStep(-5)).toEqual({ status: 'running', progress: 0 });
  });
  it('state machine: uuid → progress → done | failed | stopped', () => {
    const idle: ExportJobState = { phase: 'idle' };
    expect(nextExportJobState(idle, { type: 'started', uuid: '' })).toEqual(idle);
    let s = nextExportJobState(idle, { type: 'started', uuid: 'u1' });
    expect(s).toEqual({ phase: 'polling', uuid: 'u1', progress: 0 });
    s = nextExportJobState(s, { type: 'polled', progress: 30 });
    expect(s).toEqual({ phase: 'polling', uuid: 'u1', progress: 30 });
    const done = nextExportJobState(s, { type: 'polled', progress: 100, link: 'L' });
    expect(done).toEqual({ phase: 'done', uuid: 'u1', link: 'L', message: '导出成功' });
    expect(nextExportJobState(done, { type: 'polled', progress: -100 })).toBe(done);
    expect(nextExportJobState(s, { type: 'polled', progress: -100 })).toEqual({
      phase: 'failed',
      uuid: 'u1',
      message: '导出失败，请联系客服',
    });
    expect(nextExportJobState(s, { type: 'polled', progress: null })).toEqual({ phase: 'stopped', uuid: 'u1' });
    expect(nextExportJobState(done, { type: 'reset' })).toEqual(idle);
  });
});

describe('§9 history download hidden after 30 days', () => {
  it('visible up to 30 days', () => {
    const created = new Date('2024-05-01T00:00:00Z');
    expect(isHistoryDownloadVisible(created, new Date('2024-05-31T00:00:00Z'))).toBe(true);
    expect(isHistoryDownloadVisible(created, new Date('2024-05-31T00:00:01Z'))).toBe(false);
  });
  it('§3 labels', () => {
    expect(exportFormatLabel(1)).toBe('Excel');
    expect(exportFormatLabel(2)).toBe('PDF');
  });
});

describe('§9 export image and watermark', () => {
  it('constants', () => {
    expect(EXPORT_IMAGE).toEqual({ width: 600, quality: 90 });
    expect(Object.values(WATERMARK_UNITS)).toEqual(['CM', 'KGS', 'CUFT', 'CBM']);
    expect(WATERMARK_LANG_ZH).toBe(11201001);
    expect(DEFAULT_EXPORT_SETTINGS.img_width).toBe(600);
  });
  it('labels by language and units by field', () => {
    expect(watermarkLabel('article_number', 11201001)).toBe('货号');
    expect(watermarkLabel('article_number', 11201002)).toBe('Item No.');
    expect(watermarkUnit('carton_size')).toBe('CM');
    expect(watermarkUnit('sample_size')).toBe('CM');
    expect(watermarkUnit('gross_weight')).toBe('KGS');
    expect(watermarkUnit('net_weight')).toBe('KGS');
    expect(watermarkUnit('cubic_meter')).toBe('CBM');
    expect(watermarkUnit('cubic_feet')).toBe('CUFT');
    expect(watermarkUnit('quoted_price', 'USD')).toBe('USD');
    expect(watermarkUnit('quoted_price')).toBe('');
    expect(watermarkUnit('name')).toBe('');
  });
  it('watermark lines', () => {
    const values = {
      article_number: 'A1',
      name: '遥控车',
      factory_name: '澄海玩具厂',
      gross_weight: 12.5,
      net_weight: null,
      quoted_price: 2.25,
    };
    const fieldList = ['article_number', 'name', 'factory_name', 'gross_weight', 'net_weight', 'quoted_price'] as const;
    expect(
      watermarkLines(values, {
        fieldList,
        watermarkLang: 11201001,
        showUnit: true,
        showFactoryName: false,
        moneyUnit: 'USD',
      }),
    ).toEqual(['货号：A1', '品名：遥控车', '毛重：12.5 KGS', '报价：2.25 USD']);
    expect(watermarkLines(values, { fieldList, watermarkLang: 1, showUnit: false, showFactoryName: true })).toEqual([
      'Item No.: A1',
      'Name: 遥控车',
      'Factory: 澄海玩具厂',
      'G.W.: 12.5',
      'Price: 2.25',
    ]);
    expect(
      watermarkLines({ name: '' }, { fieldList: ['name'], watermarkLang: 1, showUnit: true, showFactoryName: true }),
    ).toEqual([]);
  });
});

describe('export generation rules', () => {
  it('keeps chosen columns once, in order, drops unknown ones and the factory unless shown', () => {
    expect(exportColumns(['name', 'bogus', 'name', 'factory_name'], true)).toEqual(['name', 'factory_name']);
    expect(exportColumns(['name', 'factory_name'], false)).toEqual(['name']);
    expect(exportColumns([], true)).toEqual([...DEFAULT_EXPORT_COLUMNS]);
    fc.assert(
      fc.property(fc.array(fc.string()), fc.boolean(), (chosen, showFactory) => {
        const cols = exportColumns(chosen, showFactory);
        expect(cols.length).toBeGreaterThan(0);
        expect(new Set(cols).size).toBe(cols.length);
        for (const c of cols) expect(c in EXPORT_COLUMNS).toBe(true);
        if (!showFactory) expect(cols).not.toContain('factory_name');
      }),
    );
  });

  it('titles columns in Chinese for 11201001, otherwise English', () => {
    expect(exportColumnTitle('article_number', WATERMARK_LANG_ZH)).toBe('货号');
    expect(exportColumnTitle('article_number', 0)).toBe('Item No.');
  });

  it('formats sizes only when meaningful and appends the units CM KGS CBM CUFT when asked', () => {
    const item = {
      id: 1,
      name: '遥控车',
      name_en: 'RC car',
      length: 10,
      width: 5,
      height: 2,
      carton_length: 60,
      carton_width: 0,
      carton_height: 40,
      carton_cubic_meter: 0.12,
      carton_cubic_feet: 4.24,
      gross_weight: '12.5',
      quoted_price: 3.2,
    };
    const zh = exportRowValues(item, { lang: WATERMARK_LANG_ZH, showUnit: true, moneyUnit: 'USD' });
    expect(zh.name).toBe('遥控车');
    expect(zh.sample_size).toBe('10*5*2 CM');
    expect(zh.carton_size).toBeNull();
    expect(zh.cubic_meter).toBe('0.12 CBM');
    expect(zh.cubic_feet).toBe('4.24 CUFT');
    expect(zh.gross_weight).toBe('12.5 KGS');
    expect(zh.quoted_price).toBe('3.2 USD');
    const en = exportRowValues(item, { lang: 0, showUnit: false });
    expect(en.name).toBe('RC car');
    expect(en.sample_size).toBe('10*5*2');
    expect(en.gross_weight).toBe(12.5);
  });

  it('gives watermark values for the watermark fields only, without units', () => {
    const v = watermarkValues({ id: 1, article_number: 'A-1', name: '积木', gross_weight: 2 }, WATERMARK_LANG_ZH);
    expect(v).toEqual({ article_number: 'A-1', name: '积木', gross_weight: 2 });
  });

  it('places the watermark block inside the picture at every position', () => {
    expect(watermarkOrigin('top_left', { width: 600, height: 400 }, { width: 100, height: 40 })).toEqual({
      left: 8,
      top: 8,
    });
    expect(watermarkOrigin('bottom_right', { width: 600, height: 400 }, { width: 100, height: 40 })).toEqual({
      left: 492,
      top: 352,
    });
    expect(watermarkOrigin('center', { width: 600, height: 400 }, { width: 100, height: 40 })).toEqual({
      left: 250,
      top: 180,
    });
    const positions = ['top_left', 'top_right', 'bottom_left', 'bottom_right', 'center', 'x'];
    fc.assert(
      fc.property(
        fc.constantFrom(...positions),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 1, max: 3000 }),
        (pos, pw, ph, bw, bh) => {
          const o = watermarkOrigin(pos, { width: pw, height: ph }, { width: bw, height: bh });
          expect(o.left).toBeGreaterThanOrEqual(0);
          expect(o.top).toBeGreaterThanOrEqual(0);
          if (bw <= pw) expect(o.left + bw).toBeLessThanOrEqual(pw);
          if (bh <= ph) expect(o.top + bh).toBeLessThanOrEqual(ph);
        },
      ),
    );
  });

  it('names the source, its empty message and the file', () => {
    expect(exportContent('sample_cart', ' 春季 ')).toBe('选样车：春季');
    expect(exportContent('compare')).toBe('产品对比');
    expect(exportSourceEmptyMessage('quotation')).toBe('当前报价单无样品数据');
    expect(exportSourceEmptyMessage('chooses')).toBe('当前无样品数据可以导出');
    expect(exportFileName('选样车：春季/A', 'excel', '2026-11-03 15:30:12')).toBe('选样车春季A_20261103153012.xlsx');
    expect(exportFileName('***', 'zip', '2026-11-03 15:30:12')).toBe('export_20261103153012.zip');
    expect(exportFormatLabel(EXPORT_FORMAT.zip)).toBe('ZIP');
  });
});

describe('texts written into exported files', () => {
  it('page footer, item count and contact lines', () => {
    expect(EXPORT_TEXT.page(2, 7)).toBe('第 2 页 / 共 7 页');
    expect(EXPORT_TEXT.itemCount(100)).toBe('共 100 款');
    expect(EXPORT_TEXT.contact('王')).toBe('联系人：王');
    expect(EXPORT_TEXT.telephone('0754-1')).toBe('电话：0754-1');
    expect(EXPORT_TEXT.mobile('138')).toBe('手机：138');
  });
});
