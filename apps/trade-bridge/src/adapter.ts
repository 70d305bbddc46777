import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SYNC_IMPORT_COLUMNS, type SyncImportData } from '@wanju/domain';
import ExcelJS from 'exceljs';

/** One import the bridge accepted: the request's id, the trade system chosen on the platform, the data. */
export interface ImportJob {
  id: string;
  software: number;
  data: SyncImportData;
  /** when the bridge received it */
  receivedAt: Date;
}

export interface WriteOptions {
  /** called as rows are written (done of total) */
  onProgress?: (done: number, total: number) => void;
  /** aborted when the bridge stops: the adapter leaves nothing behind */
  signal?: AbortSignal;
}

/**
 * Where an import goes. The reference adapter writes an xlsx in the documented import layout; an adapter for
 * a particular trade system (its database, its own import folder) implements the same two members.
 * `write` must be all or nothing: on a refusal or an abort, nothing of this import is left in the output.
 */
export interface ImportAdapter {
  readonly name: string;
  /** writes the job; answers what it wrote (file paths or record ids), for the import log */
  write(job: ImportJob, options?: WriteOptions): Promise<string[]>;
}

/** Characters no file system accepts in a name, and control characters (Unicode category Cc). */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu;

/** The file name of an import: its title and id, so a resend overwrites the same file. */
export function importFileName(job: Pick<ImportJob, 'id' | 'data'>): string {
  const title = job.data.title.replace(UNSAFE, '_').trim().slice(0, 60) || '同步';
  const id = job.id.replace(/[^0-9A-Za-z_-]/g, '_').slice(0, 64);
  return `${title}_${id}.xlsx`;
}

const ROWS_PER_STEP = 20;
const yieldToSockets = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The reference adapter: one workbook per import in `outDir`, sheet '报价导入' with the header row of
 * SYNC_IMPORT_COLUMNS and one row per item, sheet '同步信息' with the import's id, account and title.
 * The workbook is written to a hidden temporary file in the same folder and renamed into place, so the
 * trade software never sees half a file.
 */
export function xlsxAdapter(outDir: string): ImportAdapter {
  return {
    name: 'xlsx',
    async write(job, options = {}) {
      const { onProgress, signal } = options;
      const items = job.data.items;
      const book = new ExcelJS.Workbook();
      book.creator = '玩具采购平台 同步桥接程序';
      book.created = job.receivedAt;
      const sheet = book.addWorksheet('报价导入', { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = SYNC_IMPORT_COLUMNS.map((c) => ({
        header: c.header,
        key: c.key,
        width: c.kind === 'text' ? 22 : 12,
      }));
      sheet.getRow(1).font = { bold: true };
      for (let i = 0; i < items.length; i++) {
        const item = items[i] as unknown as Record<string, unknown>;
        sheet.addRow(
          Object.fromEntries(
            SYNC_IMPORT_COLUMNS.map((c) => {
              const v = c.key === 'line' ? i + 1 : item[c.key];
              return [c.key, v === undefined ? null : v];
            }),
          ),
        );
        if ((i + 1) % ROWS_PER_STEP === 0 || i === items.length - 1) {
          onProgress?.(i + 1, items.length);
          await yieldToSockets();
          if (signal?.aborted) throw new Error('aborted');
        }
      }
      const info = book.addWorksheet('同步信息');
      info.columns = [
        { header: '项目', key: 'k', width: 14 },
        { header: '内容', key: 'v', width: 48 },
      ];
      info.addRows([
        { k: '同步编号', v: job.id },
        { k: '同步账号', v: job.data.account_name },
        { k: '标题', v: job.data.title },
        { k: '贸易系统', v: job.software },
        { k: '产品数', v: items.length },
        { k: '接收时间', v: job.receivedAt.toISOString() },
      ]);

      await fs.mkdir(outDir, { recursive: true });
      const target = path.join(outDir, importFileName(job));
      const temp = path.join(outDir, `.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await book.xlsx.writeFile(temp);
        if (signal?.aborted) throw new Error('aborted');
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
      return [target];
    },
  };
}
