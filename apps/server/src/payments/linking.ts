import type { PaymentAccountInfo, PaymentAccountLog } from '@wanju/api-client';
import {
  KYC_DOCUMENTS,
  type KycApplication,
  kycProblem,
  nextAccountStatus,
  PAYMENT_MSG,
  PAYMENT_STATUS_LABELS,
  type PaymentAccountStatus,
  type PaymentDocumentKind,
} from '@wanju/domain';
import { companyDisplay } from '../company/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError } from '../platform/http/errors';
import {
  infoOf,
  linkedAccount,
  myAccount,
  notFound,
  ownerKey,
  providerOf,
  requireChange,
  settle,
  time,
} from './accounts';
import { once, previous } from './idempotency';
import * as ledger from './ledger';
import type { ProviderDocument } from './provider';
import * as repo from './repo';

/** Linking a company's payment account with the provider, unlinking, and the KYC application. */

export async function getAccount(ctx: AppContext, user: SessionUser): Promise<PaymentAccountInfo> {
  await settle(ctx);
  return infoOf(ctx, user, await myAccount(ctx, user));
}

export async function checkBind(ctx: AppContext, user: SessionUser) {
  await settle(ctx);
  const row = await myAccount(ctx, user);
  const status = (row?.status ?? 'notAuthorization') as PaymentAccountStatus;
  const log: PaymentAccountLog[] = row
    ? (
        await ctx.database.db
          .selectFrom('payment_account_log')
          .selectAll()
          .where('account_id', '=', row.id)
          .orderBy('id', 'desc')
          .limit(50)
          .execute()
      ).map((l) => ({
        id: l.id,
        event: l.event,
        status: l.status as PaymentAccountStatus,
        status_text: PAYMENT_STATUS_LABELS[l.status as PaymentAccountStatus] ?? l.status,
        note: l.note,
        time: time(l.created_at) ?? '',
      }))
    : [];
  return { bound: status !== 'notAuthorization', status, log };
}

/** get_login_token: authorises the provider for the company's account (a new one starts at INIT). */
export async function link(ctx: AppContext, user: SessionUser, key: string): Promise<PaymentAccountInfo> {
  requireChange(user);
  const scope = `link:${ownerKey(user)}`;
  if (await previous(ctx.database.db, scope, key, {})) return getAccount(ctx, user);
  const existing = await myAccount(ctx, user);
  if (existing && existing.status !== 'notAuthorization') throw businessError(PAYMENT_MSG.alreadyLinked);
  const provider = providerOf(ctx);
  const display = user.companyId > 0 ? await companyDisplay(ctx, user.companyId) : null;
  const authorised = await provider.authorize({
    idempotencyKey: `${scope}:${key}`,
    holderName: display?.name_en || display?.name || '',
  });
  const now = ctx.now();
  await once(ctx.database.db, scope, key, {}, async (trx) => {
    const values = {
      provider: provider.name,
      provider_account_id: authorised.providerAccountId,
      status: authorised.status,
      login_token: authorised.loginToken,
      linked_at: now,
      kyc_reason: '',
      updated_at: now,
    };
    const row = existing
      ? await trx
          .updateTable('payment_accounts')
          .set(values)
          .where('id', '=', existing.id)
          .where('status', '=', 'notAuthorization')
          .returning('id')
          .executeTakeFirst()
      : await trx
          .insertInto('payment_accounts')
          .values({ ...values, company_id: user.companyId > 0 ? user.companyId : null, user_id: user.userId })
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst();
    if (!row) throw businessError(PAYMENT_MSG.alreadyLinked);
    await repo.log(trx, row.id, 'authorize', authorised.status, '', user.userId, now);
    return { id: row.id };
  });
  return getAccount(ctx, user);
}

/** removed_lian_bind: ends the authorisation; refused while money is held or being settled. */
export async function unlink(ctx: AppContext, user: SessionUser, key: string): Promise<PaymentAccountInfo> {
  requireChange(user);
  const scope = `unlink:${ownerKey(user)}`;
  if (await previous(ctx.database.db, scope, key, {})) return getAccount(ctx, user);
  const row = await linkedAccount(ctx, user);
  const all = await ledger.balances(ctx.database.db, row.id);
  const held = [...all].some(([k, v]) => (k.startsWith('collection:') || k.startsWith('settling:')) && v !== 0);
  if (held) throw businessError(PAYMENT_MSG.unlinkWithBalance);
  await providerOf(ctx).unlink({ idempotencyKey: `${scope}:${key}`, providerAccountId: row.provider_account_id });
  const now = ctx.now();
  await once(ctx.database.db, scope, key, {}, async (trx) => {
    await trx
      .updateTable('payment_accounts')
      .set({ status: 'notAuthorization', login_token: '', updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await repo.log(trx, row.id, 'unlink', 'notAuthorization', '', user.userId, now);
    // a non-null answer marks the key as done for a retry
    return { done: true };
  });
  return getAccount(ctx, user);
}

export const providerDocs = (rows: { kind: string; name: string; content_type: string; storage_key: string }[]) =>
  rows.map<ProviderDocument>((d) => ({
    kind: d.kind as PaymentDocumentKind,
    name: d.name,
    contentType: d.content_type,
    sha256: d.storage_key.split('/').pop()?.split('.')[0] ?? '',
  }));

/** apply_lian_log: the KYC application with its documents; the account goes UNDER_REVIEW. */
export async function submitKyc(
  ctx: AppContext,
  user: SessionUser,
  input: { idempotency_key: string; kyc: KycApplication; document_ids: number[] },
): Promise<PaymentAccountInfo> {
  requireChange(user);
  const scope = `kyc:${ownerKey(user)}`;
  const request = { kyc: input.kyc, document_ids: input.document_ids };
  if (await previous(ctx.database.db, scope, input.idempotency_key, request)) return getAccount(ctx, user);
  const row = await linkedAccount(ctx, user);
  const next = nextAccountStatus(row.status as PaymentAccountStatus, 'submitKyc');
  if (!next)
    throw businessError(PAYMENT_MSG.transition(PAYMENT_STATUS_LABELS[row.status as PaymentAccountStatus], '提交认证'));
  const docs = await repo.documentsOf(ctx.database.db, row.id, input.document_ids);
  if (docs.length !== new Set(input.document_ids).size) throw notFound(PAYMENT_MSG.documentMissing);
  const problem = kycProblem(
    input.kyc,
    docs.map((d) => d.kind),
  );
  if (problem) throw businessError(problem);
  const kycDocs = docs.filter((d) => (KYC_DOCUMENTS as readonly string[]).includes(d.kind));
  const result = await providerOf(ctx).submitKyc({
    idempotencyKey: `${scope}:${input.idempotency_key}`,
    providerAccountId: row.provider_account_id,
    kyc: input.kyc,
    documents: providerDocs(kycDocs),
  });
  const now = ctx.now();
  await once(ctx.database.db, scope, input.idempotency_key, request, async (trx) => {
    await trx
      .updateTable('payment_accounts')
      .set({
        status: result.status,
        kyc: JSON.stringify({ ...input.kyc, document_ids: kycDocs.map((d) => d.id) }),
        kyc_submitted_at: now,
        kyc_reason: '',
        updated_at: now,
      })
      .where('id', '=', row.id)
      .execute();
    await repo.log(trx, row.id, 'submitKyc', result.status, '', user.userId, now);
    return { done: true };
  });
  return getAccount(ctx, user);
}
