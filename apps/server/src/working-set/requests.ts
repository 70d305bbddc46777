import type { BatchRequestResult, FactoryRequest, RequestLine } from '@wanju/api-client';
import {
  canInquireAgain,
  chaseRefusal,
  formatZonedDate,
  groupByFactory,
  type InquiryLineDraft,
  inquiryLines,
  inquiryNotifyAt,
  libraryInquiryProducts,
  MSG,
  STATUS_LABELS,
  supplementNotifyAt,
  validateInquiryDraft,
  WORKING_SET_MSG,
} from '@wanju/domain';
import { sql } from 'kysely';
import { productsByIds, requireListedProducts } from '../catalogue/index';
import { factoryNames } from '../factories/index';
import { ownerOf, visible } from '../platform/access/index';
import { containing, pageWithTotal } from '../platform/db/query';
import { publishChange } from '../platform/events/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError, notFound } from '../platform/http/errors';
import { checkIds, type Db, time } from './common';
import { requireOwnLibrary } from './library-lines';

/** Inquiries (询价) and sample supplements (补样) share one table; `kind` tells them apart, the domain's schedule sets notify_at. */
export type RequestKind = 'inquiry' | 'supplement';

const NOT_FOUND: Record<RequestKind, string> = { inquiry: MSG.inquiryNotFound, supplement: MSG.supplementNotFound };
const notifyAt = (kind: RequestKind, at: Date) => (kind === 'inquiry' ? inquiryNotifyAt(at) : supplementNotifyAt(at));
const label = (status: string) => STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status;

/** What a batch request carries: the inquiry form's values, or products with one quantity (supplements). */
export interface BatchRequestInput {
  ids?: number[];
  /** library products of the user's company: asked of the factory of the platform product each was taken from */
  library_ids?: number[];
  lines?: InquiryLineDraft[];
  remark?: string;
  quantity?: number;
  currency?: string;
  deadline?: string;
  sample_needed?: boolean;
}

/**
 * The platform products behind library products: a product made by hand has no factory to ask, so the
 * request is refused whole, naming it (the domain's libraryInquiryProducts).
 */
async function libraryRequestIds(ctx: AppContext, user: SessionUser, libraryIds: readonly number[]) {
  if (!libraryIds.length) return [];
  checkIds(libraryIds);
  const found = await requireOwnLibrary(ctx.database.db, user, libraryIds);
  const { ids, refusal } = libraryInquiryProducts(
    libraryIds
      .map((id) => found.get(id))
      .flatMap((c) => (c ? [{ item_number: c.item_number, product_id: c.product_id }] : [])),
  );
  if (refusal) throw businessError(refusal);
  return ids;
}

/**
 * batch_inquiry / batch_supplement: the selected products, one request per factory, in one transaction; an
 * inquiry carries the form's quantity and target price per product, currency, deadline and sample wish (checked
 * by the domain's validateInquiryDraft).
 */
