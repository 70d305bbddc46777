import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { AuditItem, InviteItem, MemberItem, MemberPage, MyInvite, TransferResult } from '@wanju/api-client';
import { CODE, type Page } from '@wanju/api-client';
import {
  COMPANY_MSG,
  INVITE_INTERVAL_SECONDS,
  INVITE_MAX_ATTEMPTS,
  INVITE_TTL_HOURS,
  mayDo,
  memberActionProblem,
  roleChangeProblem,
  userTypeLabel,
  validateNewPassword,
} from '@wanju/domain';
import type { Transaction } from 'kysely';
import { forgetUser, hashPassword } from '../account/index';
import type { DB } from '../platform/db/schema';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError, notFound } from '../platform/http/errors';
import { audit, type CDB, type CDb, cdb, requirePermission, staffTabClosed, time } from './common';
import { handOverQuotations, handOverWorkingSet } from './needs';

const sha256 = (text: string) => createHash('sha256').update(text).digest();
const ACTION_TEXT: Record<string, string> = {
  invite: '邀请员工',
  revoke_invite: '撤销邀请',
  join: '加入公司',
  role: '修改角色',
  disable: '停用员工',
  enable: '启用员工',
  remove: '移除员工',
  reset_password: '重置密码',
  transfer: '交接工作',
  display: '修改公司展示',
  staff_tab: '员工管理开关',
  product: '产品库',
  factory: '供应商工厂',
};

/** A colleague of the user's company, or refused as not found. */
async function member(db: CDb, companyId: number, userId: number) {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('company_member_states as s', (j) =>
      j.onRef('s.user_id', '=', 'u.id').onRef('s.company_id', '=', 'u.company_id'),
    )
    .select(['u.id', 'u.phone', 'u.nickname', 'u.user_type', 'u.created_at', 's.disabled_at'])
    .where('u.id', '=', userId)
    .where('u.company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw notFound(COMPANY_MSG.memberNotFound);
  return row;
}
type MemberRow = Awaited<ReturnType<typeof member>>;
const toMember = (r: MemberRow): MemberItem => ({
  user_id: r.id,
  phone: r.phone,
  nickname: r.nickname,
  user_type: r.user_type as 0 | 1 | 2,
  role_text: userTypeLabel(r.user_type),
  disabled: Boolean(r.disabled_at),
  joined_time: time(r.created_at),
});
const toInvite = (r: {
  id: number;
  phone: string;
  nickname: string;
  user_type: number;
  created_at: Date;
  expires_at: Date;
}): InviteItem => ({
  id: r.id,
  phone: r.phone,
  nickname: r.nickname,
  user_type: r.user_type as 1 | 2,
  role_text: userTypeLabel(r.user_type),
  invited_time: time(r.created_at),
  expires_time: time(r.expires_at),
});

/** Ends every session of a user at once (removed, disabled or given a new password). */
const endSessions = (db: CDb, userId: number) => db.deleteFrom('sessions').where('user_id', '=', userId).execute();

export async function memberList(ctx: AppContext, user: SessionUser, keyword?: string): Promise<MemberPage> {
  await requirePermission(ctx, user, 'manage_staff');
  const db = cdb(ctx);
  let q = db
    .selectFrom('users as u')
    .leftJoin('company_member_states as s', (j) =>
      j.onRef('s.user_id', '=', 'u.id').onRef('s.company_id', '=', 'u.company_id'),
    )
    .select(['u.id', 'u.phone', 'u.nickname', 'u.user_type', 'u.created_at', 's.disabled_at'])
    .where('u.company_id', '=', user.companyId);
  if (keyword)
    q = q.where((eb) => eb.or([eb('u.nickname', 'ilike', `%${keyword}%`), eb('u.phone', 'like', `%${keyword}%`)]));
  const rows = await q.orderBy('u.user_type').orderBy('u.id').execute();
  const invites = await db
    .selectFrom('company_invites')
    .select(['id', 'phone', 'nickname', 'user_type', 'created_at', 'expires_at'])
    .where('company_id', '=', user.companyId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', ctx.now())
    .orderBy('id', 'desc')
    .execute();
  return {
    list: rows.map(toMember),
    invites: invites.map(toInvite),
    staff_tab_closed: await staffTabClosed(db, user.companyId),
    can_close_staff_tab: mayDo(user, 'staff_tab_setting'),
    self_id: user.userId,
    self_type: user.userType as 0 | 1 | 2,
  };
}

/**
 * Invites a colleague by phone: an SMS carries a six-digit code; signed in with that phone, they enter it on
 * the staff page to join. A phone of another company's member is refused with a clear message.
 */
export async function invite(
  ctx: AppContext,
  user: SessionUser,
  input: { phone: string; user_type: 1 | 2; nickname?: string },
): Promise<InviteItem> {
  await requirePermission(ctx, user, 'manage_staff');
  const db = cdb(ctx);
  const existing = await db
    .selectFrom('users')
    .select(['id', 'company_id'])
    .where('phone', '=', input.phone)
    .executeTakeFirst();
  if (existing?.company_id === user.companyId) throw businessError(COMPANY_MSG.alreadyMember);
  if (existing?.company_id) throw businessError(COMPANY_MSG.memberOfOtherCompany);
  const now = ctx.now();
  const last = await db
    .selectFrom('company_invites')
    .select('created_at')
    .where('phone', '=', input.phone)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (last && now.getTime() - new Date(last.created_at).getTime() < INVITE_INTERVAL_SECONDS * 1000)
    throw businessError(COMPANY_MSG.inviteTooFrequent);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const company = await db
    .selectFrom('companies')
    .select('name')
    .where('id', '=', user.companyId)
    .executeTakeFirstOrThrow();
  const row = await db.transaction().execute(async (trx) => {
    // One open invitation per phone and company: a new one replaces the old.
    await trx
      .updateTable('company_invites')
      .set({ revoked_at: now })
      .where('company_id', '=', user.companyId)
      .where('phone', '=', input.phone)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    const created = await trx
      .insertInto('company_invites')
      .values({
        company_id: user.companyId,
        phone: input.phone,
        user_type: input.user_type,
        nickname: input.nickname ?? '',
        code_hash: sha256(`${input.phone}:${code}`).toString('hex'),
        invited_by: user.userId,
        created_at: now,
        expires_at: new Date(now.getTime() + INVITE_TTL_HOURS * 3_600_000),
      })
      .returning(['id', 'phone', 'nickname', 'user_type', 'created_at', 'expires_at'])
      .executeTakeFirstOrThrow();
    await audit(trx, user, 'invite', input.phone, { role: userTypeLabel(input.user_type) }, now);
    return created;
  });
  await ctx.sms.send(input.phone, COMPANY_MSG.inviteSms(company.name, code, INVITE_TTL_HOURS));
  return toInvite(row);
}

export async function revokeInvite(ctx: AppContext, user: SessionUser, id: number): Promise<null> {
  await requirePermission(ctx, user, 'manage_staff');
  const db = cdb(ctx);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('company_invites')
      .set({ revoked_at: ctx.now() })
      .where('id', '=', id)
      .where('company_id', '=', user.companyId)
      .where('accepted_at', 'is', null)
      .returning('phone')
      .executeTakeFirst();
    if (!row) throw notFound(COMPANY_MSG.inviteNotFound);
    await audit(trx, user, 'revoke_invite', row.phone, {}, ctx.now());
  });
  return null;
}

