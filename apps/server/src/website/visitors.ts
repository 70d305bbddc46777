import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  ACCESS_STATUS,
  mayApplyForAccess,
  mayOrder,
  orderTotal,
  parseVisitorAccount,
  SAMPLE_LIST_MAX_ITEMS,
  SAMPLE_LIST_STATUS,
  visitorPasswordOk,
  websiteOrderNumber,
} from '@wanju/domain';
import type { Selectable } from 'kysely';
import { showcaseProduct } from '../company/index';
import type { WebsiteVisitorsTable } from '../platform/db/schema';
import type { AppContext } from '../platform/http/context';
import type { SiteRow } from './cache';
import { orderLines, sampleLines } from './commerce';
import { time, wdb, zonedToday } from './common';

/**
 * A public site's visitors: accounts of one site (phone or e-mail, password hashed with argon2 as the
 * platform's), sessions in a cookie of their own, access requests, the sample list and orders. Every
 * function takes the site the request came to and touches only that site's rows.
 */

export type Visitor = Selectable<WebsiteVisitorsTable>;
/** A refusal shown on the form, by key of the site's text catalogue. */
export class VisitorRefusal extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

const SESSION_DAYS = 30;
const LOCK_WINDOW_MS = 15 * 60_000;
const LOCK_FAILURES = 5;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

let dummyHash: Promise<string> | undefined;

export async function register(
  ctx: AppContext,
  site: SiteRow,
  input: { account: string; password: string; name: string; company_name: string },
): Promise<Visitor> {
  const account = parseVisitorAccount(input.account);
  if (!account) throw new VisitorRefusal('accountInvalid');
  if (!visitorPasswordOk(input.password)) throw new VisitorRefusal('passwordInvalid');
  if (!input.name.trim()) throw new VisitorRefusal('nameRequired');
  const password_hash = await hash(input.password);
  const row = await wdb(ctx)
    .insertInto('website_visitors')
    .values({
      website_id: site.id,
      account: account.value,
      name: input.name.trim().slice(0, 50),
      company_name: input.company_name.trim().slice(0, 100),
      password_hash,
      chat_user_id: null,
      created_at: ctx.now(),
      last_login_at: ctx.now(),
    })
    .onConflict((oc) => oc.columns(['website_id', 'account']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new VisitorRefusal('accountTaken');
  return row;
}

/** Signs a visitor in; five failures of one account within 15 minutes lock it for the rest of that window. */
export async function signIn(
  ctx: AppContext,
  site: SiteRow,
  input: { account: string; password: string },
  client: { ip: string; userAgent: string },
): Promise<Visitor> {
  const account = parseVisitorAccount(input.account);
  if (!account) throw new VisitorRefusal('accountInvalid');
  const db = wdb(ctx);
  const since = new Date(ctx.now().getTime() - LOCK_WINDOW_MS);
  const { n } = await db
    .selectFrom('website_logins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('website_id', '=', site.id)
    .where('account', '=', account.value)
    .where('succeeded', '=', false)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(n) >= LOCK_FAILURES) throw new VisitorRefusal('tooManyAttempts');
  const visitor = await db
    .selectFrom('website_visitors')
    .selectAll()
    .where('website_id', '=', site.id)
    .where('account', '=', account.value)
    .executeTakeFirst();
  let ok = false;
  if (visitor) ok = await verify(visitor.password_hash, input.password);
  else {
    // the same work for an unknown account, so timing does not tell which accounts exist
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, input.password);
  }
  await recordLogin(ctx, site, visitor && ok ? visitor.id : (visitor?.id ?? null), account.value, ok, client);
  if (!visitor || !ok) throw new VisitorRefusal('wrongPassword');
  await db.updateTable('website_visitors').set({ last_login_at: ctx.now() }).where('id', '=', visitor.id).execute();
  return visitor;
}

export async function recordLogin(
  ctx: AppContext,
  site: SiteRow,
  visitorId: number | null,
  account: string,
  succeeded: boolean,
  client: { ip: string; userAgent: string },
) {
  await wdb(ctx)
    .insertInto('website_logins')
    .values({
      website_id: site.id,
      visitor_id: visitorId,
      account,
      succeeded,
      ip: client.ip.slice(0, 64),
      user_agent: client.userAgent.slice(0, 300),
      created_at: ctx.now(),
    })
    .execute();
}

export async function createSession(ctx: AppContext, visitorId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await wdb(ctx)
    .insertInto('website_visitor_sessions')
    .values({
      visitor_id: visitorId,
      token_hash: hashToken(token),
      created_at: ctx.now(),
      expires_at: new Date(ctx.now().getTime() + SESSION_DAYS * 86_400_000),
    })
    .execute();
  return token;
}

/**
 * Sessions read in the last few seconds, per database: a visitor browsing pages is one query per few
 * seconds, not per page. Signing out here forgets at once; an approval shows within SESSION_MEMO_MS.
 */
const SESSION_MEMO_MS = 3000;
const sessionMemos = new WeakMap<object, Map<string, { at: number; visitor: Visitor | null }>>();
function sessionMemo(ctx: AppContext) {
  let memo = sessionMemos.get(ctx.database);
  if (!memo) {
    memo = new Map();
    sessionMemos.set(ctx.database, memo);
  }
  if (memo.size > 20_000) memo.clear();
  return memo;
}

/** The visitor of a session cookie, only on the site it was made for. */
export async function visitorOfToken(
  ctx: AppContext,
  site: SiteRow,
  token: string | undefined,
): Promise<Visitor | null> {
  if (!token || token.length > 100) return null;
  const memo = sessionMemo(ctx);
  const key = `${site.id}:${hashToken(token)}`;
  const known = memo.get(key);
  if (known && Date.now() - known.at < SESSION_MEMO_MS) return known.visitor;
  const visitor = await readVisitorOfToken(ctx, site, token);
  memo.set(key, { at: Date.now(), visitor });
  return visitor;
}

/** Drops the memo of a visitor's sessions after a change of the visitor (access applied, chat identity made). */
export function forgetVisitor(ctx: AppContext, visitorId: number): void {
  const memo = sessionMemo(ctx);
  for (const [key, value] of memo) if (value.visitor?.id === visitorId) memo.delete(key);
}

async function readVisitorOfToken(ctx: AppContext, site: SiteRow, token: string): Promise<Visitor | null> {
  const row = await wdb(ctx)
    .selectFrom('website_visitor_sessions as s')
    .innerJoin('website_visitors as v', 'v.id', 's.visitor_id')
    .selectAll('v')
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', ctx.now())
    .where('v.website_id', '=', site.id)
    .executeTakeFirst();
  return row ?? null;
}

export async function endSession(ctx: AppContext, token: string | undefined): Promise<void> {
  if (!token) return;
  const hashed = hashToken(token);
  const memo = sessionMemo(ctx);
  for (const key of memo.keys()) if (key.endsWith(`:${hashed}`)) memo.delete(key);
  await wdb(ctx)
    .updateTable('website_visitor_sessions')
    .set({ revoked_at: ctx.now() })
    .where('token_hash', '=', hashToken(token))
    .execute();
}

// ── Access ───────────────────────────────────────────────────────────────────────────────────────────

export async function accessNote(ctx: AppContext, visitor: Visitor): Promise<string> {
  const row = await wdb(ctx)
    .selectFrom('website_access_requests')
    .select('note')
    .where('visitor_id', '=', visitor.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.note ?? '';
}

/** A visitor asks for access to prices and ordering; a waiting or approved visitor is not asked again. */
export async function applyForAccess(ctx: AppContext, site: SiteRow, visitor: Visitor, message: string): Promise<void> {
  if (!mayApplyForAccess(visitor.access_status)) return;
  await wdb(ctx)
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('website_access_requests')
        .values({
          website_id: site.id,
          visitor_id: visitor.id,
          message: message.trim().slice(0, 300),
          created_at: ctx.now(),
        })
        .onConflict((oc) => oc.column('visitor_id').where('status', '=', ACCESS_STATUS.pending).doNothing())
        .execute();
      await trx
        .updateTable('website_visitors')
        .set({ access_status: ACCESS_STATUS.pending })
        .where('id', '=', visitor.id)
        .execute();
    });
  forgetVisitor(ctx, visitor.id);
}