export async function batchRequest(
  ctx: AppContext,
  user: SessionUser,
  kind: RequestKind,
  input: BatchRequestInput,
): Promise<BatchRequestResult> {
  const now = ctx.now();
  const fromLibrary = await libraryRequestIds(ctx, user, input.library_ids ?? []);
  const asked = input.lines?.length
    ? input.lines
    : inquiryLines((input.ids ?? []).map((toy_id) => ({ toy_id, quantity: input.quantity ?? 1 })));
  const lines: InquiryLineDraft[] = [
    ...asked,
    ...inquiryLines(
      fromLibrary
        .filter((toy_id) => !asked.some((l) => l.toy_id === toy_id))
        .map((toy_id) => ({ toy_id, quantity: input.quantity ?? 1 })),
    ),
  ];
  if (!input.lines?.length && !fromLibrary.length) checkIds(input.ids ?? []);
  const currency = input.currency ?? 'RMB';
  const deadline = input.deadline ?? '';
  if (kind === 'inquiry') {
    const refusal = validateInquiryDraft(
      { lines, currency, remark: input.remark ?? '', deadline, sample_needed: input.sample_needed ?? false },
      formatZonedDate(now),
    );
    if (refusal) throw businessError(refusal);
  }
  const byProduct = new Map(lines.map((l) => [l.toy_id, l]));
  const ids = lines.map((l) => l.toy_id);
  const notify = notifyAt(kind, now);
  return ctx.database.db.transaction().execute(async (trx) => {
    const products = await requireListedProducts(trx, ids);
    const groups = groupByFactory(
      ids.map((id) => ({ id, factory_id: (products.get(id) as { factory_id: number }).factory_id })),
    );
    const factories = await factoryNames(
      ctx,
      groups.map((g) => g.factory_id),
      trx,
    );
    const list: BatchRequestResult['list'] = [];
    for (const group of groups) {
      const request = await trx
        .insertInto('factory_requests')
        .values({
          kind,
          ...ownerOf(user),
          factory_id: group.factory_id,
          remark: input.remark ?? '',
          currency,
          deadline: deadline || null,
          sample_needed: input.sample_needed ?? false,
          notify_at: notify,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('factory_request_items')
        .values(
          group.items.map((item) => ({
            request_id: request.id,
            product_id: item.id,
            quantity: byProduct.get(item.id)?.quantity ?? 1,
            target_price: byProduct.get(item.id)?.target_price ?? null,
          })),
        )
        .execute();
      list.push({
        id: request.id,
        factory_id: group.factory_id,
        factory_name: factories.get(group.factory_id) ?? '',
        toy_count: group.items.length,
        notify_time: time(notify) ?? '',
      });
    }
    return { list };
  });
}

function requestQuery(db: Db, user: SessionUser, kind: RequestKind) {
  return db
    .selectFrom('factory_requests as r')
    .innerJoin('factories as f', 'f.id', 'r.factory_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select(['f.name as factory_name', 'u.nickname as user_name'])
    .where('r.kind', '=', kind)
    .where(visible(user, kind, 'r'));
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof requestQuery>['executeTakeFirstOrThrow']>>;
type Row = RequestRow;

/** Requests with their lines (products, quantities, the factory's prices). */
export async function withLines(ctx: AppContext, rows: Row[]): Promise<FactoryRequest[]> {
  if (!rows.length) return [];
  const items = await ctx.database.db
    .selectFrom('factory_request_items')
    .selectAll()
    .where(
      'request_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('product_id')
    .execute();
  const products = await productsByIds(ctx, [...new Set(items.map((i) => i.product_id))]);
  // A date column as text: the drivers turn it into a Date at the process's local midnight, which shifts by zone.
  const deadlines = await ctx.database.db
    .selectFrom('factory_requests')
    .select([
      'id',
      'answer_pictures',
      sql<string | null>`to_char(deadline, 'YYYY-MM-DD')`.as('day'),
      sql<string | null>`to_char(sample_date, 'YYYY-MM-DD')`.as('sample_day'),
    ])
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  const datesOf = new Map(deadlines.map((d) => [d.id, d]));
  const lines = new Map<number, RequestLine[]>();
  for (const item of items) {
    const product = products.get(item.product_id);
    if (!product) continue;
    const list = lines.get(item.request_id) ?? [];
    list.push({
      ...product,
      quantity: item.quantity,
      target_price: item.target_price === null ? null : Number(item.target_price),
      answer_price: item.answer_price,
      answer_remark: item.answer_remark,
    });
    lines.set(item.request_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    factory_id: r.factory_id,
    factory_name: r.factory_name,
    status: r.status,
    status_text: label(r.status),
    remark: r.remark,
    currency: r.currency,
    deadline: datesOf.get(r.id)?.day ?? null,
    sample_needed: r.sample_needed,
    answer: r.answer,
    sample_date: datesOf.get(r.id)?.sample_day ?? null,
    answer_pictures: datesOf.get(r.id)?.answer_pictures ?? [],
    notify_time: time(r.notify_at) ?? '',
    read_time: time(r.read_at),
    answered_time: time(r.answered_at),
    created_time: time(r.created_at) ?? '',
    chase_count: r.chase_count,
    toy_count: lines.get(r.id)?.length ?? 0,
    user_id: r.user_id,
    user_name: r.user_name,
    list: lines.get(r.id) ?? [],
  }));
}

export async function listRequests(
  ctx: AppContext,
  user: SessionUser,
  kind: RequestKind,
  input: { page: number; page_size: number; status?: string; keyword?: string },
) {
  let q = requestQuery(ctx.database.db, user, kind);
  if (input.status) q = q.where('r.status', '=', input.status);
  if (input.keyword?.trim()) q = q.where('f.name', 'ilike', containing(input.keyword.trim()));
  const { rows, total } = await pageWithTotal(q, (list) => list.orderBy('r.id', 'desc'), input);
  return { list: await withLines(ctx, rows), total };
}

export async function requestDetail(ctx: AppContext, user: SessionUser, kind: RequestKind, id: number) {
  const row = await requestQuery(ctx.database.db, user, kind).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND[kind]);
  return (await withLines(ctx, [row]))[0] as FactoryRequest;
}

/** Locks a visible request for the rest of the transaction. */
async function lockRequest(db: Db, user: SessionUser, kind: RequestKind, id: number) {
  const row = await db
    .selectFrom('factory_requests as r')
    .selectAll('r')
    .where('r.id', '=', id)
    .where('r.kind', '=', kind)
    .where(visible(user, kind, 'r'))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND[kind]);
  return row;
}

/** delete_inquiry / delete_supplement: every id must be visible, else nothing is deleted. */
export async function deleteRequests(ctx: AppContext, user: SessionUser, kind: RequestKind, ids: number[]) {
  const unique = [...new Set(ids)];
  return ctx.database.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('factory_requests as r')
      .select('r.id')
      .where('r.id', 'in', unique)
      .where('r.kind', '=', kind)
      .where(visible(user, kind, 'r'))
      .forUpdate()
      .execute();
    if (rows.length !== unique.length) throw notFound(NOT_FOUND[kind]);
    await trx.deleteFrom('factory_requests').where('id', 'in', unique).execute();
    return { deleted: unique.length };
  });
}