const pendingFor = (db: CDb, phone: string, now: Date) =>
  db
    .selectFrom('company_invites as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .select([
      'i.id',
      'i.company_id',
      'i.user_type',
      'i.nickname',
      'i.code_hash',
      'i.expires_at',
      'c.name as company_name',
    ])
    .where('i.phone', '=', phone)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', now)
    .where('i.attempts', '<', INVITE_MAX_ATTEMPTS)
    .orderBy('i.id', 'desc');

const phoneOf = async (db: CDb, userId: number) =>
  await db.selectFrom('users').select(['phone', 'nickname']).where('id', '=', userId).executeTakeFirstOrThrow();

/** The invitations waiting for the signed-in user's phone. */
export async function myInvites(ctx: AppContext, user: SessionUser): Promise<{ list: MyInvite[] }> {
  const db = cdb(ctx);
  const { phone } = await phoneOf(db, user.userId);
  const rows = await pendingFor(db, phone, ctx.now()).execute();
  return {
    list: rows.map((r) => ({
      id: r.id,
      company_name: r.company_name,
      role_text: userTypeLabel(r.user_type),
      expires_time: time(r.expires_at),
    })),
  };
}

/**
 * Joins the inviting company with the SMS code sent to the user's phone. Wrong codes count against every
 * open invitation of the phone; after five an invitation is spent.
 */
