import { randomBytes } from 'node:crypto';
import type {
  ChooseApply,
  ChooseDetail,
  ChooseProduct,
  ChooseShare,
  ChooseSummary,
  SharedChoose,
  ToyItem,
} from '@wanju/api-client';
import {
  type FormulaParameter,
  LIBRARY_LINE_MSG,
  MSG,
  type PriceFormula,
  parseFormulaParameter,
  quotePrice,
  shareExpiresAt,
  shareLinkState,
  validateChooseName,
  WORKING_SET_MSG,
} from '@wanju/domain';
import { sql } from 'kysely';
import { productsByIds, requireListedProducts } from '../catalogue/index';
import { companyDisplay } from '../company/index';
import { after, choosePicked } from '../notifications/index';
import { ownerOf, requireShare, visible } from '../platform/access/index';
import { containing, pageWithTotal } from '../platform/db/query';
import { publishChange } from '../platform/events/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError, notFound } from '../platform/http/errors';
import { checkLineIds, type Db, time } from './common';
import { libraryItems, requireOwnLibrary } from './library-lines';

const NOT_FOUND = MSG.chooseNotFound;

function chooseQuery(db: Db) {
  return db
    .selectFrom('chooses as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('c')
    .select((eb) => [
      'u.nickname as user_name',
      eb
        .selectFrom('choose_items as i')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('i.chooses_id', '=', 'c.id')
        .as('toy_count'),
      eb
        .selectFrom('choose_applies as a')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('a.chooses_id', '=', 'c.id')
        .as('apply_count'),
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof chooseQuery>['executeTakeFirstOrThrow']>>;

function shareOf(
  row: { share_token: string | null; share_expires_at: Date | null; share_revoked: boolean },
  now: Date,
): ChooseShare {
  const state = shareLinkState(
    { revoked: row.share_revoked, expiresAt: row.share_expires_at ? new Date(row.share_expires_at) : null },
    now,
  );
  return { token: state === 'active' ? row.share_token : null, state, expires_time: time(row.share_expires_at) };
}

const toSummary = (row: Row, now: Date): ChooseSummary => ({
  id: row.id,
  name: row.name,
  words: row.words,
  toy_count: Number(row.toy_count ?? 0),
  apply_count: Number(row.apply_count ?? 0),
  user_id: row.user_id,
  user_name: row.user_name,
  created_time: time(row.created_at) ?? '',
  updated_time: time(row.updated_at) ?? '',
  share: shareOf(row, now),
});

export async function listChooses(
  ctx: AppContext,
  user: SessionUser,
  input: { page: number; page_size: number; keyword?: string },
) {
  let q = chooseQuery(ctx.database.db).where(visible(user, 'choose', 'c'));
  if (input.keyword?.trim()) q = q.where('c.name', 'ilike', containing(input.keyword.trim()));
  const { rows, total } = await pageWithTotal(q, (list) => list.orderBy('c.id', 'desc'), input);
  const now = ctx.now();
  return { list: rows.map((r) => toSummary(r, now)), total };
}

export async function chooseDetail(ctx: AppContext, user: SessionUser, id: number): Promise<ChooseDetail> {
  const row = await chooseQuery(ctx.database.db)
    .where('c.id', '=', id)
    .where(visible(user, 'choose', 'c'))
    .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return {
    ...toSummary(row, ctx.now()),
    price_formula: parseFormulaParameter(row.price_formula as unknown as FormulaParameter),
  };
}

export async function lockChoose(db: Db, user: SessionUser, id: number) {
  const row = await db
    .selectFrom('chooses as c')
    .selectAll('c')
    .where('c.id', '=', id)
    .where(visible(user, 'choose', 'c'))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

function priced(product: ToyItem, formula: PriceFormula, customNumber: string): ChooseProduct {
  const quote = quotePrice(product, formula);
  return {
    company_product_id: null,
    ...product,
    custom_number: customNumber,
    quoted_price: quote.quotedPrice,
    currency: quote.currency,
    price_basis: quote.basis,
  };
}

export async function items(db: Db, id: number, page?: { page: number; page_size: number }) {
  let q = db
    .selectFrom('choose_items')
    .select(['product_id', 'company_product_id', 'custom_number'])
    .where('chooses_id', '=', id)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('product_id')
    .orderBy('company_product_id');
  if (page) q = q.limit(page.page_size).offset((page.page - 1) * page.page_size);
  return q.execute();
}

type ItemRef = { product_id: number | null; company_product_id: number | null };
type LineProduct = ToyItem & { company_product_id: number | null };

/**
 * The products of some lines: platform products as the catalogue has them, library products as the company
 * keeps them; a line whose product is gone reads undefined (and is left out).
 */
export async function lineProducts(ctx: AppContext, rows: readonly ItemRef[]) {
  const [products, library] = await Promise.all([
    productsByIds(
      ctx,
      rows.flatMap((r) => (r.product_id ? [r.product_id] : [])),
    ),
    libraryItems(
      ctx,
      rows.flatMap((r) => (r.company_product_id ? [r.company_product_id] : [])),
    ),
  ]);
  return (r: ItemRef): LineProduct | undefined => {
    if (r.company_product_id) return library.get(r.company_product_id);
    const p = r.product_id ? products.get(r.product_id) : undefined;
    return p ? { ...p, company_product_id: null } : undefined;
  };
}

/** One line of a list: a library product's (company_product_id) or a platform product's (toy_id). */
export const lineWhere = (line: { toy_id?: number; company_product_id?: number }) =>
  line.company_product_id
    ? ({ column: 'company_product_id', value: line.company_product_id } as const)
    : ({ column: 'product_id', value: line.toy_id ?? 0 } as const);

async function countItems(db: Db, id: number) {
  const row = await db
    .selectFrom('choose_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('chooses_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function chooseProducts(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; page: number; page_size: number },
) {
  const detail = await chooseDetail(ctx, user, input.id);
  const rows = await items(ctx.database.db, input.id, input);
  const productOf = await lineProducts(ctx, rows);
  return {
    list: rows.flatMap((r) => {
      const p = productOf(r);
      return p ? [priced(p, detail.price_formula, r.custom_number)] : [];
    }),
    total: detail.toy_count,
  };
}

/** add_products: to list `id`, or to a new list called `name`. */
/**
 * The open screens of a selection list follow its owner's edits: the owner's and the company's, and the
 * customer's share page (a list's products, order, wording, numbers and prices). Passes `result` through.
 */
export async function chooseEdited<T>(ctx: AppContext, id: number, result: T): Promise<T> {
  const row = await ctx.database.db
    .selectFrom('chooses')
    .select(['user_id', 'company_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (row)
    publishChange(ctx, {
      kind: 'choose',
      id,
      audience: [{ user: row.user_id }, { company: row.company_id ?? 0 }, { share: { kind: 'choose', id } }],
    });
  return result;
}

export async function addChooseProducts(
  ctx: AppContext,
  user: SessionUser,
  input: { id?: number; name?: string; ids: number[]; library_ids?: number[] },
) {
  const libraryIds = input.library_ids ?? [];
  // A new list may start empty (created by name); adding to a list needs products.
  if (input.id || input.ids.length || libraryIds.length) checkLineIds(input.ids, libraryIds);
  const result = await ctx.database.db.transaction().execute(async (trx) => {
    let id = input.id;
    if (id) await lockChoose(trx, user, id);
    else {
      const error = validateChooseName(input.name ?? '');
      if (error) throw businessError(error);
      const created = await trx
        .insertInto('chooses')
        .values({ ...ownerOf(user), name: (input.name ?? '').trim() })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = created.id;
    }
    const chooseId = id;
    if (!input.ids.length && !libraryIds.length) return { id: chooseId, added: 0, existing: 0 };
    if (input.ids.length) await requireListedProducts(trx, input.ids);
    // Library products: the user's own company's only (a role that may use the library).
    if (libraryIds.length) await requireOwnLibrary(trx, user, libraryIds);
    // New products go after the list's last one, whatever order the list was given.
    const last = await trx
      .selectFrom('choose_items')
      .select((eb) => eb.fn.max('position').as('p'))
      .where('chooses_id', '=', chooseId)
      .executeTakeFirst();
    const after = Number(last?.p ?? 0);
    const inserted = input.ids.length
      ? await trx
          .insertInto('choose_items')
          .values(
            input.ids.map((product_id, i) => ({
              chooses_id: chooseId,
              product_id,
              position: after + 1 + i,
              created_at: ctx.now(),
            })),
          )
          .onConflict((oc) => oc.columns(['chooses_id', 'product_id']).doNothing())
          .returning('chooses_id')
          .execute()
      : [];
    const insertedLibrary = libraryIds.length
      ? await trx
          .insertInto('choose_items')
          .values(
            libraryIds.map((company_product_id, i) => ({
              chooses_id: chooseId,
              company_product_id,
              position: after + 1 + input.ids.length + i,
              created_at: ctx.now(),
            })),
          )
          .onConflict((oc) => oc.columns(['chooses_id', 'company_product_id']).doNothing())
          .returning('chooses_id')
          .execute()
      : [];
    await trx.updateTable('chooses').set({ updated_at: ctx.now() }).where('id', '=', chooseId).execute();
    const added = inserted.length + insertedLibrary.length;
    return { id: chooseId, added, existing: input.ids.length + libraryIds.length - added };
  });
  return chooseEdited(ctx, result.id, result);
}

/** Every id (platform, and library) must be in the list, else the call is refused whole. */
export async function requireListed(db: Db, id: number, ids: readonly number[], libraryIds: readonly number[] = []) {
  if (ids.length) {
    const rows = await db
      .selectFrom('choose_items')
      .select('product_id')
      .where('chooses_id', '=', id)
      .where('product_id', 'in', [...ids])
      .execute();
    if (rows.length !== new Set(ids).size) {
      const present = new Set(rows.map((r) => r.product_id));
      throw notFound(MSG.notInChooseIds(ids.filter((i) => !present.has(i)).slice(0, 20)));
    }
  }
  if (libraryIds.length) {
    const rows = await db
      .selectFrom('choose_items')
      .select('company_product_id')
      .where('chooses_id', '=', id)
      .where('company_product_id', 'in', [...libraryIds])
      .execute();
    if (rows.length !== new Set(libraryIds).size) {
      const present = new Set(rows.map((r) => r.company_product_id));
      const missing = libraryIds.filter((i) => !present.has(i));
      throw notFound(LIBRARY_LINE_MSG.notInChoose(missing.slice(0, 20).map(String)));
    }
  }
}

export async function delChooseProducts(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; ids: number[]; library_ids?: number[] },
) {
  const libraryIds = input.library_ids ?? [];
  checkLineIds(input.ids, libraryIds);
  const result = await ctx.database.db.transaction().execute(async (trx) => {
    await lockChoose(trx, user, input.id);
    await requireListed(trx, input.id, input.ids, libraryIds);
    await trx
      .deleteFrom('choose_items')
      .where('chooses_id', '=', input.id)
      .where((eb) =>
        eb.or([
          ...(input.ids.length ? [eb('product_id', 'in', input.ids)] : []),
          ...(libraryIds.length ? [eb('company_product_id', 'in', libraryIds)] : []),
        ]),
      )
      .execute();
    return { deleted: input.ids.length + libraryIds.length };
  });
  return chooseEdited(ctx, input.id, result);
}

/** sort_products: moves one product of the list to `position` (0 = first); the others keep their order. */
export async function sortChooseProducts(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; toy_id?: number; company_product_id?: number; position: number },
) {
  const library = input.company_product_id ?? null;
  const toy = library ? null : (input.toy_id ?? 0);
  if (!library && !toy) throw notFound(MSG.notInChoose);
  const result = await ctx.database.db.transaction().execute(async (trx) => {
    await lockChoose(trx, user, input.id);
    await requireListed(trx, input.id, toy ? [toy] : [], library ? [library] : []);
    const order = (await items(trx, input.id)).filter((r) =>
      library ? r.company_product_id !== library : r.product_id !== toy,
    );
    order.splice(Math.min(input.position, order.length), 0, {
      product_id: toy,
      company_product_id: library,
      custom_number: '',
    });
    // One statement renumbers the whole list from the new order (a line is a platform or a library product).
    const products = order.map((r) => r.product_id);
    const own = order.map((r) => r.company_product_id);
    await sql`UPDATE choose_items SET position = o.pos
      FROM unnest(${products}::int[], ${own}::int[]) WITH ORDINALITY AS o(product_id, company_product_id, pos)
      WHERE choose_items.chooses_id = ${input.id}
        AND (choose_items.product_id = o.product_id OR choose_items.company_product_id = o.company_product_id)`.execute(
      trx,
    );
    await trx.updateTable('chooses').set({ updated_at: ctx.now() }).where('id', '=', input.id).execute();
    return { ids: products.flatMap((p) => (p ? [p] : [])) };
  });
  return chooseEdited(ctx, input.id, result);
}

export async function changeWords(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; name?: string; words?: string },
) {
  if (input.name !== undefined) {
    const error = validateChooseName(input.name);
    if (error) throw businessError(error);
  }
  await ctx.database.db.transaction().execute(async (trx) => {
    await lockChoose(trx, user, input.id);
    await trx
      .updateTable('chooses')
      .set({
        ...(input.name !== undefined ? { name: input.name.trim() } : {}),
        ...(input.words !== undefined ? { words: input.words } : {}),
        updated_at: ctx.now(),
      })
      .where('id', '=', input.id)
      .execute();
  });
  return chooseEdited(ctx, input.id, await chooseDetail(ctx, user, input.id));
}

export async function deleteChoose(ctx: AppContext, user: SessionUser, id: number) {
  const result = await ctx.database.db
    .deleteFrom('chooses as c')
    .where('c.id', '=', id)
    .where(visible(user, 'choose', 'c'))
    .executeTakeFirst();
  if (!Number(result.numDeletedRows)) throw notFound(NOT_FOUND);
}

/** share: a fresh random token valid for `days` (default 7); `revoke` withdraws the link at once. */
export async function shareChoose(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; days?: number; revoke?: boolean },
) {
  const now = ctx.now();
  return ctx.database.db.transaction().execute(async (trx) => {
    const row = await lockChoose(trx, user, input.id);
    const values = input.revoke
      ? { share_revoked: true }
      : {
          share_token: randomBytes(24).toString('base64url'),
          share_expires_at: shareExpiresAt(now, input.days),
          share_revoked: false,
        };
    const updated = await trx
      .updateTable('chooses')
      .set(values)
      .where('id', '=', row.id)
      .returning(['share_token', 'share_expires_at', 'share_revoked'])
      .executeTakeFirstOrThrow();
    return shareOf(updated, now);
  });
}

/** The list behind a share token, if the access module finds the link active (else the shareExpired refusal). */
async function sharedList(db: Db, token: string, now: Date) {
  return requireShare(
    await db.selectFrom('chooses').selectAll().where('share_token', '=', token).executeTakeFirst(),
    now,
  );
}

/** get_sample_chooses (public): the read-only page of a share link, without factories or ex-works prices. */
export async function sharedChoose(
  ctx: AppContext,
  input: { token: string; page: number; page_size: number },
): Promise<SharedChoose> {
  const { db } = ctx.database;
  const row = await sharedList(db, input.token, ctx.now());
  const owner = await db
    .selectFrom('users')
    .select(['nickname', 'company_id'])
    .where('id', '=', row.user_id)
    .executeTakeFirstOrThrow();
  // The customer sees the company as it presents itself (its display), the user's name without one.
  const company = owner.company_id ? await companyDisplay(ctx, owner.company_id) : null;
  const formula = parseFormulaParameter(row.price_formula as unknown as FormulaParameter);
  const [rows, total] = await Promise.all([items(db, row.id, input), countItems(db, row.id)]);
  const productOf = await lineProducts(ctx, rows);
  return {
    name: row.name,
    words: row.words,
    company_name: company?.name || owner.nickname,
    company_name_en: company?.name_en ?? '',
    company_logo: company?.logo ?? '',
    expires_time: time(row.share_expires_at) ?? '',
    total,
    list: rows.flatMap((r) => {
      const p = productOf(r);
      if (!p) return [];
      const quote = quotePrice(p, formula);
      return [
        {
          id: p.id,
          toy_id: p.id,
          company_product_id: p.company_product_id,
          custom_number: r.custom_number,
          name: p.name,
          name_en: p.name_en,
          picture: p.picture,
          thumb: p.thumb,
          unit: p.unit,
          quoted_price: quote.quotedPrice,
          currency: quote.currency,
          price_basis: quote.basis,
          packing_name: p.packing_name,
          carton_length: p.carton_length,
          carton_width: p.carton_width,
          carton_height: p.carton_height,
          carton_quantity: p.carton_quantity,
          carton_cubic_meter: p.carton_cubic_meter,
          gross_weight: p.gross_weight,
          net_weight: p.net_weight,
          certifications: p.certifications,
        },
      ];
    }),
  };
}

/** apply (public): the customer's pick from the share page, products of the list only. */
export async function applyShared(
  ctx: AppContext,
  input: { token: string; ids: number[]; library_ids?: number[]; name: string; contact?: string; remark?: string },
) {
  if (!input.name.trim()) throw businessError(WORKING_SET_MSG.applyNameRequired);
  const libraryIds = input.library_ids ?? [];
  checkLineIds(input.ids, libraryIds);
  const applied = ctx.database.db.transaction().execute(async (trx) => {
    const row = await sharedList(trx, input.token, ctx.now());
    await requireListed(trx, row.id, input.ids, libraryIds);
    const created = await trx
      .insertInto('choose_applies')
      .values({
        chooses_id: row.id,
        name: input.name.trim(),
        contact: input.contact ?? '',
        remark: input.remark ?? '',
        product_ids: input.ids,
        company_product_ids: libraryIds,
        created_at: ctx.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: created.id, list: row };
  });
  return applied.then(({ id, list }) => {
    // The owner's open selection lists (and the company's) count the new answer.
    publishChange(ctx, {
      kind: 'choose',
      id: list.id,
      audience: [{ user: list.user_id }, { company: list.company_id ?? 0 }, { share: { kind: 'choose', id: list.id } }],
    });
    return after(ctx, (c) => choosePicked(c, id))({ id });
  });
}

/** The selection list a share link's token opens (for its page's live socket), or null. */
export async function chooseOfShare(ctx: AppContext, token: string): Promise<number | null> {
  return sharedList(ctx.database.db, token, ctx.now()).then(
    (row) => row.id,
    () => null,
  );
}

/** get_chooses_detail: the customers' picks sent back from the share page. */
export async function chooseApplies(ctx: AppContext, user: SessionUser, id: number): Promise<{ list: ChooseApply[] }> {
  const detail = await chooseDetail(ctx, user, id);
  const applies = await ctx.database.db
    .selectFrom('choose_applies')
    .selectAll()
    .where('chooses_id', '=', id)
    .orderBy('id', 'desc')
    .execute();
  const listed = await items(ctx.database.db, id);
  const numbers = new Map(listed.flatMap((r) => (r.product_id ? [[r.product_id, r.custom_number] as const] : [])));
  const ownNumbers = new Map(
    listed.flatMap((r) => (r.company_product_id ? [[r.company_product_id, r.custom_number] as const] : [])),
  );
  const productOf = await lineProducts(ctx, [
    ...[...new Set(applies.flatMap((a) => a.product_ids))].map((p) => ({ product_id: p, company_product_id: null })),
    ...[...new Set(applies.flatMap((a) => a.company_product_ids))].map((c) => ({
      product_id: null,
      company_product_id: c,
    })),
  ]);
  return {
    list: applies.map((a) => ({
      id: a.id,
      name: a.name,
      contact: a.contact,
      remark: a.remark,
      created_time: time(a.created_at) ?? '',
      list: [
        ...a.product_ids.flatMap((pid) => {
          const p = productOf({ product_id: pid, company_product_id: null });
          return p ? [priced(p, detail.price_formula, numbers.get(pid) ?? '')] : [];
        }),
        ...a.company_product_ids.flatMap((cid) => {
          const p = productOf({ product_id: null, company_product_id: cid });
          return p ? [priced(p, detail.price_formula, ownNumbers.get(cid) ?? '')] : [];
        }),
      ],
    })),
  };
}
