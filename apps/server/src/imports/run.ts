import type { ImportTarget } from '@wanju/api-client';
import {
  IMPORT_LIMITS,
  IMPORT_MSG,
  type ImportDefaults,
  type ImportField,
  type ImportMapping,
  importCells,
  LISTING_FIELD_LABELS,
  LISTING_MSG,
  parseImportRow,
  pictureArticle,
  pictureOrder,
} from '@wanju/domain';
import { sql } from 'kysely';
import { checkImage, storeIndexedImage } from '../pictures/index';
import type { AppContext } from '../platform/http/context';
import { AppError, businessError } from '../platform/http/errors';
import type { JobContext } from '../platform/jobs/index';
import type { Zip } from '../platform/xlsx';
import { Sheet, type SheetRow } from '../sheets/index';
import { importKey, localCopy, putFile } from './files';
import * as repo from './repo';
import { writeReport } from './report';
import { IMPORT_TARGET_DEFINITIONS } from './targets';
import { openPicturesZip, readEntry } from './zip';

/** Rows whose pictures are prepared together (the pictures of a chunk are checked and indexed in parallel). */
const CHUNK = 50;
const PICTURE_LANES = 3;

export interface ImportSummary {
  total: number;
  created: number;
  updated: number;
  refused: number;
  /** where the time went (ms): reading the sheet, the pictures, the rows' writes */
  timing: { read: number; pictures: number; rows: number };
}

