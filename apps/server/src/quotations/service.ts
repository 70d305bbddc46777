import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  CompanyProduct,
  ConfirmInfo,
  ConfirmItem,
  QuotationAnswer,
  QuotationDetail,
  QuotationItem,
  QuotationItemDetail,
  QuotationLinkInfo,
  QuotationMailPreview,
  QuotationSummary,
  ToyItem,
} from '@wanju/api-client';
import { CODE } from '@wanju/api-client';
import {
  type ConfirmDecision,
  changesSinceSent,
  checkQuotationVersion,
  confirmationSummary,
  confirmLinkExpiresAt,
  confirmLinkState,
  DIRECT_EXPORT_MAX_ITEMS,
  exportableItems,
  exportContent,
  exportFileName,
  type FormulaParameter,
  formatZonedDate,
  formatZonedDateTime,
  isQuotationEditable,
  lineQuotedPrice,
  type MailLanguage,
  nextQuotationStatus,
  type PriceFormula,
  parseFormulaParameter,
  QUOTATION_MAX_ITEMS,
  QUOTATION_MSG,
  QUOTATION_STATUS_LABELS,
  type QuotationSource,
  type QuotationStatus,
  quotationNumber,
  quotationTotals,
  quotePrice,
  renderMailTemplate,
  type SentLine,
  validateFormulaInput,
  zonedParts,
  zonedTimeToUtc,
} from '@wanju/domain';
import { sql } from 'kysely';
import { productsByIds } from '../catalogue/index';
import { productsForQuotation } from '../company/library';
import { quotationMailExcel } from '../exports/index';
import { mailTemplate, senderOf, sendMail } from '../mail/index';
import { after, quotationConfirmed } from '../notifications/index';
import { fileUrl } from '../pictures/files';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError } from '../platform/http/errors';
import { cartPage, chooseDetail, chooseProducts, compareList } from '../working-set/index';
import {
  companyHeader,
  countCreatedSince,
  customerFor,
  type ItemRow,
  type ItemSnapshot,
  inScope,
  itemsOf,
  lockNumbering,
  lockQuotation,
  type QDb,
  type QuotationRow,
  qdb,
  quotationQuery,
  type Scope,
  staffOf,
} from './repo';

const time = (v: Date | string | null | undefined) => (v ? formatZonedDateTime(new Date(v)) : null);
const notFound = () => new AppError(CODE.notFound, QUOTATION_MSG.notFound);

// ── Access ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * The one access rule of quotations (to be pointed at platform/access): a company's main account (0) and
 * administrators (2) see all of the company's quotations, a salesperson (1) their own, a user without a
 * company their own; another company never (its ids and links answer "not found").
 */
export function quotationScope(user: SessionUser): Scope {
  if (user.companyId <= 0) return { companyId: null, userId: user.userId };
  return { companyId: user.companyId, userId: user.userType === 1 ? user.userId : null };
}

// ── Mapping ──────────────────────────────────────────────────────────────────────────────────────────

const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

function snapshotOf(p: ToyItem): ItemSnapshot {
  return {
    name: p.name,
    name_en: p.name_en,
    article_number: p.article_number,
    factory_number: p.factory_number,
    factory_id: p.factory_id,
    factory_name: p.factory_name,
    picture: p.picture,
    thumb: p.thumb,
    unit: p.unit,
    packing_name: p.packing_name,
    packing_name_en: p.packing_name_en,
    exworks_price: p.exworks_price,
    additional_price: 0,
    length: p.length,
    width: p.width,
    height: p.height,
    carton_length: p.carton_length,
    carton_width: p.carton_width,
    carton_height: p.carton_height,
    carton_cubic_meter: p.carton_cubic_meter,
    carton_cubic_feet: p.carton_cubic_feet,
    carton_quantity: p.carton_quantity,
    gross_weight: p.gross_weight,
    net_weight: p.net_weight,
    is_black: p.is_black,
    is_set_hide: p.is_set_hide,
    stop_time: p.stop_time,
  };
}

const lineOf = (row: ItemRow) => ({
  ...row.snapshot,
  price_override: num(row.price_override),
  order_box_qty: row.order_box_qty,
});

function toItem(row: ItemRow, formula: PriceFormula): QuotationItem {
  const s = row.snapshot;
  const override = num(row.price_override);
  return {
    id: row.id,
    toy_id: row.product_id,
    position: row.position,
    name: s.name,
    name_en: s.name_en,
    article_number: s.article_number,
    factory_id: s.factory_id,
    factory_name: s.factory_name,
    picture: s.picture,
    thumb: s.thumb,
    unit: s.unit,
    packing_name: s.packing_name,
    exworks_price: s.exworks_price,
    additional_price: s.additional_price,
    formula_price: quotePrice(s, formula).quotedPrice,
    price_override: override,
    quoted_price: lineQuotedPrice(lineOf(row), formula),
    carton_length: s.carton_length,
    carton_width: s.carton_width,
    carton_height: s.carton_height,
    carton_quantity: s.carton_quantity,
    carton_cubic_meter: s.carton_cubic_meter,
    carton_cubic_feet: s.carton_cubic_feet,
    gross_weight: s.gross_weight,
    net_weight: s.net_weight,
    custom_number: row.custom_number,
    order_box_qty: row.order_box_qty,
    remark: row.remark,
    decision: row.decision,
    confirm_qty: row.confirm_qty,
    confirm_remark: row.confirm_remark,
    snapshot_time: time(row.snapshot_at) ?? '',
    is_black: s.is_black,
    is_set_hide: s.is_set_hide,
    stop_time: s.stop_time,
  };
}

