import {
  checkQuotationVersion,
  type FormulaParameter,
  isQuotationEditable,
  nextQuotationStatus,
  parseFormulaParameter,
  QUOTATION_MSG,
  type QuotationTerms,
} from '@wanju/domain';
import { sql } from 'kysely';
import { productsByIds } from '../catalogue/index';
import { productsForQuotation } from '../company/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError } from '../platform/http/errors';
import { checkFormula, librarySnapshot } from './creating';
import { notFound, quotationScope, snapshotOf } from './mapping';
import { detailOf, quotationDetail, readable } from './reading';
import { customerFor, type ItemSnapshot, lockQuotation, qdb } from './repo';

/** Editing a quotation: its header, formula, remark, items refreshed from their products, deletion, an item's picture. */

type SaveInput = {
  id: number;
  version: number;
  header?: Partial<
    Record<
      'company_name' | 'company_name_en' | 'company_telephone' | 'company_mobile' | 'fax' | 'company_email' | 'remark',
      string
    >
  >;
  terms?: Partial<QuotationTerms>;
  customer_id?: number | null;
  customer_email?: string;
  formula?: Record<string, unknown>;
  items?: {
    id: number;
    name_en?: string | null;
    price_override?: number | null;
    custom_number?: string;
    order_box_qty?: number;
    remark?: string;
  }[];
  order?: number[];
  remove?: number[];
  action?: 'close' | 'reopen';
};

/**
 * The editor's save: everything in one transaction on the locked row, refused as a whole when the version
 * is not the one the editor loaded (another colleague saved first) or a value breaks a rule.
 */
export async function saveQuotation(ctx: AppContext, user: SessionUser, input: SaveInput, origin: string) {
  checkFormula(input.formula);
  const db = qdb(ctx);
  const scope = quotationScope(user);
  await db.transaction().execute(async (trx) => {
    const row = await lockQuotation(trx, scope, input.id);
    if (!row) throw notFound();
    const stale = checkQuotationVersion(input.version, row.version);
    if (stale) throw businessError(stale);
    let status = row.status;
    if (input.action) {
      const next = nextQuotationStatus(status, { type: input.action });
      if (!next) throw businessError(QUOTATION_MSG.closed);
      status = next;
    } else if (!isQuotationEditable(status)) throw businessError(QUOTATION_MSG.closed);
    const set: Record<string, unknown> = { version: row.version + 1, updated_at: ctx.now() };
    if (status !== row.status) Object.assign(set, { status, status_at: ctx.now() });
    if (input.header) Object.assign(set, input.header);
    if (input.terms) Object.assign(set, input.terms);
    if (input.formula)
      set.formula = JSON.stringify(parseFormulaParameter(input.formula as unknown as FormulaParameter));
    if (input.customer_id !== undefined) {
      if (input.customer_id === null) Object.assign(set, { customer_id: null, customer_name: '', customer_email: '' });
      else {
        const customer = await customerFor(trx, scope.companyId, user.userId, input.customer_id);
        if (!customer) throw businessError(QUOTATION_MSG.customerRequired);
        Object.assign(set, { customer_id: customer.id, customer_name: customer.name, customer_email: customer.email });
      }
    }
    if (input.customer_email !== undefined) set.customer_email = input.customer_email;
    const ids = new Set(
      (await trx.selectFrom('quotation_items').select('id').where('quotation_id', '=', row.id).execute()).map(
        (r) => r.id,
      ),
    );
    const unknown = [...(input.items ?? []).map((i) => i.id), ...(input.remove ?? []), ...(input.order ?? [])].filter(
      (id) => !ids.has(id),
    );
    if (unknown.length) throw notFound();
    for (const patch of input.items ?? []) {
      const { id, ...fields } = patch;
      // an empty English name gives the line back the product's own
      if (fields.name_en !== undefined) fields.name_en = fields.name_en?.trim() || null;
      if (Object.keys(fields).length)
        await trx
          .updateTable('quotation_items')
          .set(fields)
          .where('id', '=', id)
          .where('quotation_id', '=', row.id)
          .execute();
    }
    if (input.remove?.length)
      await trx
        .deleteFrom('quotation_items')
        .where('quotation_id', '=', row.id)
        .where('id', 'in', input.remove)
        .execute();
    if (input.order?.length) {
      const order = input.order.filter((id) => !input.remove?.includes(id));
      await sql`UPDATE quotation_items AS i SET position = o.pos - 1
        FROM unnest(${sql.val(order)}::int[]) WITH ORDINALITY AS o(id, pos)
        WHERE i.id = o.id AND i.quotation_id = ${row.id}`.execute(trx);
    }
    await trx.updateTable('quotations').set(set).where('id', '=', row.id).execute();
  });
  return detailOf(ctx, await readable(ctx, user, input.id), origin);
}