export async function acceptInvite(
  ctx: AppContext,
  user: SessionUser,
  code: string,
): Promise<{ company_id: number; user_type: number }> {
  if (user.companyId > 0) throw businessError(COMPANY_MSG.alreadyInCompany);
  const db = cdb(ctx);
  const { phone, nickname } = await phoneOf(db, user.userId);
  const now = ctx.now();
  const pending = await pendingFor(db, phone, now).execute();
  if (!pending.length) throw businessError(COMPANY_MSG.inviteNotFound);
  const given = sha256(`${phone}:${code}`);
  const match = pending.find((p) => timingSafeEqual(Buffer.from(p.code_hash, 'hex'), given));
  if (!match) {
    await db
      .updateTable('company_invites')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where(
        'id',
        'in',
        pending.map((p) => p.id),
      )
      .execute();
    throw businessError(COMPANY_MSG.inviteCodeInvalid);
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        company_id: match.company_id,
        user_type: match.user_type,
        ...(match.nickname ? { nickname: match.nickname } : {}),
      })
      .where('id', '=', user.userId)
      .where('company_id', 'is', null)
      .execute();
    await trx.deleteFrom('company_member_states').where('user_id', '=', user.userId).execute();
    await trx.updateTable('company_invites').set({ accepted_at: now }).where('id', '=', match.id).execute();
    await trx
      .updateTable('company_invites')
      .set({ revoked_at: now })
      .where('phone', '=', phone)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    const joined = { ...user, companyId: match.company_id, userType: match.user_type };
    await audit(trx, joined, 'join', match.nickname || nickname, { role: userTypeLabel(match.user_type) }, now);
  });
  forgetUser(ctx, user.userId);
  return { company_id: match.company_id, user_type: match.user_type };
}

export async function setRole(
  ctx: AppContext,
  user: SessionUser,
  userId: number,
  role: 0 | 1 | 2,
): Promise<MemberItem> {
  await requirePermission(ctx, user, 'manage_staff');
  const db = cdb(ctx);
  const target = await member(db, user.companyId, userId);
  const problem = roleChangeProblem(user, { userId: target.id, userType: target.user_type }, role);
  if (problem) throw new AppError(CODE.forbidden, problem);
  await db.transaction().execute(async (trx) => {
    // Handing over the main account: the company keeps exactly one; the former becomes an administrator.
    if (role === 0) await trx.updateTable('users').set({ user_type: 2 }).where('id', '=', user.userId).execute();
    await trx.updateTable('users').set({ user_type: role }).where('id', '=', userId).execute();
    await audit(
      trx,
      user,
      'role',
      target.nickname,
      { from: userTypeLabel(target.user_type), to: userTypeLabel(role) },
      ctx.now(),
    );
  });
  forgetUser(ctx, userId);
  if (role === 0) forgetUser(ctx, user.userId);
  return toMember(await member(db, user.companyId, userId));
}

async function memberForAction(ctx: AppContext, user: SessionUser, userId: number) {
  await requirePermission(ctx, user, 'manage_staff');
  const target = await member(cdb(ctx), user.companyId, userId);
  const problem = memberActionProblem(user, { userId: target.id, userType: target.user_type });
  if (problem) throw new AppError(CODE.forbidden, problem);
  return target;
}

/** Disables (or enables again) a colleague; a disabled colleague's sessions end at once and new ones are born revoked. */
export async function setDisabled(
  ctx: AppContext,
  user: SessionUser,
  userId: number,
  disabled: boolean,
): Promise<MemberItem> {
  const target = await memberForAction(ctx, user, userId);
  const db = cdb(ctx);
  const now = ctx.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('company_member_states')
      .values({
        user_id: userId,
        company_id: user.companyId,
        disabled_at: disabled ? now : null,
        disabled_by: user.userId,
      })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ company_id: user.companyId, disabled_at: disabled ? now : null, disabled_by: user.userId }),
      )
      .execute();
    if (disabled) await endSessions(trx, userId);
    await audit(trx, user, disabled ? 'disable' : 'enable', target.nickname, {}, now);
  });
  forgetUser(ctx, userId);
  return toMember(await member(db, user.companyId, userId));
}

async function handOver(trx: Transaction<CDB>, companyId: number, from: number, to: number): Promise<TransferResult> {
  const set = await handOverWorkingSet(trx as unknown as Transaction<DB>, companyId, from, to);
  const quotations = await handOverQuotations(trx as unknown as Transaction<DB>, companyId, from, to);
  return { ...set, quotations };
}

async function receiver(db: CDb, companyId: number, from: number, to: number) {
  if (from === to) throw businessError(COMPANY_MSG.transferSamePerson);
  const row = await db
    .selectFrom('users as u')
    .leftJoin('company_member_states as s', 's.user_id', 'u.id')
    .select(['u.id', 'u.nickname', 's.disabled_at'])
    .where('u.id', '=', to)
    .where('u.company_id', '=', companyId)
    .executeTakeFirst();
  if (!row || row.disabled_at) throw businessError(COMPANY_MSG.transferTargetInvalid);
  return row;
}