async function lanes<T>(items: readonly T[], count: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(count, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

const reason = (error: unknown) => (error instanceof AppError ? error.message : IMPORT_MSG.failed);

/**
 * Runs one import: reads the whole sheet first (a file past the row limit, or unreadable, ends the job with
 * its message before any row is written), then writes row by row, each row and its report line in one
 * transaction, so a row is all or nothing and a job taken again after its process died skips the rows already
 * reported and goes on. Pictures (embedded on the row, or in the zip named by article number) are checked by
 * content, stored and indexed before the row's transaction; a broken one refuses its row. Ends with the
 * report file.
 */
export async function runImport(
  ctx: AppContext,
  importId: string,
  job: Pick<JobContext, 'progress' | 'signal'>,
): Promise<ImportSummary> {
  const { db } = ctx.database;
  const record = await repo.importById(db, importId);
  if (!record) throw businessError(IMPORT_MSG.notFound);
  const target = IMPORT_TARGET_DEFINITIONS[record.target as ImportTarget];
  // Pictures only: each article number named in the zip is one row, its only cell the article number.
  const mapping = (target.picturesOnly ? { article_number: 1 } : (record.mapping ?? {})) as ImportMapping;
  const defaults = (target.picturesOnly ? {} : (record.defaults ?? {})) as ImportDefaults;
  const source = record.file_key ? await localCopy(ctx, record.file_key) : null;
  if (!source && !target.picturesOnly) throw businessError(IMPORT_MSG.uploadNotFound);
  const pictures = record.zip_key ? await localCopy(ctx, record.zip_key) : null;
  if (!pictures && target.picturesOnly) throw businessError(IMPORT_MSG.uploadNotFound);
  let sheet: Sheet | null = null;
  let zip: Zip | null = null;
  try {
    const timing = { read: 0, pictures: 0, rows: 0 };
    let mark = performance.now();
    const lap = (key: keyof typeof timing) => {
      const now = performance.now();
      timing[key] += now - mark;
      mark = now;
    };
    let rows: SheetRow[] = [];
    let headers: string[] = [];
    if (source) {
      sheet = await Sheet.open(source.file);
      // The same reading as the mapping step's: the header found where it was then, the rows under it.
      const table = await sheet.table(IMPORT_LIMITS.rows, IMPORT_MSG.tooManyRows(IMPORT_LIMITS.rows));
      rows = table.rows;
      headers = table.headers;
      if (!rows.length) throw businessError(IMPORT_MSG.empty);
    }
    const byArticle = new Map<string, string[]>();
    if (pictures) {
      zip = await openPicturesZip(pictures.file);
      const named = zip
        .names()
        .map((name) => ({ name, article: pictureArticle(name) }))
        .filter((e): e is { name: string; article: string } => !!e.article && !e.name.startsWith('__macosx/'))
        .sort((a, b) => pictureOrder(a.name) - pictureOrder(b.name) || a.name.localeCompare(b.name));
      for (const e of named) byArticle.set(e.article, [...(byArticle.get(e.article) ?? []), e.name]);
    }
    if (!source) {
      rows = [...byArticle.keys()]
        .slice(0, IMPORT_LIMITS.rows)
        .map((article, i) => ({ row: i + 1, cells: new Map([[1, article]]), pictures: [] }));
      if (!rows.length) throw businessError(IMPORT_MSG.noNamedPictures);
    }
    await repo.updateImport(db, importId, { total: rows.length });
    const done = await repo.doneRows(db, importId);
    const firstRow = new Map<string, number>();
    // A row's fields by the mapping (combined sizes split, the default category where the row has none).
    const read = new Map<number, ReturnType<typeof importCells>>();
    const readRow = (row: SheetRow) => {
      let found = read.get(row.row);
      if (!found) {
        found = importCells((col) => row.cells.get(col) ?? '', mapping, headers, defaults);
        read.set(row.row, found);
      }
      return found;
    };
    const cellsOf = (row: SheetRow): Partial<Record<ImportField, string>> => readRow(row).cells;
    // The first row of an article number wins; later ones are refused (decided over the whole file, so a
    // resumed run decides the same).
    const duplicateOf = new Map<number, number>();
    for (const row of rows) {
      const article = (cellsOf(row).article_number ?? '').trim().toLowerCase();
      if (!article) continue;
      const first = firstRow.get(article);
      if (first === undefined) firstRow.set(article, row.row);
      else duplicateOf.set(row.row, first);
    }
    const pending = rows.filter((r) => !done.has(r.row));
    lap('read');
    let finished = rows.length - pending.length;
    const openSheet = sheet as Sheet;
    const openZip = zip;
    for (let at = 0; at < pending.length; at += CHUNK) {
      if (job.signal.aborted) throw new Error('import interrupted');
      const chunk = pending.slice(at, at + CHUNK);
      const prepared = new Map<number, { hashes: string[] } | { refused: string }>();
      await lanes(chunk, PICTURE_LANES, async (row) => {
        const article = (cellsOf(row).article_number ?? '').trim();
        if (duplicateOf.has(row.row) || !article) return;
        const parts = row.pictures.length
          ? row.pictures.map((part) => () => openSheet.picture(part))
          : (byArticle.get(article.toLowerCase()) ?? []).map((name) => () => readEntry(openZip as Zip, name));
        const hashes: string[] = [];
        try {
          for (const read of parts.slice(0, 12))
            hashes.push(await storeIndexedImage(ctx, await checkImage(await read(), { decode: false })));
          prepared.set(row.row, { hashes });
        } catch (error) {
          prepared.set(row.row, { refused: IMPORT_MSG.pictureBroken(reason(error)) });
        }
      });
      lap('pictures');
      // One transaction per chunk (a commit per row would dominate the time), each row inside its own
      // savepoint with its report line: a refused row rolls back to it, alone.
      await db.transaction().execute(async (trx) => {
        for (const row of chunk) {
          const cells = cellsOf(row);
          const article = (cells.article_number ?? '').trim().slice(0, 100);
          const line = {
            import_id: importId,
            row_no: row.row,
            article_number: article,
            product_id: null as number | null,
          };
          const refuse = (message: string) => repo.insertRow(trx, { ...line, outcome: 'refused', message });
          const duplicate = duplicateOf.get(row.row);
          const picture = prepared.get(row.row);
          const parsed = parseImportRow(cells);
          const problem = readRow(row).problem ?? parsed.problem;
          if (duplicate !== undefined) await refuse(IMPORT_MSG.duplicateArticle(duplicate));
          else if (!article) await refuse(LISTING_MSG.required(LISTING_FIELD_LABELS.article_number));
          else if (picture && 'refused' in picture) await refuse(picture.refused);
          else if (problem) await refuse(problem);
          else {
            await sql`SAVEPOINT import_row`.execute(trx);
            try {
              const written = await target.writeRow(trx, record.owner_id, {
                input: parsed.input,
                stockQuantity: parsed.stock_quantity,
                pictures: picture?.hashes ?? [],
                publish: record.publish,
                userId: record.user_id,
                now: ctx.now(),
              });
              await repo.insertRow(trx, {
                ...line,
                outcome: written.outcome,
                message: written.note ? IMPORT_MSG.savedAsDraft(written.note) : '',
                product_id: written.id,
              });
              await sql`RELEASE SAVEPOINT import_row`.execute(trx);
            } catch (error) {
              // A refusal (the domain's rule) is this row's; anything else stops the job, to be retried.
              if (!(error instanceof AppError)) throw error;
              await sql`ROLLBACK TO SAVEPOINT import_row`.execute(trx);
              await refuse(error.message);
            }
          }
          finished++;
        }
      });
      lap('rows');
      await job.progress(Math.min(95, Math.floor((finished / rows.length) * 95)));
    }
    const counts = await repo.outcomeCounts(db, importId);
    const report = await writeReport(db, importId);
    try {
      await putFile(ctx, importKey(importId, 'report.xlsx'), report);
    } finally {
      await import('node:fs/promises').then((fs) => fs.rm(report, { force: true }));
    }
    await repo.updateImport(db, importId, { report_key: importKey(importId, 'report.xlsx') });
    return {
      total: rows.length,
      created: counts.get('created') ?? 0,
      updated: counts.get('updated') ?? 0,
      refused: counts.get('refused') ?? 0,
      timing: { read: Math.round(timing.read), pictures: Math.round(timing.pictures), rows: Math.round(timing.rows) },
    };
  } finally {
    sheet?.close();
    zip?.close();
    await source?.remove();
    await pictures?.remove();
  }
}
