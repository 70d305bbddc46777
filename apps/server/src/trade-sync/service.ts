import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type api,
  CODE,
  type Page,
  type ParsedRequestOf,
  type SyncAccountInfo,
  type SyncApplicationItem,
  type SyncApplyResult,
  type SyncPayload,
} from '@wanju/api-client';
import {
  exportableItems,
  formatZonedDateTime,
  MSG,
  normalizeSyncIps,
  SYNC_ACCOUNT_STATUS_TEXT,
  type SyncAccountStatus,
  type SyncItem,
  syncApplyProblem,
  syncApplyResultMessage,
  syncHosts,
  TRADE_SYNC_MSG,
  TRADE_SYSTEMS,
  validateSyncApplicationForm,
  validateSyncRequest,
} from '@wanju/domain';
import { requireAgent } from '../chat/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError, notFound } from '../platform/http/errors';
import { quotationForExport } from '../quotations/index';
import { cartPage } from '../working-set/index';
import * as repo from './repo';

type Tx = AppContext['database']['db'];
const time = (v: Date | string | null | undefined) => (v ? formatZonedDateTime(new Date(v)) : null);
const statusOf = (s: string): SyncAccountStatus => (s === 'approved' || s === 'rejected' ? s : 'pending');
/** A picture path made absolute, so the trade software can fetch it. */
const absolute = (origin: string, url: string | null | undefined) =>
  !url ? '' : /^https?:/.test(url) ? url : origin + url;

// ── The company's account ────────────────────────────────────────────────────────────────────────────

export async function account(ctx: AppContext, user: SessionUser): Promise<SyncAccountInfo> {
  const { db } = ctx.database;
  const row = user.companyId > 0 ? await repo.accountOfCompany(db, user.companyId) : undefined;
  const canApply = syncApplyProblem(user) === null;
  if (!row) {
    return {
      id: null,
      status: 'none',
      status_text: '未申请',
      software_type: null,
      company_contact: '',
      company_telephone: '',
      company_mobilephone: '',
      remark: '',
      review_remark: '',
      appkey: '',
      token: '',
      local_ip: [],
      use_ip: '',
      sync_count: 0,
      can_apply: canApply,
    };
  }
  const status = statusOf(row.status);
  const approved = status === 'approved';
  const counts = await repo.finishedSyncs(db, [row.company_id]);
  return {
    id: row.id,
    status,
    status_text: SYNC_ACCOUNT_STATUS_TEXT[status],
    software_type: row.software_type,
    company_contact: row.company_contact,
    company_telephone: row.company_telephone,
    company_mobilephone: row.company_mobilephone,
    remark: row.remark,
    review_remark: row.review_remark,
    // the bridge's credentials exist only once the platform approved
    appkey: approved ? (row.appkey ?? '') : '',
    token: approved ? row.token : '',
    local_ip: approved ? row.local_ips : [],
    use_ip: approved ? row.use_ip : '',
    sync_count: counts.get(row.company_id) ?? 0,
    can_apply: canApply,
  };
}

export async function apply(
  ctx: AppContext,
  user: SessionUser,
  body: ParsedRequestOf<typeof api.tradeSync.apply>,
): Promise<SyncApplyResult> {
  const problem = syncApplyProblem(user) ?? validateSyncApplicationForm(body);
  if (problem) throw businessError(problem);
  const { db } = ctx.database;
  const existing = await repo.accountOfCompany(db, user.companyId);
  if (body.id && existing?.id !== body.id) throw notFound(TRADE_SYNC_MSG.applicationNotFound);
  await repo.saveApplication(
    db,
    {
      companyId: user.companyId,
      applicantId: user.userId,
      software_type: body.software_type as number,
      company_contact: body.company_contact.trim(),
      company_telephone: body.company_telephone.trim(),
      company_mobilephone: body.company_mobilephone.trim(),
      remark: body.remark.trim(),
      resubmit: existing?.status !== 'approved',
    },
    ctx.now(),
  );
  const info = await account(ctx, user);
  return { account: info, message: syncApplyResultMessage(info.status === 'approved' && info.local_ip.length > 0) };
}

/** The approved account of the user's company, or the refusal that says what is missing. */
async function approvedAccount(db: Tx, user: SessionUser) {
  if (user.companyId <= 0) throw businessError(TRADE_SYNC_MSG.companyOnly);
  const row = await repo.accountOfCompany(db, user.companyId);
  if (!row) throw businessError(TRADE_SYNC_MSG.notApplied);
  if (row.status === 'rejected') throw businessError(TRADE_SYNC_MSG.rejected);
  if (row.status !== 'approved' || !row.appkey) throw businessError(MSG.syncAppliedAwaitingIp);
  return { ...row, appkey: row.appkey };
}