/**
 * transfer_customer_pick and its kin for a whole person: a colleague's customers, carts, selection lists and
 * quotations go to another colleague in one transaction.
 */
export async function transfer(ctx: AppContext, user: SessionUser, from: number, to: number): Promise<TransferResult> {
  await requirePermission(ctx, user, 'transfer');
  const db = cdb(ctx);
  const source = await member(db, user.companyId, from);
  const target = await receiver(db, user.companyId, from, to);
  return db.transaction().execute(async (trx) => {
    const moved = await handOver(trx, user.companyId, from, to);
    await audit(trx, user, 'transfer', `${source.nickname} → ${target.nickname}`, { ...moved }, ctx.now());
    return moved;
  });
}

/**
 * Removes a colleague from the company (their account stays, without a company): their sessions end at once;
 * their work goes to `to` when given, else it stays the company's (seen by the main account and administrators).
 */
export async function remove(
  ctx: AppContext,
  user: SessionUser,
  userId: number,
  to?: number,
): Promise<{ transferred: TransferResult | null }> {
  const target = await memberForAction(ctx, user, userId);
  const db = cdb(ctx);
  if (to !== undefined) await receiver(db, user.companyId, userId, to);
  const result = await db.transaction().execute(async (trx) => {
    const transferred = to !== undefined ? await handOver(trx, user.companyId, userId, to) : null;
    await trx.updateTable('users').set({ company_id: null, user_type: 0 }).where('id', '=', userId).execute();
    await trx.deleteFrom('company_member_states').where('user_id', '=', userId).execute();
    await endSessions(trx, userId);
    await audit(trx, user, 'remove', target.nickname, transferred ? { ...transferred } : {}, ctx.now());
    return { transferred };
  });
  forgetUser(ctx, userId);
  return result;
}

/** Sets a colleague's new password; their sessions end, so they sign in again with it. */
export async function resetPassword(
  ctx: AppContext,
  user: SessionUser,
  userId: number,
  password: string,
): Promise<null> {
  const target = await memberForAction(ctx, user, userId);
  const rule = validateNewPassword(password);
  if (rule) throw businessError(rule);
  const hash = await hashPassword(password);
  await cdb(ctx)
    .transaction()
    .execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
      await endSessions(trx, userId);
      await audit(trx, user, 'reset_password', target.nickname, {}, ctx.now());
    });
  forgetUser(ctx, userId);
  return null;
}

/** The main account's setting: the staff tab closed to administrators. */
export async function setStaffTab(ctx: AppContext, user: SessionUser, closed: boolean) {
  await requirePermission(ctx, user, 'staff_tab_setting');
  await cdb(ctx)
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('company_displays')
        .values({ company_id: user.companyId, staff_tab_closed: closed })
        .onConflict((oc) => oc.column('company_id').doUpdateSet({ staff_tab_closed: closed }))
        .execute();
      await audit(trx, user, 'staff_tab', closed ? '关闭' : '开启', {}, ctx.now());
    });
  return { staff_tab_closed: closed };
}

export async function auditLog(
  ctx: AppContext,
  user: SessionUser,
  paging: { page: number; page_size: number },
): Promise<Page<AuditItem>> {
  await requirePermission(ctx, user, 'manage_staff');
  const db = cdb(ctx);
  const base = db.selectFrom('company_audit').where('company_id', '=', user.companyId);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(paging.page_size)
      .offset((paging.page - 1) * paging.page_size)
      .execute(),
  ]);
  return {
    total: Number(n),
    list: rows.map((r) => ({
      id: r.id,
      actor_name: r.actor_name,
      action: r.action,
      action_text: ACTION_TEXT[r.action] ?? r.action,
      target: r.target,
      detail: describe(r.detail as Record<string, unknown>),
      created_time: time(r.created_at),
    })),
  };
}

const DETAIL_LABEL: Record<string, string> = {
  role: '角色',
  from: '原角色',
  to: '新角色',
  customers: '客户',
  carts: '选样车',
  chooses: '选品单',
  quotations: '报价单',
  fields: '字段',
  count: '数量',
  name: '名称',
  deleted_products: '同步删除产品',
};
const describe = (detail: Record<string, unknown>) =>
  Object.entries(detail ?? {})
    .map(([k, v]) => `${DETAIL_LABEL[k] ?? k}：${Array.isArray(v) ? v.join('、') : String(v)}`)
    .join('；');
