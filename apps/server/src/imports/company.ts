import { CODE } from '@wanju/api-client';
import {
  COMPANY_MSG,
  IMPORT_MSG,
  type ListingInput,
  listingProblems,
  mayDo,
  TRADING_COMPANY_TYPE,
} from '@wanju/domain';
import { sql } from 'kysely';
import type { Db } from '../listings/index';
import { fileUrl } from '../pictures/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError } from '../platform/http/errors';
import type { ImportRowInput, ImportRowResult } from './targets';

/**
 * A trading company's own product library as an import target: its rows are the company's products, matched
 * by the company's item number (case-insensitive, as the library's unique index). Who may import is the
 * domain's company permission to change the library.
 */
export async function companyOwner(ctx: AppContext, user: SessionUser): Promise<number> {
  // A factory's account has a company too: only a trading company keeps a product library.
  const company =
    user.companyId > 0
      ? await ctx.database.db
          .selectFrom('companies')
          .select('company_type')
          .where('id', '=', user.companyId)
          .executeTakeFirst()
      : undefined;
  if (company?.company_type !== TRADING_COMPANY_TYPE) throw new AppError(CODE.forbidden, COMPANY_MSG.noCompany);
  if (!mayDo(user, 'edit_library')) throw new AppError(CODE.forbidden, COMPANY_MSG.notAllowed);
  return user.companyId;
}

const byItem = (trx: Db, companyId: number, item: string) =>
  trx
    .selectFrom('company_products')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<boolean>`lower(item_number) = lower(${item})`)
    .executeTakeFirst();

/** The library's fields a row carries (only the cells it filled: an empty cell keeps what is stored). */
function libraryFields(input: ListingInput) {
  const filled = <T>(v: T | null | '') => (v === null || v === '' ? undefined : v);
  const fields = {
    name: filled(input.name.trim()),
    name_en: filled(input.name_en.trim()),
    category_id: filled(input.category_id),
    price: filled(input.exworks_price),
    exworks_price: filled(input.exworks_price),
    packing_name: filled(input.packing_name.trim()),
    length: filled(input.length),
    width: filled(input.width),
    height: filled(input.height),
    carton_length: filled(input.carton_length),
    carton_width: filled(input.carton_width),
    carton_height: filled(input.carton_height),
    carton_quantity: filled(input.carton_quantity),
    inbox_count: filled(input.inbox_count),
    gross_weight: filled(input.gross_weight),
    net_weight: filled(input.net_weight),
    remark: filled(input.introduction.trim()),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<typeof fields>;
}

export async function writeCompanyProduct(trx: Db, companyId: number, row: ImportRowInput): Promise<ImportRowResult> {
  const problem = listingProblems(row.input)[0];
  if (problem) throw businessError(problem.message);
  const item = row.input.article_number.trim();
  const fields = libraryFields(row.input);
  const picture = row.pictures[0] ? { picture: fileUrl(row.pictures[0]) } : {};
  const existing = await byItem(trx, companyId, item);
  if (existing) {
    await trx
      .updateTable('company_products')
      .set({ ...fields, ...picture, updated_at: row.now })
      .where('id', '=', existing.id)
      .execute();
    return { outcome: 'updated', id: existing.id, note: '' };
  }
  if (!fields.name) throw businessError(COMPANY_MSG.productNameRequired);
  const created = await trx
    .insertInto('company_products')
    .values({
      ...fields,
      ...picture,
      name: fields.name,
      item_number: item,
      company_id: companyId,
      user_id: row.userId,
      created_at: row.now,
      updated_at: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { outcome: 'created', id: created.id, note: '' };
}

/** Pictures only: the zip's pictures replace the main picture of the library's product of that item number. */
export async function writeCompanyPicture(trx: Db, companyId: number, row: ImportRowInput): Promise<ImportRowResult> {
  const existing = await byItem(trx, companyId, row.input.article_number.trim());
  if (!existing) throw businessError(IMPORT_MSG.notInLibrary);
  if (!row.pictures[0]) throw businessError(IMPORT_MSG.noNamedPictures);
  await trx
    .updateTable('company_products')
    .set({ picture: fileUrl(row.pictures[0]), updated_at: row.now })
    .where('id', '=', existing.id)
    .execute();
  return { outcome: 'updated', id: existing.id, note: '' };
}