/** §7 save the IP that worked: one of the company's recorded addresses or localhost. */
export async function saveUseIp(ctx: AppContext, user: SessionUser, ip: string): Promise<null> {
  const { db } = ctx.database;
  const row = await approvedAccount(db, user);
  const value = ip.trim();
  if (!syncHosts(row.local_ips).includes(value)) throw businessError(TRADE_SYNC_MSG.ipInvalid(value));
  await repo.setUseIp(db, user.companyId, value, ctx.now());
  return null;
}

// ── Preparing a sync ─────────────────────────────────────────────────────────────────────────────────

async function prepare(
  ctx: AppContext,
  user: SessionUser,
  row: Awaited<ReturnType<typeof approvedAccount>>,
  source: { kind: 'quotation' | 'sample_cart'; id: number; title: string },
  accountName: string,
  items: SyncItem[],
): Promise<SyncPayload> {
  const problem = validateSyncRequest({ accountName, itemCount: items.length });
  if (problem) throw businessError(problem);
  const requestId = randomUUID();
  await repo.insertRequest(
    ctx.database.db,
    {
      id: requestId,
      companyId: user.companyId,
      userId: user.userId,
      source: source.kind,
      sourceId: source.id,
      accountName: accountName.trim(),
      itemCount: items.length,
    },
    ctx.now(),
  );
  return {
    request_id: requestId,
    software: row.software_type,
    appkey: row.appkey,
    token: row.token,
    hosts: syncHosts(row.local_ips, row.use_ip),
    account_name: accountName.trim(),
    title: source.title,
    items,
  };
}

export async function syncQuotation(
  ctx: AppContext,
  user: SessionUser,
  body: { id: number; account_name: string },
  origin: string,
): Promise<SyncPayload> {
  const problem = validateSyncRequest({ accountName: body.account_name, itemCount: 1 });
  if (problem) throw businessError(problem);
  const row = await approvedAccount(ctx.database.db, user);
  const detail = await quotationForExport(ctx, user, body.id);
  if (!detail) throw notFound();
  const items: SyncItem[] = exportableItems(detail.items).map((it, i) => ({
    line: i + 1,
    article_number: it.article_number,
    name: it.name,
    name_en: it.name_en,
    factory_name: it.factory_name,
    unit: it.unit,
    packing_name: it.packing_name,
    price: it.quoted_price,
    currency: detail.currency,
    quantity: it.order_box_qty,
    carton_length: it.carton_length,
    carton_width: it.carton_width,
    carton_height: it.carton_height,
    carton_quantity: it.carton_quantity,
    carton_cubic_meter: it.carton_cubic_meter,
    gross_weight: it.gross_weight,
    net_weight: it.net_weight,
    picture: absolute(origin, it.picture),
    remark: it.remark,
  }));
  return prepare(
    ctx,
    user,
    row,
    { kind: 'quotation', id: detail.id, title: `报价单 ${detail.number}` },
    body.account_name,
    items,
  );
}

/** The cart's prices are the factories' ex-works prices, in RMB. */
const CART_CURRENCY = 'RMB';

export async function pushCart(
  ctx: AppContext,
  user: SessionUser,
  body: { customer_pick_id?: number; account_name: string },
  origin: string,
): Promise<SyncPayload> {
  const problem = validateSyncRequest({ accountName: body.account_name, itemCount: 1 });
  if (problem) throw businessError(problem);
  const row = await approvedAccount(ctx.database.db, user);
  const page = await cartPage(ctx, user, { customer_pick_id: body.customer_pick_id });
  const items: SyncItem[] = page.list.map((it, i) => ({
    line: i + 1,
    article_number: it.article_number,
    name: it.name,
    name_en: '',
    factory_name: it.factory_name,
    unit: it.unit,
    packing_name: '',
    price: it.exworks_price,
    currency: CART_CURRENCY,
    quantity: it.quantity,
    carton_length: it.carton_length,
    carton_width: it.carton_width,
    carton_height: it.carton_height,
    carton_quantity: it.carton_quantity,
    carton_cubic_meter: it.carton_cubic_meter,
    gross_weight: it.gross_weight,
    net_weight: it.net_weight,
    picture: absolute(origin, it.thumb),
    remark: it.remark,
  }));
  return prepare(
    ctx,
    user,
    row,
    { kind: 'sample_cart', id: page.cart.id, title: `选样车 ${page.cart.name}` },
    body.account_name,
    items,
  );
}