const sentLinesOf = (rows: readonly ItemRow[], formula: PriceFormula): SentLine[] =>
  rows.map((r) => ({
    item_id: r.id,
    name: r.snapshot.name,
    quoted_price: lineQuotedPrice(lineOf(r), formula),
    order_box_qty: r.order_box_qty,
  }));

function toSummary(row: QuotationRow, amount: number): QuotationSummary {
  const formula = parseFormulaParameter(row.formula as FormulaParameter);
  return {
    id: row.id,
    number: row.number,
    source: row.source,
    status: row.status,
    status_text: QUOTATION_STATUS_LABELS[row.status],
    status_time: time(row.status_at) ?? '',
    create_time: time(row.created_at) ?? '',
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    user_id: row.user_id,
    user_name: row.user_name,
    currency: formula.currency_type,
    toy_count: Number(row.toy_count ?? 0),
    amount,
    version: row.version,
    company_name: row.company_name,
    company_name_en: row.company_name_en,
    company_telephone: row.company_telephone,
    company_mobile: row.company_mobile,
    fax: row.fax,
    company_email: row.company_email,
    remark: row.remark,
  };
}

// ── Confirmation links: HMAC-signed, expiring, revocable ───────────────────────────────────────────────

function sign(ctx: AppContext, payload: string): string {
  return createHmac('sha256', ctx.secrets.get('quotation-link')).update(payload).digest('base64url');
}
export function linkToken(ctx: AppContext, linkId: number, expiresAt: Date): string {
  const payload = `${linkId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${sign(ctx, `q1.${payload}`)}`;
}
const confirmUrl = (origin: string, token: string) => `${origin.replace(/\/$/, '')}/confirm?token=${token}`;

function linkInfo(
  ctx: AppContext,
  link: { id: number; expires_at: Date; revoked_at: Date | null } | undefined,
  origin: string,
): QuotationLinkInfo | null {
  if (!link) return null;
  const state = confirmLinkState(
    { expiresAt: new Date(link.expires_at), revoked: Boolean(link.revoked_at) },
    ctx.now(),
  );
  return {
    id: link.id,
    state,
    expires_time: time(link.expires_at) ?? '',
    url: state === 'active' ? confirmUrl(origin, linkToken(ctx, link.id, new Date(link.expires_at))) : null,
  };
}

/** A tampered, unknown, expired or revoked token: a clear refusal naming which (the page shows it). */
async function openLink(ctx: AppContext, token: string) {
  const m = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const invalid = () => new AppError(CODE.forbidden, QUOTATION_MSG.linkInvalid, 200, { state: 'invalid' });
  if (!m) throw invalid();
  const expected = Buffer.from(sign(ctx, `q1.${m[1]}.${m[2]}`));
  const given = Buffer.from(m[3] as string);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  const db = qdb(ctx);
  const link = await db.selectFrom('quotation_links').selectAll().where('id', '=', Number(m[1])).executeTakeFirst();
  if (!link || Math.floor(new Date(link.expires_at).getTime() / 1000) !== Number(m[2])) throw invalid();
  const state = confirmLinkState(
    { expiresAt: new Date(link.expires_at), revoked: Boolean(link.revoked_at) },
    ctx.now(),
  );
  if (state === 'expired') throw new AppError(CODE.forbidden, QUOTATION_MSG.linkExpired, 200, { state });
  if (state === 'revoked') throw new AppError(CODE.forbidden, QUOTATION_MSG.linkRevoked, 200, { state });
  const quotation = await db
    .selectFrom('quotations')
    .selectAll()
    .where('id', '=', link.quotation_id)
    .executeTakeFirst();
  if (!quotation) throw invalid();
  return { link, quotation };
}

// ── Reading ──────────────────────────────────────────────────────────────────────────────────────────

export async function salespeople(ctx: AppContext, user: SessionUser) {
  const rows = await staffOf(qdb(ctx), quotationScope(user), user.userId);
  return { list: rows.map((r) => ({ id: r.id, name: r.nickname })) };
}

