import type { ImportMapping } from '@wanju/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../platform/db/schema';

/** The import's own tables: imports, their report lines and saved column mappings. */

export type Db = Kysely<DB> | Transaction<DB>;

export async function insertImport(
  db: Db,
  row: {
    id: string;
    target: string;
    user_id: number;
    company_id: number | null;
    owner_id: number;
    file_name: string;
    file_key: string;
    zip_key: string | null;
    column_count: number;
    created_at: Date;
  },
) {
  await db.insertInto('imports').values(row).execute();
}

export const importById = (db: Db, id: string) =>
  db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();

export type ImportRecord = NonNullable<Awaited<ReturnType<typeof importById>>>;

export async function updateImport(db: Db, id: string, values: Record<string, unknown>) {
  await db
    .updateTable('imports')
    .set(values as never)
    .where('id', '=', id)
    .execute();
}

export async function importsOf(db: Db, target: string, ownerId: number, page: { page: number; page_size: number }) {
  const q = db
    .selectFrom('imports')
    .where('target', '=', target)
    .where('owner_id', '=', ownerId)
    .where('job_id', 'is not', null);
  const [rows, total] = await Promise.all([
    q
      .selectAll()
      .orderBy('created_at', 'desc')
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function doneRows(db: Db, id: string): Promise<Set<number>> {
  const rows = await db.selectFrom('import_rows').select('row_no').where('import_id', '=', id).execute();
  return new Set(rows.map((r) => r.row_no));
}

export async function insertRow(
  db: Db,
  line: {
    import_id: string;
    row_no: number;
    article_number: string;
    outcome: string;
    message: string;
    product_id: number | null;
  },
) {
  await db.insertInto('import_rows').values(line).execute();
}

export async function outcomeCounts(db: Db, id: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('import_rows')
    .select(['outcome', (eb) => eb.fn.countAll<number>().as('n')])
    .where('import_id', '=', id)
    .groupBy('outcome')
    .execute();
  return new Map(rows.map((r) => [r.outcome, Number(r.n)]));
}

export async function rowsPage(db: Db, id: string, page: { page: number; page_size: number; outcome?: string }) {
  let q = db.selectFrom('import_rows').where('import_id', '=', id);
  if (page.outcome) q = q.where('outcome', '=', page.outcome);
  const [rows, total] = await Promise.all([
    q
      .selectAll()
      .orderBy('row_no')
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export const rowsAfter = (db: Db, id: string, after: number, limit: number) =>
  db
    .selectFrom('import_rows')
    .selectAll()
    .where('import_id', '=', id)
    .where('row_no', '>', after)
    .orderBy('row_no')
    .limit(limit)
    .execute();

/** A company's saved mappings (a user without a company: their own). */
export function mappingsOf(db: Db, target: string, owner: { company_id: number | null; user_id: number }) {
  let q = db.selectFrom('import_mappings').select(['id', 'name', 'mapping']).where('target', '=', target);
  q = owner.company_id
    ? q.where('company_id', '=', owner.company_id)
    : q.where('company_id', 'is', null).where('user_id', '=', owner.user_id);
  return q.orderBy('id', 'desc').execute();
}

export async function saveMapping(
  db: Db,
  row: {
    target: string;
    company_id: number | null;
    user_id: number;
    name: string;
    mapping: ImportMapping;
    created_at: Date;
  },
) {
  // A mapping saved again under its name replaces the earlier one.
  let del = db.deleteFrom('import_mappings').where('target', '=', row.target).where('name', '=', row.name);
  del = row.company_id
    ? del.where('company_id', '=', row.company_id)
    : del.where('company_id', 'is', null).where('user_id', '=', row.user_id);
  await del.execute();
  await db
    .insertInto('import_mappings')
    .values({ ...row, mapping: JSON.stringify(row.mapping) })
    .execute();
}

export async function deleteMapping(db: Db, id: number, owner: { company_id: number | null; user_id: number }) {
  let q = db.deleteFrom('import_mappings').where('id', '=', id);
  q = owner.company_id
    ? q.where('company_id', '=', owner.company_id)
    : q.where('company_id', 'is', null).where('user_id', '=', owner.user_id);
  const result = await q.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countMappings(db: Db, target: string, owner: { company_id: number | null; user_id: number }) {
  return (await mappingsOf(db, target, owner)).length;
}