export async function saveRemark(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; version: number; remark: string },
) {
  const detail = await saveQuotation(
    ctx,
    user,
    { id: input.id, version: input.version, header: { remark: input.remark } },
    '',
  );
  return { version: detail.version };
}

/** Copies the products' current fields into the chosen lines; the salesperson's own values stay. */
export async function refreshItems(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; version: number; item_ids: number[] },
  origin: string,
) {
  const wanted = await qdb(ctx)
    .selectFrom('quotation_items')
    .select(['product_id', 'company_product_id'])
    .where('quotation_id', '=', input.id)
    .where('id', 'in', input.item_ids)
    .execute();
  const products = await productsByIds(
    ctx,
    wanted.flatMap((w) => (w.product_id ? [w.product_id] : [])),
  );
  const libraryIds = wanted.flatMap((w) => (w.company_product_id ? [w.company_product_id] : []));
  const library = new Map(
    (libraryIds.length ? await productsForQuotation(ctx, user, libraryIds) : []).map((c) => [c.id, c]),
  );
  await qdb(ctx)
    .transaction()
    .execute(async (trx) => {
      const row = await lockQuotation(trx, quotationScope(user), input.id);
      if (!row) throw notFound();
      const stale = checkQuotationVersion(input.version, row.version);
      if (stale) throw businessError(stale);
      if (!isQuotationEditable(row.status)) throw businessError(QUOTATION_MSG.closed);
      const items = await trx
        .selectFrom('quotation_items')
        .select(['id', 'product_id', 'company_product_id'])
        .where('quotation_id', '=', row.id)
        .where('id', 'in', input.item_ids)
        .execute();
      if (items.length !== new Set(input.item_ids).size) throw notFound();
      for (const item of items) {
        const p = item.product_id ? products.get(item.product_id) : undefined;
        const own = item.company_product_id ? library.get(item.company_product_id) : undefined;
        // a library line follows the library (a line whose library product was deleted keeps its snapshot)
        const snapshot = item.company_product_id ? own && librarySnapshot(own, p) : p && snapshotOf(p);
        if (!snapshot) continue;
        await trx
          .updateTable('quotation_items')
          .set({ snapshot: JSON.stringify(snapshot), snapshot_at: ctx.now() })
          .where('id', '=', item.id)
          .execute();
      }
      await trx
        .updateTable('quotations')
        .set({ version: row.version + 1, updated_at: ctx.now() })
        .where('id', '=', row.id)
        .execute();
    });
  return quotationDetail(ctx, user, input.id, origin);
}

export async function deleteQuotation(ctx: AppContext, user: SessionUser, id: number) {
  await readable(ctx, user, id);
  await qdb(ctx).deleteFrom('quotations').where('id', '=', id).execute();
}

/**
 * A processed picture (an AI tool's result) put on one quotation item the user may change: its snapshot's
 * picture becomes the new one; the previous picture stays stored and is answered (undo puts it back).
 */
export async function setItemPicture(
  ctx: AppContext,
  user: SessionUser,
  itemId: number,
  picture: { picture: string; thumb: string },
): Promise<{ previous: string }> {
  return qdb(ctx)
    .transaction()
    .execute(async (trx) => {
      const item = await trx.selectFrom('quotation_items').selectAll().where('id', '=', itemId).executeTakeFirst();
      if (!item || !(await lockQuotation(trx, quotationScope(user), item.quotation_id))) throw notFound();
      const snapshot = item.snapshot as ItemSnapshot;
      await trx
        .updateTable('quotation_items')
        .set({ snapshot: JSON.stringify({ ...snapshot, picture: picture.picture, thumb: picture.thumb }) })
        .where('id', '=', itemId)
        .execute();
      return { previous: snapshot.picture ?? '' };
    });
}