/** inquiry_again: a new inquiry with the same products, once the factory answered or it was closed. */
export async function inquireAgain(ctx: AppContext, user: SessionUser, id: number) {
  const now = ctx.now();
  return ctx.database.db.transaction().execute(async (trx) => {
    const old = await lockRequest(trx, user, 'inquiry', id);
    if (!canInquireAgain(old.status)) throw businessError(WORKING_SET_MSG.inquiryNotFinished);
    const notify = inquiryNotifyAt(now);
    const created = await trx
      .insertInto('factory_requests')
      .values({
        kind: 'inquiry',
        ...ownerOf(user),
        factory_id: old.factory_id,
        remark: old.remark,
        currency: old.currency,
        sample_needed: old.sample_needed,
        notify_at: notify,
        again_of: old.id,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = await trx
      .selectFrom('factory_request_items')
      .select(['product_id', 'quantity', 'target_price'])
      .where('request_id', '=', old.id)
      .execute();
    if (items.length)
      await trx
        .insertInto('factory_request_items')
        .values(
          items.map((i) => ({
            request_id: created.id,
            product_id: i.product_id,
            quantity: i.quantity,
            target_price: i.target_price,
          })),
        )
        .execute();
    return { id: created.id, notify_time: time(notify) ?? '' };
  });
}

/** chasing_inquiry_supplement: at most once an hour, not after an answer; the factory is notified again. */
export async function chaseRequest(ctx: AppContext, user: SessionUser, kind: RequestKind, id: number) {
  const now = ctx.now();
  return ctx.database.db.transaction().execute(async (trx) => {
    const row = await lockRequest(trx, user, kind, id);
    const refusal = chaseRefusal(row.status, row.chased_at, now);
    if (refusal) throw businessError(refusal);
    const notify = notifyAt(kind, now);
    const updated = await trx
      .updateTable('factory_requests')
      .set((eb) => ({ chased_at: now, chase_count: eb('chase_count', '+', 1), notify_at: notify }))
      .where('id', '=', row.id)
      .returning('chase_count')
      .executeTakeFirstOrThrow();
    return { chase_count: updated.chase_count, notify_time: time(notify) ?? '' };
  });
}

/** complete_supplement: the buyer received the samples. */
export async function completeSupplement(ctx: AppContext, user: SessionUser, id: number) {
  await ctx.database.db.transaction().execute(async (trx) => {
    const row = await lockRequest(trx, user, 'supplement', id);
    if (row.status === 'completed') throw businessError(WORKING_SET_MSG.supplementAlreadyCompleted);
    await trx
      .updateTable('factory_requests')
      .set({ status: 'completed', closed_at: ctx.now() })
      .where('id', '=', row.id)
      .execute();
  });
  return requestDetail(ctx, user, 'supplement', id);
}

/** The buyer's (and the buyer's company's) open inquiry and supplement screens follow a request's answer. */
export async function requestChanged(ctx: AppContext, id: number): Promise<void> {
  const row = await ctx.database.db
    .selectFrom('factory_requests')
    .select(['user_id', 'company_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (row)
    publishChange(ctx, { kind: 'inquiry', id, audience: [{ user: row.user_id }, { company: row.company_id ?? 0 }] });
}
