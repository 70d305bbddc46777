import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '../platform/db/schema';
import type { AppContext } from '../platform/http/context';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;
type NullTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** migration 015_exports */
export interface ExportRecordsTable {
  id: Generated<number>;
  uuid: string;
  job_id: ColumnType<string | null, string | null | undefined, string | null>;
  user_id: number;
  company_id: number | null;
  source: string;
  source_id: number | null;
  export_format: number;
  content: string;
  toy_count: ColumnType<number, number | undefined, number>;
  request: ColumnType<unknown, string, string>;
  status: ColumnType<string, string | undefined, string>;
  progress: ColumnType<number, number | undefined, number>;
  error: ColumnType<string, string | undefined, string>;
  file_key: string | null;
  file_name: string | null;
  file_size: ColumnType<string | number | null, number | null | undefined, number | null>;
  created_at: Time;
  finished_at: NullTime;
  deleted_at: NullTime;
}

type ExportTables = {
  export_records: ExportRecordsTable;
};

const db = (ctx: AppContext): Kysely<DB & ExportTables> => ctx.database.db.withTables<ExportTables>();

export interface ExportRecord {
  id: number;
  uuid: string;
  job_id: string | null;
  user_id: number;
  company_id: number | null;
  source: string;
  source_id: number | null;
  export_format: number;
  content: string;
  toy_count: number;
  status: string;
  progress: number;
  error: string;
  file_key: string | null;
  file_name: string | null;
  file_size: number | null;
  created_at: Date;
  finished_at: Date | null;
}

const COLUMNS = [
  'id',
  'uuid',
  'job_id',
  'user_id',
  'company_id',
  'source',
  'source_id',
  'export_format',
  'content',
  'toy_count',
  'status',
  'progress',
  'error',
  'file_key',
  'file_name',
  'file_size',
  'created_at',
  'finished_at',
] as const;

/** A record with the request it was made from (the payload a worker makes the file of). */
export type ExportRecordWithRequest = ExportRecord & { request: unknown };

const parse = (
  row: Omit<ExportRecord, 'created_at' | 'file_size'> & {
    created_at: Date | string;
    file_size: string | number | null;
  },
): ExportRecord => ({
  ...row,
  file_size: row.file_size === null ? null : Number(row.file_size),
  created_at: new Date(row.created_at),
  finished_at: row.finished_at ? new Date(row.finished_at) : null,
});

const parseRequest = (request: unknown) => (typeof request === 'string' ? JSON.parse(request) : request);

export async function insertRecord(
  ctx: AppContext,
  row: {
    uuid: string;
    user_id: number;
    company_id: number | null;
    source: string;
    source_id: number | null;
    export_format: number;
    content: string;
    toy_count: number;
    request: unknown;
  },
): Promise<ExportRecordWithRequest> {
  const inserted = await db(ctx)
    .insertInto('export_records')
    .values({ ...row, request: JSON.stringify(row.request), created_at: ctx.now() })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return { ...parse(inserted), request: row.request };
}

/**
 * The record of a uuid, whether deleted or not (null when unknown), without its request: a quotation's
 * request holds every line, and progress is polled many times a second while the file is made.
 */
export async function recordByUuid(
  ctx: AppContext,
  uuid: string,
): Promise<(ExportRecord & { deleted: boolean }) | null> {
  const row = await db(ctx)
    .selectFrom('export_records')
    .select([...COLUMNS, 'deleted_at'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  if (!row) return null;
  const { deleted_at, ...rest } = row;
  return { ...parse(rest), deleted: deleted_at !== null };
}

/** The record of a uuid with its request, whether deleted or not (null when unknown). */
export async function recordWithRequest(
  ctx: AppContext,
  uuid: string,
): Promise<(ExportRecordWithRequest & { deleted: boolean }) | null> {
  const row = await db(ctx)
    .selectFrom('export_records')
    .select([...COLUMNS, 'request', 'deleted_at'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  if (!row) return null;
  const { deleted_at, request, ...rest } = row;
  return { ...parse(rest), request: parseRequest(request), deleted: deleted_at !== null };
}

export async function recordById(ctx: AppContext, id: number): Promise<ExportRecord | null> {
  const row = await db(ctx)
    .selectFrom('export_records')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? parse(row) : null;
}

export async function updateRecord(
  ctx: AppContext,
  uuid: string,
  change: Partial<{
    status: string;
    progress: number;
    error: string;
    file_key: string | null;
    file_name: string | null;
    file_size: number | null;
    finished_at: Date | null;
    toy_count: number;
    job_id: string;
  }>,
): Promise<void> {
  await db(ctx).updateTable('export_records').set(change).where('uuid', '=', uuid).execute();
}

/** A user's history, newest first (the user's own; a company's main account and administrators see the company's). */
export async function listRecords(
  ctx: AppContext,
  scope: { userId: number; companyId: number | null; wholeCompany: boolean },
  page: { page: number; page_size: number },
): Promise<{ list: ExportRecord[]; total: number }> {
  let q = db(ctx).selectFrom('export_records').where('deleted_at', 'is', null);
  q =
    scope.wholeCompany && scope.companyId
      ? q.where('company_id', '=', scope.companyId)
      : q.where('user_id', '=', scope.userId);
  const [rows, count] = await Promise.all([
    q
      .select(COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(parse), total: Number(count.n) };
}

export async function markDeleted(ctx: AppContext, id: number): Promise<void> {
  await db(ctx)
    .updateTable('export_records')
    .set({ deleted_at: ctx.now(), file_key: null })
    .where('id', '=', id)
    .execute();
}

/** Records whose files are older than the history's days: their files are removed, the rows kept hidden. */
export async function expiredFiles(
  ctx: AppContext,
  before: Date,
  limit = 200,
): Promise<{ uuid: string; file_key: string }[]> {
  const rows = await db(ctx)
    .selectFrom('export_records')
    .select(['uuid', 'file_key'])
    .where('file_key', 'is not', null)
    .where((eb) => eb.or([eb('created_at', '<', before), eb('deleted_at', 'is not', null)]))
    .limit(limit)
    .execute();
  return rows.map((r) => ({ uuid: r.uuid, file_key: r.file_key as string }));
}

export async function clearFile(ctx: AppContext, uuid: string): Promise<void> {
  await db(ctx).updateTable('export_records').set({ file_key: null }).where('uuid', '=', uuid).execute();
}
