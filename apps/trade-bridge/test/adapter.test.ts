import path from 'node:path';
import { SYNC_IMPORT_COLUMNS } from '@wanju/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { importFileName, xlsxAdapter } from '../src/adapter';
import { filesIn, items, tempDir } from './fixtures';

const job = (n: number) => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  software: 2,
  receivedAt: new Date('2026-11-20T08:00:00Z'),
  data: { account_name: 'sales01', title: '报价单 Q20261120-0001', items: items(n) },
});

describe('the reference adapter: an xlsx in the documented import layout', () => {
  it('writes every item under the layout’s headers, and the import’s id, account and title', async () => {
    const out = tempDir('xlsx');
    const progress: number[] = [];
    const written = await xlsxAdapter(out).write(job(45), { onProgress: (done) => progress.push(done) });
    expect(written).toEqual([path.join(out, '报价单 Q20261120-0001_a1b2c3d4-0000-4000-8000-000000000001.xlsx')]);
    expect(progress).toEqual([20, 40, 45]);
    expect(filesIn(out)).toEqual([path.basename(written[0] as string)]);

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(written[0] as string);
    const sheet = book.getWorksheet('报价导入');
    expect(sheet?.getRow(1).values).toEqual([undefined, ...SYNC_IMPORT_COLUMNS.map((c) => c.header)]);
    expect(sheet?.rowCount).toBe(46);
    const col = (header: string) => SYNC_IMPORT_COLUMNS.findIndex((c) => c.header === header) + 1;
    for (let line = 1; line <= 45; line++) {
      const row = sheet?.getRow(line + 1);
      expect(row?.getCell(col('序号')).value).toBe(line);
      expect(row?.getCell(col('货号')).value).toBe(`HX-${1000 + line}`);
      expect(row?.getCell(col('单价')).value).toBe(12.5 + line);
      expect(row?.getCell(col('数量(箱)')).value).toBe(line);
    }
    const first = sheet?.getRow(2);
    expect(first?.getCell(col('品名')).value).toBe('遥控越野车 1号');
    expect(first?.getCell(col('外箱高(cm)')).value).toBe(35.5);
    expect(first?.getCell(col('备注')).value).toBe('客户要求加印LOGO');
    expect(first?.getCell(col('币种')).value).toBe('USD');

    const info = book.getWorksheet('同步信息');
    const pairs = Object.fromEntries(
      [2, 3, 4, 5, 6].map((r) => [info?.getRow(r).getCell(1).value, info?.getRow(r).getCell(2).value]),
    );
    expect(pairs).toMatchObject({
      同步编号: job(1).id,
      同步账号: 'sales01',
      标题: '报价单 Q20261120-0001',
      产品数: 45,
    });
  });

  it('an empty measure stays an empty cell, not 0', async () => {
    const out = tempDir('empty');
    const one = job(1);
    one.data.items[0] = { ...(one.data.items[0] as (typeof one.data.items)[0]), gross_weight: null };
    const [file] = await xlsxAdapter(out).write(one);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file as string);
    const col = SYNC_IMPORT_COLUMNS.findIndex((c) => c.key === 'gross_weight') + 1;
    expect(book.getWorksheet('报价导入')?.getRow(2).getCell(col).value).toBeNull();
  });

  it('an import aborted while it is written leaves nothing in the folder', async () => {
    const out = tempDir('abort');
    const abort = new AbortController();
    await expect(
      xlsxAdapter(out).write(job(100), { signal: abort.signal, onProgress: (done) => done >= 40 && abort.abort() }),
    ).rejects.toThrow();
    expect(filesIn(out)).toEqual([]);
  });

  it('file names keep the title readable and drop what file systems refuse', () => {
    expect(importFileName({ id: 'x/../y', data: { title: '选样车 a/b:c*?', account_name: '', items: [] } })).toBe(
      '选样车 a_b_c__x____y.xlsx',
    );
    expect(importFileName({ id: 'id1', data: { title: '', account_name: '', items: [] } })).toBe('同步_id1.xlsx');
  });
});