export async function listQuotations(
  ctx: AppContext,
  user: SessionUser,
  input: {
    page: number;
    page_size: number;
    keyword?: string;
    customer_id?: number;
    user_id?: number;
    status?: QuotationStatus;
    date_from?: string;
    date_to?: string;
    kind: 'company' | 'showroom';
  },
) {
  const db = qdb(ctx);
  let q = quotationQuery(db).where(inScope(quotationScope(user)));
  q = input.kind === 'showroom' ? q.where('q.source', '=', 'showroom') : q.where('q.source', '<>', 'showroom');
  if (input.keyword) q = q.where('q.number', 'ilike', `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (input.customer_id) q = q.where('q.customer_id', '=', input.customer_id);
  if (input.user_id) q = q.where('q.user_id', '=', input.user_id);
  if (input.status) q = q.where('q.status', '=', input.status);
  const dayStart = (d: string) => {
    const [year, month, day] = d.split('-').map(Number) as [number, number, number];
    return zonedTimeToUtc({ year, month, day });
  };
  if (input.date_from) q = q.where('q.created_at', '>=', dayStart(input.date_from));
  if (input.date_to) q = q.where('q.created_at', '<', new Date(dayStart(input.date_to).getTime() + 86_400_000));
  const [rows, count] = await Promise.all([
    q
      .orderBy('q.id', 'desc')
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size)
      .execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await db.selectFrom('quotation_items').selectAll().where('quotation_id', 'in', ids).execute()
    : [];
  const byQuotation = new Map<number, ItemRow[]>();
  for (const it of items) byQuotation.set(it.quotation_id, [...(byQuotation.get(it.quotation_id) ?? []), it]);
  return {
    list: rows.map((r) =>
      toSummary(r, quotationTotals((byQuotation.get(r.id) ?? []).map(lineOf), r.formula as FormulaParameter).amount),
    ),
    total: Number(count.n),
  };
}

async function readable(ctx: AppContext, user: SessionUser, id: number, db: QDb = qdb(ctx)) {
  const row = await quotationQuery(db)
    .where('q.id', '=', id)
    .where(inScope(quotationScope(user)))
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

async function detailOf(
  ctx: AppContext,
  row: QuotationRow,
  origin: string,
  db: QDb = qdb(ctx),
): Promise<QuotationDetail> {
  const formula = parseFormulaParameter(row.formula as FormulaParameter);
  const [items, link, answers] = await Promise.all([
    itemsOf(db, row.id),
    db
      .selectFrom('quotation_links')
      .select(['id', 'expires_at', 'revoked_at'])
      .where('quotation_id', '=', row.id)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    db.selectFrom('quotation_answers').selectAll().where('quotation_id', '=', row.id).orderBy('id', 'desc').execute(),
  ]);
  return {
    ...toSummary(row, quotationTotals(items.map(lineOf), formula).amount),
    formula,
    items: items.map((it) => toItem(it, formula)),
    totals: quotationTotals(items.map(lineOf), formula),
    link: linkInfo(ctx, link, origin),
    answers: answers.map(toAnswer),
    changes: row.sent_lines ? changesSinceSent(row.sent_lines, sentLinesOf(items, formula)) : [],
    sent_time: time(row.sent_at),
  };
}

const toAnswer = (a: {
  name: string;
  contact: string;
  remark: string;
  accepted: number;
  total: number;
  submit_count: number;
  submitted_at: Date;
}): QuotationAnswer => ({
  name: a.name,
  contact: a.contact,
  remark: a.remark,
  accepted: a.accepted,
  total: a.total,
  submit_count: a.submit_count,
  submitted_time: time(a.submitted_at) ?? '',
});

export async function quotationDetail(ctx: AppContext, user: SessionUser, id: number, origin: string) {
  return detailOf(ctx, await readable(ctx, user, id), origin);
}

export async function itemDetail(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  itemId: number,
): Promise<QuotationItemDetail> {
  const row = await readable(ctx, user, id);
  const item = await qdb(ctx)
    .selectFrom('quotation_items')
    .selectAll()
    .where('quotation_id', '=', id)
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!item) throw notFound();
  const product = item.product_id ? (await productsByIds(ctx, [item.product_id])).get(item.product_id) : undefined;
  const current = product
    ? {
        name: product.name,
        exworks_price: product.exworks_price,
        carton_quantity: product.carton_quantity,
        picture: product.picture,
      }
    : null;
  const s = item.snapshot;
  return {
    item: toItem(item, parseFormulaParameter(row.formula as FormulaParameter)),
    current,
    differs: current
      ? current.name !== s.name ||
        current.exworks_price !== s.exworks_price ||
        current.carton_quantity !== s.carton_quantity
      : false,
  };
}

// ── Creating and adding ──────────────────────────────────────────────────────────────────────────────

interface NewLine {
  /** the platform product (for a library product: the one it was taken from, if any) */
  productId: number | null;
  /** a product of the company's own library: quoted as the company keeps it */
  library?: CompanyProduct;
  cartons?: number;
  customNumber?: string;
  remark?: string;
}

/** A line's identity in a quotation: a library product once, a platform product once. */
const lineKey = (l: { productId: number | null; library?: { id: number } }) =>
  l.library ? `c${l.library.id}` : `p${l.productId}`;

/**
 * A library product's snapshot: the company's names, item number, prices, cartons and picture over what its
 * platform product (if any) knows; the factory is the company's supplier factory.
 */
function librarySnapshot(c: CompanyProduct, platform: ToyItem | undefined): ItemSnapshot {
  const base = platform ? snapshotOf(platform) : null;
  const picture = c.picture || base?.picture || '';
  const cbm =
    c.carton_length && c.carton_width && c.carton_height
      ? (c.carton_length * c.carton_width * c.carton_height) / 1_000_000
      : (base?.carton_cubic_meter ?? null);
  return {
    name: c.name,
    name_en: c.name_en || base?.name_en || '',
    article_number: c.item_number,
    factory_number: c.factory_number || base?.factory_number || '',
    factory_id: base?.factory_id ?? 0,
    factory_name: c.supplier_factory_name || base?.factory_name || '',
    picture,
    thumb: c.picture ? fileUrl(c.picture, 's') : (base?.thumb ?? ''),
    unit: c.unit || base?.unit || '',
    packing_name: c.packing_name || base?.packing_name || '',
    packing_name_en: base?.packing_name_en ?? '',
    exworks_price: c.exworks_price || c.price || base?.exworks_price || 0,
    additional_price: 0,
    length: c.length ?? base?.length ?? null,
    width: c.width ?? base?.width ?? null,
    height: c.height ?? base?.height ?? null,
    carton_length: c.carton_length ?? base?.carton_length ?? null,
    carton_width: c.carton_width ?? base?.carton_width ?? null,
    carton_height: c.carton_height ?? base?.carton_height ?? null,
    carton_cubic_meter: cbm,
    carton_cubic_feet: cbm === null ? null : Math.round(cbm * 35.3147 * 1000) / 1000,
    carton_quantity: c.carton_quantity ?? base?.carton_quantity ?? null,
    gross_weight: c.gross_weight ?? base?.gross_weight ?? null,
    net_weight: c.net_weight ?? base?.net_weight ?? null,
    is_black: 0,
    is_set_hide: 0,
    stop_time: null,
  };
}

/** The library products some cart or selection-list lines name, by id (none: no library lookup at all). */
async function libraryOf(ctx: AppContext, user: SessionUser, ids: readonly (number | null | undefined)[]) {
  const wanted = ids.flatMap((id) => (id ? [id] : []));
  if (!wanted.length) return new Map<number, CompanyProduct>();
  return new Map((await productsForQuotation(ctx, user, wanted)).map((c) => [c.id, c]));
}

/** The products of a source, in its order, with what the source knows (cartons, custom numbers). */
async function sourceLines(
  ctx: AppContext,
  user: SessionUser,
  input: { source: QuotationSource; source_id?: number; ids?: number[] },
): Promise<{ lines: NewLine[]; customerId: number | null; formula: PriceFormula | null }> {
  const only = input.ids?.length ? new Set(input.ids) : null;
  const keep = (l: NewLine[]) => (only ? l.filter((x) => x.productId !== null && only.has(x.productId)) : l);
  if (input.source === 'library') {
    const library = await productsForQuotation(ctx, user, input.ids ?? []);
    return {
      lines: library.map((c) => ({ productId: c.product_id, library: c })),
      customerId: null,
      formula: null,
    };
  }
  if (input.source === 'cart') {
    const page = await cartPage(ctx, user, { customer_pick_id: input.source_id });
    // Library lines are quoted as the company keeps them (a line whose product is gone is left out).
    const own = await libraryOf(
      ctx,
      user,
      page.list.map((l) => l.company_product_id),
    );
    return {
      lines: keep(
        page.list.flatMap((l) =>
          l.company_product_id && !own.has(l.company_product_id)
            ? []
            : [
                {
                  productId: l.company_product_id ? (own.get(l.company_product_id)?.product_id ?? null) : l.toy_id,
                  library: l.company_product_id ? own.get(l.company_product_id) : undefined,
                  cartons: l.quantity > 0 ? l.quantity : 1,
                  customNumber: l.custom_number,
                  remark: l.remark,
                },
              ],
        ),
      ),
      customerId: page.cart.customer_id || null,
      formula: null,
    };
  }
  if (input.source === 'chooses') {
    if (!input.source_id) throw businessError(QUOTATION_MSG.noItems);
    const detail = await chooseDetail(ctx, user, input.source_id);
    const products = await chooseProducts(ctx, user, { id: input.source_id, page: 1, page_size: QUOTATION_MAX_ITEMS });
    const own = await libraryOf(
      ctx,
      user,
      products.list.map((p) => p.company_product_id ?? null),
    );
    return {
      lines: keep(
        products.list.map((p) => {
          const library = p.company_product_id ? own.get(p.company_product_id) : undefined;
          return library
            ? { productId: library.product_id, library, customNumber: p.custom_number }
            : { productId: p.id, customNumber: p.custom_number };
        }),
      ),
      customerId: null,
      formula: detail.price_formula,
    };
  }
  if (input.source === 'compare') {
    const { list } = await compareList(ctx, user);
    return { lines: keep(list.map((p) => ({ productId: p.id }))), customerId: null, formula: null };
  }
  return { lines: (input.ids ?? []).map((productId) => ({ productId })), customerId: null, formula: null };
}

/** Every platform product the lines name (read before a transaction: PGlite has one connection). */
async function productsOf(ctx: AppContext, lines: readonly NewLine[]) {
  return productsByIds(ctx, [...new Set(lines.flatMap((l) => (l.productId === null ? [] : [l.productId])))]);
}

async function insertLines(
  trx: QDb,
  ctx: AppContext,
  quotationId: number,
  lines: NewLine[],
  products: Map<number, ToyItem>,
) {
  const existing = new Set(
    (
      await trx
        .selectFrom('quotation_items')
        .select(['product_id', 'company_product_id'])
        .where('quotation_id', '=', quotationId)
        .execute()
    ).map((r) =>
      lineKey({ productId: r.product_id, library: r.company_product_id ? { id: r.company_product_id } : undefined }),
    ),
  );
  const fresh = lines.filter(
    (l, i) => !existing.has(lineKey(l)) && lines.findIndex((x) => lineKey(x) === lineKey(l)) === i,
  );
  const platform = (l: NewLine) => (l.productId === null ? undefined : products.get(l.productId));
  const usable = fresh.filter((l) => l.library || (platform(l) && !platform(l)?.is_black));
  if (existing.size + usable.length > QUOTATION_MAX_ITEMS) throw businessError(QUOTATION_MSG.tooManyItems);
  const last = await trx
    .selectFrom('quotation_items')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('quotation_id', '=', quotationId)
    .executeTakeFirst();
  let position = Number(last?.p ?? -1) + 1;
  const now = ctx.now();
  for (let i = 0; i < usable.length; i += 500) {
    const chunk = usable.slice(i, i + 500);
    if (!chunk.length) break;
    await trx
      .insertInto('quotation_items')
      .values(
        chunk.map((l) => ({
          quotation_id: quotationId,
          product_id: l.productId,
          company_product_id: l.library?.id ?? null,
          position: position++,
          snapshot: JSON.stringify(
            l.library ? librarySnapshot(l.library, platform(l)) : snapshotOf(platform(l) as ToyItem),
          ),
          snapshot_at: now,
          custom_number: l.customNumber ?? '',
          order_box_qty: l.cartons ?? 1,
          remark: l.remark ?? '',
        })),
      )
      .execute();
  }
  return { added: usable.length, existing: lines.length - usable.length };
}

async function createHeader(
  trx: QDb,
  ctx: AppContext,
  user: SessionUser,
  input: {
    source: QuotationSource;
    sourceId: number | null;
    customerId: number | null;
    formula: unknown;
    remark?: string;
  },
) {
  const companyId = user.companyId > 0 ? user.companyId : null;
  const customer = input.customerId ? await customerFor(trx, companyId, user.userId, input.customerId) : null;
  if (input.customerId && !customer) throw businessError(QUOTATION_MSG.customerRequired);
  await lockNumbering(trx, companyId, user.userId);
  const now = ctx.now();
  const p = zonedParts(now);
  const since = zonedTimeToUtc({ year: p.year, month: p.month, day: p.day });
  const sequence = (await countCreatedSince(trx, companyId, user.userId, since)) + 1;
  const header = await companyHeader(trx, companyId);
  return trx
    .insertInto('quotations')
    .values({
      company_id: companyId,
      user_id: user.userId,
      customer_id: customer?.id ?? null,
      customer_name: customer?.name ?? '',
      customer_email: customer?.email ?? '',
      number: quotationNumber(formatZonedDate(now), sequence),
      source: input.source,
      source_id: input.sourceId,
      status: 'draft',
      status_at: now,
      company_name: header?.name ?? '',
      company_name_en: header?.name_en ?? '',
      company_telephone: header?.telephone ?? '',
      company_mobile: header?.mobile ?? '',
      fax: header?.fax ?? '',
      company_email: header?.email ?? '',
      remark: input.remark ?? '',
      formula: JSON.stringify(parseFormulaParameter((input.formula ?? null) as FormulaParameter)),
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'number', 'version'])
    .executeTakeFirstOrThrow();
}

function checkFormula(raw: Record<string, unknown> | undefined) {
  if (!raw) return;
  const error = validateFormulaInput(raw);
  if (error) throw businessError(error);
}

/** add_quotation: a new quotation from a cart, selection list, comparison, search or showroom; or more items for one. */
export async function addQuotation(
  ctx: AppContext,
  user: SessionUser,
  input: {
    source: QuotationSource;
    source_id?: number;
    ids?: number[];
    customer_id?: number;
    quotation_id?: number;
    version?: number;
  },
) {
  const { lines, customerId, formula } = await sourceLines(ctx, user, input);
  if (!lines.length) throw businessError(QUOTATION_MSG.noItems);
  const products = await productsOf(ctx, lines);
  return qdb(ctx)
    .transaction()
    .execute(async (trx) => {
      if (input.quotation_id) {
        const row = await lockQuotation(trx, quotationScope(user), input.quotation_id);
        if (!row) throw notFound();
        if (!isQuotationEditable(row.status)) throw businessError(QUOTATION_MSG.closed);
        if (input.version !== undefined) {
          const stale = checkQuotationVersion(input.version, row.version);
          if (stale) throw businessError(stale);
        }
        const result = await insertLines(trx, ctx, row.id, lines, products);
        const version = row.version + 1;
        await trx.updateTable('quotations').set({ version, updated_at: ctx.now() }).where('id', '=', row.id).execute();
        return { id: row.id, number: row.number, version, ...result };
      }
      const created = await createHeader(trx, ctx, user, {
        source: input.source,
        sourceId: input.source_id ?? null,
        customerId: input.customer_id ?? customerId,
        formula,
      });
      const result = await insertLines(trx, ctx, created.id, lines, products);
      if (!result.added) throw businessError(QUOTATION_MSG.noItems);
      return { ...created, ...result };
    });
}

/** add_new_quotation: an empty draft. */
export async function addNewQuotation(
  ctx: AppContext,
  user: SessionUser,
  input: { customer_id?: number; remark?: string; formula?: Record<string, unknown> },
) {
  checkFormula(input.formula);
  return qdb(ctx)
    .transaction()
    .execute((trx) =>
      createHeader(trx, ctx, user, {
        source: 'cart',
        sourceId: null,
        customerId: input.customer_id ?? null,
        formula: input.formula ?? null,
        remark: input.remark,
      }),
    );
}

// ── Editing ──────────────────────────────────────────────────────────────────────────────────────────

type SaveInput = {
  id: number;
  version: number;
  header?: Partial<
    Record<
      'company_name' | 'company_name_en' | 'company_telephone' | 'company_mobile' | 'fax' | 'company_email' | 'remark',
      string
    >
  >;
  customer_id?: number | null;
  customer_email?: string;
  formula?: Record<string, unknown>;
  items?: {
    id: number;
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

// ── Sending ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * What the preview says of the Excel without making it: the file attached up to the direct-export size,
 * else a download link added at the end of the body when sending.
 */
function excelPlan(detail: QuotationDetail, lang: MailLanguage, now: Date) {
  const count = exportableItems(detail.items).length;
  if (!count) return { attachments: [], linkLine: '' };
  const filename = exportFileName(exportContent('quotation', detail.number), 'excel', formatZonedDateTime(now));
  if (count <= DIRECT_EXPORT_MAX_ITEMS) return { attachments: [{ filename, url: '' }], linkLine: '' };
  return { attachments: [], linkLine: QUOTATION_MSG.excelLink(lang, '…') };
}

async function mailFor(
  ctx: AppContext,
  user: SessionUser,
  row: QuotationRow,
  input: { lang: MailLanguage; to?: string; name?: string; subject?: string; body?: string },
  link: string,
) {
  const template = await mailTemplate(ctx, user, input.lang);
  const rendered = renderMailTemplate(
    { subject: input.subject || template.subject, body: input.body || template.body },
    {
      company: input.lang === 'en' ? row.company_name_en || row.company_name : row.company_name,
      customer: input.name || row.customer_name || QUOTATION_MSG.customerFallback(input.lang),
      number: row.number,
      link,
      sender: row.user_name,
    },
  );
  return rendered;
}

/** get_info: the e-mail exactly as the customer will receive it (the link shown is a sample until sending). */
export async function mailPreview(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; lang: MailLanguage; to?: string; subject?: string; body?: string },
  origin: string,
): Promise<QuotationMailPreview> {
  const row = await readable(ctx, user, input.id);
  const detail = await detailOf(ctx, row, origin);
  const link = detail.link?.url ?? `${origin.replace(/\/$/, '')}/confirm?token=…`;
  const mail = await mailFor(ctx, user, row, input, link);
  const from = await senderOf(ctx, user);
  const excel = excelPlan(detail, input.lang, ctx.now());
  return {
    from,
    to: { name: row.customer_name, email: input.to || row.customer_email },
    lang: input.lang,
    subject: mail.subject,
    body: excel.linkLine ? `${mail.body}\n\n${excel.linkLine}` : mail.body,
    link,
    attachments: excel.attachments,
    outbox: !from,
  };
}

/**
 * send_email: marks the quotation sent (keeping what the customer receives, to show later changes), makes a
 * new confirmation link (earlier ones are revoked: only the newest shows the quotation), and sends or
 * outboxes the message. The mail's own failure is on its record, not an error of this call.
 */
export async function sendQuotation(
  ctx: AppContext,
  user: SessionUser,
  input: {
    id: number;
    to: string;
    name?: string;
    lang: MailLanguage;
    subject?: string;
    body?: string;
    mailbox_id?: number;
    days?: number;
  },
  origin: string,
) {
  const db = qdb(ctx);
  const scope = quotationScope(user);
  const { link, status, expiresAt } = await db.transaction().execute(async (trx) => {
    const row = await lockQuotation(trx, scope, input.id);
    if (!row) throw notFound();
    const next = nextQuotationStatus(row.status, { type: 'send' });
    if (!next) throw businessError(QUOTATION_MSG.cannotSend);
    const items = await itemsOf(trx, row.id);
    if (!items.length) throw businessError(QUOTATION_MSG.noItems);
    const now = ctx.now();
    await trx
      .updateTable('quotation_links')
      .set({ revoked_at: now })
      .where('quotation_id', '=', row.id)
      .where('revoked_at', 'is', null)
      .execute();
    const created = await trx
      .insertInto('quotation_links')
      .values({ quotation_id: row.id, expires_at: confirmLinkExpiresAt(now, input.days), created_at: now })
      .returning(['id', 'expires_at', 'revoked_at'])
      .executeTakeFirstOrThrow();
    const formula = parseFormulaParameter(row.formula as FormulaParameter);
    await trx
      .updateTable('quotations')
      .set({
        status: next,
        status_at: now,
        sent_at: now,
        sent_lines: JSON.stringify(sentLinesOf(items, formula)),
        customer_email: input.to,
        version: row.version + 1,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .execute();
    // a new sending asks again: the previous answers stay on record, the lines start pending
    await trx
      .updateTable('quotation_items')
      .set({ decision: 'pending', confirm_qty: null, confirm_remark: '' })
      .where('quotation_id', '=', row.id)
      .execute();
    return {
      link: linkInfo(ctx, created, origin) as QuotationLinkInfo,
      status: next,
      expiresAt: new Date(created.expires_at),
    };
  });
  const row = await readable(ctx, user, input.id);
  const mail = await mailFor(ctx, user, row, input, link.url ?? '');
  // Without its Excel the e-mail still carries the confirmation link, where every item shows.
  const excel = await quotationMailExcel(ctx, user, row.id, {
    lang: input.lang,
    origin,
    until: expiresAt,
  }).catch((error: unknown) => {
    console.warn('quotation excel failed', error);
    return null;
  });
  const linked = excel?.kind === 'link' ? [{ filename: excel.filename, url: excel.url }] : [];
  const record = await sendMail(ctx, user, {
    to: input.to,
    name: input.name || row.customer_name,
    subject: mail.subject,
    text: linked[0] ? `${mail.body}\n\n${QUOTATION_MSG.excelLink(input.lang, linked[0].url)}` : mail.body,
    links: linked,
    files: excel?.kind === 'file' ? [{ filename: excel.filename, content: excel.content }] : [],
    quotationId: row.id,
    mailboxId: input.mailbox_id,
  });
  const message =
    record.status === 0 ? QUOTATION_MSG.sent : record.status === 2 ? QUOTATION_MSG.outboxed : record.reason;
  return { record, link, status, message };
}

export async function revokeLink(ctx: AppContext, user: SessionUser, id: number, origin: string) {
  await readable(ctx, user, id);
  const db = qdb(ctx);
  await db
    .updateTable('quotation_links')
    .set({ revoked_at: ctx.now() })
    .where('quotation_id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  const link = await db
    .selectFrom('quotation_links')
    .select(['id', 'expires_at', 'revoked_at'])
    .where('quotation_id', '=', id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return { link: linkInfo(ctx, link, origin) };
}

// ── The customer's confirmation page ────────────────────────────────────────────────────────────────

export async function confirmInfo(ctx: AppContext, token: string): Promise<ConfirmInfo> {
  const { link, quotation: q } = await openLink(ctx, token);
  const db = qdb(ctx);
  if (!link.opened_at)
    await db.updateTable('quotation_links').set({ opened_at: ctx.now() }).where('id', '=', link.id).execute();
  const formula = parseFormulaParameter(q.formula as FormulaParameter);
  const items = await itemsOf(db, q.id);
  const answer = await db.selectFrom('quotation_answers').selectAll().where('link_id', '=', link.id).executeTakeFirst();
  return {
    number: q.number,
    company_name: q.company_name,
    company_name_en: q.company_name_en,
    company_telephone: q.company_telephone,
    company_mobile: q.company_mobile,
    fax: q.fax,
    company_email: q.company_email,
    remark: q.remark,
    customer_name: q.customer_name,
    currency: formula.currency_type,
    status: q.status,
    status_time: time(q.status_at) ?? '',
    create_time: time(q.created_at) ?? '',
    expires_time: time(link.expires_at) ?? '',
    totals: quotationTotals(items.map(lineOf), formula),
    changes: q.sent_lines ? changesSinceSent(q.sent_lines, sentLinesOf(items, formula)) : [],
    answer: answer ? toAnswer(answer) : null,
    is_closed: q.status === 'closed',
  };
}

function toConfirmItem(row: ItemRow, formula: PriceFormula, changed: Set<number>): ConfirmItem {
  const s = row.snapshot;
  return {
    id: row.id,
    name: s.name,
    name_en: s.name_en,
    custom_number: row.custom_number,
    article_number: row.custom_number || s.article_number,
    picture: s.picture,
    thumb: s.thumb,
    unit: s.unit,
    packing_name: s.packing_name,
    quoted_price: lineQuotedPrice(lineOf(row), formula),
    carton_length: s.carton_length,
    carton_width: s.carton_width,
    carton_height: s.carton_height,
    carton_quantity: s.carton_quantity,
    carton_cubic_meter: s.carton_cubic_meter,
    gross_weight: s.gross_weight,
    order_box_qty: row.order_box_qty,
    decision: row.decision,
    confirm_qty: row.confirm_qty,
    confirm_remark: row.confirm_remark,
    changed: changed.has(row.id),
  };
}

export async function confirmItems(ctx: AppContext, input: { token: string; page: number; page_size: number }) {
  const { quotation: q } = await openLink(ctx, input.token);
  const formula = parseFormulaParameter(q.formula as FormulaParameter);
  const all = await itemsOf(qdb(ctx), q.id);
  const changed = new Set(
    (q.sent_lines ? changesSinceSent(q.sent_lines, sentLinesOf(all, formula)) : []).map((c) => c.item_id),
  );
  const page = all.slice((input.page - 1) * input.page_size, input.page * input.page_size);
  return { list: page.map((r) => toConfirmItem(r, formula, changed)), total: all.length };
}

async function editableLink(ctx: AppContext, token: string) {
  const opened = await openLink(ctx, token);
  if (opened.quotation.status === 'closed') throw businessError(QUOTATION_MSG.closed);
  return opened;
}

export async function editConfirmItem(
  ctx: AppContext,
  input: { token: string; item_id: number; decision?: ConfirmDecision; quantity?: number | null; remark?: string },
) {
  const { quotation: q } = await editableLink(ctx, input.token);
  const db = qdb(ctx);
  const set: Record<string, unknown> = {};
  if (input.decision) set.decision = input.decision;
  if (input.quantity !== undefined) set.confirm_qty = input.quantity;
  if (input.remark !== undefined) set.confirm_remark = input.remark;
  if (Object.keys(set).length) {
    const updated = await db
      .updateTable('quotation_items')
      .set(set)
      .where('id', '=', input.item_id)
      .where('quotation_id', '=', q.id)
      .executeTakeFirst();
    if (!Number(updated.numUpdatedRows)) throw notFound();
  }
  const row = await db
    .selectFrom('quotation_items')
    .selectAll()
    .where('id', '=', input.item_id)
    .where('quotation_id', '=', q.id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toConfirmItem(row, parseFormulaParameter(q.formula as FormulaParameter), new Set());
}

export async function batchConfirm(
  ctx: AppContext,
  input: { token: string; item_ids: number[]; decision: ConfirmDecision },
) {
  const { quotation: q } = await editableLink(ctx, input.token);
  const result = await qdb(ctx)
    .updateTable('quotation_items')
    .set({ decision: input.decision })
    .where('quotation_id', '=', q.id)
    .where('id', 'in', input.item_ids)
    .executeTakeFirst();
  return { updated: Number(result.numUpdatedRows) };
}

/**
 * submit_confirm: one answer per link (a second submit updates it and counts the repeat, never a second
 * row); the quotation moves to confirmed in part or whole; the salesperson gets a bell notice.
 */
export async function submitConfirm(
  ctx: AppContext,
  input: { token: string; name: string; contact?: string; remark?: string },
) {
  const { link } = await editableLink(ctx, input.token);
  const db = qdb(ctx);
  const done = await db.transaction().execute(async (trx) => {
    const q = await trx
      .selectFrom('quotations')
      .selectAll()
      .where('id', '=', link.quotation_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const items = await itemsOf(trx, q.id);
    const { accepted, total } = confirmationSummary(items.map((i) => i.decision));
    const next = nextQuotationStatus(q.status, { type: 'submit', accepted, total });
    if (!next) throw businessError(QUOTATION_MSG.closed);
    const now = ctx.now();
    const previous = await trx
      .selectFrom('quotation_answers')
      .select(['id', 'submit_count'])
      .where('link_id', '=', link.id)
      .executeTakeFirst();
    const fields = {
      name: input.name,
      contact: input.contact ?? '',
      remark: input.remark ?? '',
      accepted,
      total,
      submitted_at: now,
    };
    if (previous)
      await trx
        .updateTable('quotation_answers')
        .set({ ...fields, submit_count: previous.submit_count + 1 })
        .where('id', '=', previous.id)
        .execute();
    else
      await trx
        .insertInto('quotation_answers')
        .values({ ...fields, quotation_id: q.id, link_id: link.id })
        .execute();
    await trx
      .updateTable('quotations')
      .set({ status: next, status_at: now, version: q.version + 1, updated_at: now })
      .where('id', '=', q.id)
      .execute();
    const notice = {
      number: q.number,
      content: QUOTATION_MSG.confirmedContent(
        input.name || q.customer_name || QUOTATION_MSG.customerFallback('zh'),
        accepted,
        total,
        input.remark ?? '',
      ),
      link: `/edit_quotation/${q.id}`,
    };
    return {
      salesperson: q.user_id,
      notice,
      answer: {
        accepted,
        total,
        status: next,
        repeat: Boolean(previous),
        message: previous ? QUOTATION_MSG.alreadySubmitted : QUOTATION_MSG.submitted,
      },
    };
  });
  // after the commit: the bell notice (stored and its count pushed live) never undoes the customer's answer
  return after(ctx, (c) => quotationConfirmed(c, done.salesperson, done.notice))(done.answer);
}

/**
 * For other areas (exports of source 'quotation', a mail attachment): the quotation with its header, formula
 * and priced lines when this user may read it, else null (another company's id reads as absent).
 */
export async function quotationForExport(
  ctx: AppContext,
  user: SessionUser,
  id: number,
): Promise<QuotationDetail | null> {
  const row = await quotationQuery(qdb(ctx))
    .where('q.id', '=', id)
    .where(inScope(quotationScope(user)))
    .executeTakeFirst();
  return row ? detailOf(ctx, row, '') : null;
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