// ── Sample list ──────────────────────────────────────────────────────────────────────────────────────

async function openList(ctx: AppContext, site: SiteRow, visitor: Visitor): Promise<number> {
  const db = wdb(ctx);
  const made = await db
    .insertInto('website_sample_lists')
    .values({ website_id: site.id, visitor_id: visitor.id, created_at: ctx.now() })
    .onConflict((oc) => oc.column('visitor_id').where('status', '=', SAMPLE_LIST_STATUS.open).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (made) return made.id;
  const row = await db
    .selectFrom('website_sample_lists')
    .select('id')
    .where('visitor_id', '=', visitor.id)
    .where('status', '=', SAMPLE_LIST_STATUS.open)
    .executeTakeFirstOrThrow();
  return row.id;
}

export const shownIds = (site: SiteRow) => (site.selected_products ? site.product_ids : undefined);

/** Adds a shown product of this site's company to the visitor's list (the quantity adds up). */
export async function addSample(ctx: AppContext, site: SiteRow, visitor: Visitor, productId: number, qty: number) {
  const product = await showcaseProduct(wdb(ctx), site.company_id, productId, shownIds(site));
  if (!product) return false;
  const listId = await openList(ctx, site, visitor);
  const db = wdb(ctx);
  const { n } = await db
    .selectFrom('website_sample_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('list_id', '=', listId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= SAMPLE_LIST_MAX_ITEMS) return false;
  await db
    .insertInto('website_sample_items')
    .values({ list_id: listId, company_product_id: productId, qty, added_at: ctx.now() })
    .onConflict((oc) =>
      oc.columns(['list_id', 'company_product_id']).doUpdateSet((eb) => ({
        qty: eb('website_sample_items.qty', '+', eb.ref('excluded.qty')),
      })),
    )
    .execute();
  return true;
}

export async function updateSample(
  ctx: AppContext,
  site: SiteRow,
  visitor: Visitor,
  productId: number,
  qty: number,
  remark: string,
) {
  const listId = await openList(ctx, site, visitor);
  const db = wdb(ctx);
  if (qty <= 0)
    await db
      .deleteFrom('website_sample_items')
      .where('list_id', '=', listId)
      .where('company_product_id', '=', productId)
      .execute();
  else
    await db
      .updateTable('website_sample_items')
      .set({ qty, remark: remark.slice(0, 200) })
      .where('list_id', '=', listId)
      .where('company_product_id', '=', productId)
      .execute();
}

/** How many products the visitor's list being built holds (the header's badge). */
export async function currentCount(ctx: AppContext, site: SiteRow, visitor: Visitor): Promise<number> {
  const row = await wdb(ctx)
    .selectFrom('website_sample_lists as l')
    .innerJoin('website_sample_items as i', 'i.list_id', 'l.id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('l.visitor_id', '=', visitor.id)
    .where('l.website_id', '=', site.id)
    .where('l.status', '=', SAMPLE_LIST_STATUS.open)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function currentList(ctx: AppContext, site: SiteRow, visitor: Visitor) {
  const row = await wdb(ctx)
    .selectFrom('website_sample_lists')
    .select('id')
    .where('visitor_id', '=', visitor.id)
    .where('website_id', '=', site.id)
    .where('status', '=', SAMPLE_LIST_STATUS.open)
    .executeTakeFirst();
  return row ? { id: row.id, lines: await sampleLines(wdb(ctx), row.id) } : { id: null, lines: [] };
}

/** Submits the list being built (not an empty one); the company sees it on /sampleList. */
export async function submitList(ctx: AppContext, site: SiteRow, visitor: Visitor, remark: string): Promise<boolean> {
  const list = await currentList(ctx, site, visitor);
  if (!list.id || !list.lines.length) return false;
  await wdb(ctx)
    .updateTable('website_sample_lists')
    .set({ status: SAMPLE_LIST_STATUS.submitted, remark: remark.trim().slice(0, 500), submitted_at: ctx.now() })
    .where('id', '=', list.id)
    .where('status', '=', SAMPLE_LIST_STATUS.open)
    .execute();
  return true;
}

export async function submittedLists(ctx: AppContext, site: SiteRow, visitor: Visitor) {
  const db = wdb(ctx);
  const rows = await db
    .selectFrom('website_sample_lists')
    .select(['id', 'status', 'remark', 'submitted_at'])
    .where('visitor_id', '=', visitor.id)
    .where('website_id', '=', site.id)
    .where('status', '<>', SAMPLE_LIST_STATUS.open)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return Promise.all(
    rows.map(async (r) => ({ ...r, submitted_time: time(r.submitted_at), lines: await sampleLines(db, r.id) })),
  );
}

/**
 * Orders a submitted sample list at the current prices (a snapshot of the lines); only an approved visitor,
 * each list once.
 */
export async function placeOrder(
  ctx: AppContext,
  site: SiteRow,
  visitor: Visitor,
  listId: number,
  remark: string,
): Promise<'ok' | 'needApproval' | 'notFound'> {
  if (!mayOrder(visitor.access_status)) return 'needApproval';
  return wdb(ctx)
    .transaction()
    .execute(async (trx) => {
      const list = await trx
        .selectFrom('website_sample_lists')
        .select(['id'])
        .where('id', '=', listId)
        .where('visitor_id', '=', visitor.id)
        .where('website_id', '=', site.id)
        .where('status', '=', SAMPLE_LIST_STATUS.submitted)
        .forUpdate()
        .executeTakeFirst();
      if (!list) return 'notFound' as const;
      const lines = await sampleLines(trx, list.id);
      if (!lines.length) return 'notFound' as const;
      const order = await trx
        .insertInto('website_orders')
        .values({
          website_id: site.id,
          visitor_id: visitor.id,
          sample_list_id: list.id,
          remark: remark.trim().slice(0, 500),
          total: orderTotal(lines),
          created_at: ctx.now(),
          updated_at: ctx.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('website_orders')
        .set({ number: websiteOrderNumber(zonedToday(ctx.now()), order.id) })
        .where('id', '=', order.id)
        .execute();
      await trx
        .insertInto('website_order_items')
        .values(lines.map((l) => ({ order_id: order.id, ...l })))
        .execute();
      await trx
        .updateTable('website_sample_lists')
        .set({ status: SAMPLE_LIST_STATUS.ordered })
        .where('id', '=', list.id)
        .execute();
      return 'ok' as const;
    });
}

export async function visitorOrders(ctx: AppContext, site: SiteRow, visitor: Visitor) {
  const db = wdb(ctx);
  const rows = await db
    .selectFrom('website_orders')
    .select(['id', 'number', 'status', 'status_note', 'total', 'created_at'])
    .where('visitor_id', '=', visitor.id)
    .where('website_id', '=', site.id)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return Promise.all(
    rows.map(async (r) => ({
      ...r,
      total: Number(r.total),
      created_time: time(r.created_at),
      lines: await orderLines(db, r.id),
    })),
  );
}