/** Records how a prepared sync ended (once); answers the company's finished syncs. */
export async function finish(
  ctx: AppContext,
  user: SessionUser,
  body: { request_id: string; status: 'done' | 'failed'; message: string },
): Promise<{ count: number }> {
  const { db } = ctx.database;
  const row = user.companyId > 0 ? await repo.requestOf(db, body.request_id, user.companyId) : undefined;
  if (!row) throw notFound(TRADE_SYNC_MSG.requestNotFound);
  await repo.finishRequest(db, row.id, body.status, body.message, ctx.now());
  const counts = await repo.finishedSyncs(db, [user.companyId]);
  return { count: counts.get(user.companyId) ?? 0 };
}

// ── The platform's review ────────────────────────────────────────────────────────────────────────────

function toItem(
  row: NonNullable<Awaited<ReturnType<typeof repo.applicationById>>>,
  count: number,
): SyncApplicationItem {
  const status = statusOf(row.status);
  return {
    id: row.id,
    company_id: row.company_id,
    company_name: row.company_name,
    applicant_name: row.applicant_name ?? '',
    status,
    status_text: SYNC_ACCOUNT_STATUS_TEXT[status],
    software_type: row.software_type,
    software_name: TRADE_SYSTEMS.find((t) => t.id === row.software_type)?.name ?? '',
    company_contact: row.company_contact,
    company_telephone: row.company_telephone,
    company_mobilephone: row.company_mobilephone,
    remark: row.remark,
    review_remark: row.review_remark,
    local_ip: row.local_ips,
    appkey: row.appkey ?? '',
    sync_count: count,
    created_time: time(row.created_at) ?? '',
    reviewed_time: time(row.reviewed_at),
  };
}

export async function applications(
  ctx: AppContext,
  user: SessionUser,
  body: ParsedRequestOf<typeof api.tradeSync.getApplications>,
): Promise<Page<SyncApplicationItem>> {
  await requireAgent(ctx, user);
  const { db } = ctx.database;
  const { rows, total } = await repo.applications(db, {
    status: body.status,
    offset: (body.page - 1) * body.page_size,
    limit: body.page_size,
  });
  const counts = await repo.finishedSyncs(
    db,
    rows.map((r) => r.company_id),
  );
  return { list: rows.map((r) => toItem(r, counts.get(r.company_id) ?? 0)), total };
}

export async function review(
  ctx: AppContext,
  user: SessionUser,
  body: ParsedRequestOf<typeof api.tradeSync.review>,
): Promise<SyncApplicationItem> {
  await requireAgent(ctx, user);
  const { db } = ctx.database;
  const row = await repo.applicationById(db, body.id);
  if (!row) throw notFound(TRADE_SYNC_MSG.applicationNotFound);
  if (body.decision === 'approve') {
    const ips = normalizeSyncIps(body.local_ip);
    if ('error' in ips) throw businessError(ips.error);
    await repo.review(
      db,
      row.id,
      {
        status: 'approved',
        localIps: ips.ips,
        // the first approval gives the credentials; a later one keeps them, so running bridges keep working
        appkey: row.appkey ?? `wj${randomBytes(8).toString('hex')}`,
        token: row.token || randomBytes(24).toString('base64url'),
        reviewRemark: body.review_remark.trim(),
      },
      user.userId,
      ctx.now(),
    );
  } else {
    await repo.review(
      db,
      row.id,
      { status: 'rejected', reviewRemark: body.review_remark.trim() },
      user.userId,
      ctx.now(),
    );
  }
  const updated = await repo.applicationById(db, row.id);
  const counts = await repo.finishedSyncs(db, [row.company_id]);
  return toItem(updated ?? row, counts.get(row.company_id) ?? 0);
}

// ── The bridge's check ───────────────────────────────────────────────────────────────────────────────

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Whether an appkey and token are an approved company's current ones; answers the company. */
export async function verify(
  ctx: AppContext,
  body: { appkey: string; token: string },
): Promise<{ company_id: number; company_name: string }> {
  const row = await repo.accountByAppkey(ctx.database.db, body.appkey);
  if (row?.status !== 'approved' || !row.token || !sameSecret(row.token, body.token)) {
    throw new AppError(CODE.forbidden, TRADE_SYNC_MSG.bridgeWrongToken);
  }
  return { company_id: row.company_id, company_name: row.company_name };
}
