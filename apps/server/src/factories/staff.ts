import { randomBytes } from 'node:crypto';
import type { StaffMember, StaffPage } from '@wanju/api-client';
import { FACTORY_CONSOLE_MSG, formatZonedDateTime, mayManageStaff, staffChangeRefusal, USER_TYPE } from '@wanju/domain';
import { sql } from 'kysely';
import { forgetUser } from '../account/index';
import { actingFactory } from '../platform/access/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError, notFound } from '../platform/http/errors';

/**
 * A factory's staff: the accounts of its company (users.company_id), plus the factory_staff record of who
 * invited them and of disabled members. Disabling removes the company link (the member can no longer act for
 * the factory: actingFactory refuses them) and ends their sessions at once; enabling restores link and role.
 * Every query is bounded to the signed-in member's own company, so no factory reads another's staff.
 */

const time = (v: Date | string | null | undefined) => (v ? formatZonedDateTime(new Date(v)) : null);

/** The company (and its factory) the member acts for. */
async function actingCompany(ctx: AppContext, user: SessionUser) {
  const factoryId = await actingFactory(ctx.database.db, user);
  return { companyId: user.companyId, factoryId };
}

async function members(ctx: AppContext, companyId: number, factoryId: number, only?: number): Promise<StaffMember[]> {
  const { db } = ctx.database;
  let q = db
    .selectFrom('users as u')
    .leftJoin('factory_staff as s', 's.user_id', 'u.id')
    .leftJoin('users as inviter', 'inviter.id', 's.invited_by')
    .select([
      'u.id',
      'u.phone',
      'u.nickname',
      'u.user_type',
      'u.company_id',
      's.role',
      's.disabled_at',
      's.invited_at',
      'inviter.nickname as invited_by_name',
      (eb) =>
        eb
          .selectFrom('factory_requests as r')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('r.answered_by', '=', 'u.id')
          .where('r.factory_id', '=', factoryId)
          .as('answered_count'),
      (eb) =>
        eb
          .selectFrom('factory_requests as r')
          .select(sql<Date | null>`max(r.answered_at)`.as('t'))
          .whereRef('r.answered_by', '=', 'u.id')
          .where('r.factory_id', '=', factoryId)
          .as('last_answered_at'),
    ])
    .where((eb) =>
      eb.or([
        eb('u.company_id', '=', companyId),
        eb.and([eb('s.company_id', '=', companyId), eb('s.disabled_at', 'is not', null)]),
      ]),
    )
    .orderBy('u.user_type')
    .orderBy('u.id');
  if (only) q = q.where('u.id', '=', only);
  const rows = await q.execute();
  return rows.map((r) => {
    const disabled = r.company_id !== companyId;
    return {
      user_id: r.id,
      phone: r.phone,
      nickname: r.nickname,
      user_type: disabled ? (r.role ?? USER_TYPE.salesperson) : r.user_type,
      disabled,
      invited_by_name: r.invited_by_name ?? '',
      invited_time: time(r.invited_at),
      answered_count: Number(r.answered_count ?? 0),
      last_answered_time: time(r.last_answered_at),
    };
  });
}

export async function staffPage(ctx: AppContext, user: SessionUser): Promise<StaffPage> {
  const { companyId, factoryId } = await actingCompany(ctx, user);
  return { list: await members(ctx, companyId, factoryId), can_manage: mayManageStaff(user.userType), me: user.userId };
}

async function one(ctx: AppContext, companyId: number, factoryId: number, userId: number) {
  const [member] = await members(ctx, companyId, factoryId, userId);
  if (!member) throw notFound(FACTORY_CONSOLE_MSG.staffNotFound);
  return member;
}

/** invite_staff: an account without a company joins with the role; a new phone gets an account (SMS sign-in). */
export async function inviteStaff(
  ctx: AppContext,
  user: SessionUser,
  input: { phone: string; nickname: string; role: 1 | 2 },
): Promise<StaffMember> {
  const { companyId, factoryId } = await actingCompany(ctx, user);
  if (!mayManageStaff(user.userType)) throw businessError(FACTORY_CONSOLE_MSG.staffManageDenied);
  const nickname = input.nickname.trim();
  if (!nickname) throw businessError(FACTORY_CONSOLE_MSG.staffNicknameRequired);
  const now = ctx.now();
  const userId = await ctx.database.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users as u')
      .leftJoin('factory_staff as s', 's.user_id', 'u.id')
      .select(['u.id', 'u.company_id', 's.company_id as staff_company', 's.disabled_at'])
      .where('u.phone', '=', input.phone)
      .forUpdate('u')
      .executeTakeFirst();
    if (existing?.company_id === companyId) throw businessError(FACTORY_CONSOLE_MSG.staffAlreadyMember);
    if (existing?.company_id) throw businessError(FACTORY_CONSOLE_MSG.staffOtherCompany);
    // A member disabled by another company is still theirs to enable again.
    if (existing?.disabled_at && existing.staff_company !== companyId)
      throw businessError(FACTORY_CONSOLE_MSG.staffOtherCompany);
    const id = existing
      ? (
          await trx
            .updateTable('users')
            .set({ company_id: companyId, user_type: input.role })
            .where('id', '=', existing.id)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id
      : (
          await trx
            .insertInto('users')
            .values({
              phone: input.phone,
              nickname,
              user_type: input.role,
              company_id: companyId,
              password_hash: null,
              chat_id: `u_${randomBytes(8).toString('hex')}`,
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
    await trx
      .insertInto('factory_staff')
      .values({ user_id: id, company_id: companyId, role: input.role, invited_by: user.userId, invited_at: now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          company_id: companyId,
          role: input.role,
          invited_by: user.userId,
          invited_at: now,
          disabled_at: null,
        }),
      )
      .execute();
    return id;
  });
  forgetUser(ctx, userId);
  return one(ctx, companyId, factoryId, userId);
}

/** The member to change, locked, after the domain's rule (manager, not oneself, not the main account). */
async function changeable(ctx: AppContext, user: SessionUser, targetId: number, role?: number) {
  const { companyId, factoryId } = await actingCompany(ctx, user);
  const target = (await members(ctx, companyId, factoryId, targetId))[0];
  if (!target) throw notFound(FACTORY_CONSOLE_MSG.staffNotFound);
  const refusal = staffChangeRefusal(user, { userId: target.user_id, userType: target.user_type }, role);
  if (refusal) throw businessError(refusal);
  return { companyId, factoryId, target };
}

export async function setStaffRole(
  ctx: AppContext,
  user: SessionUser,
  input: { user_id: number; role: 1 | 2 },
): Promise<StaffMember> {
  const { companyId, factoryId, target } = await changeable(ctx, user, input.user_id, input.role);
  await ctx.database.db.transaction().execute(async (trx) => {
    if (!target.disabled)
      await trx
        .updateTable('users')
        .set({ user_type: input.role })
        .where('id', '=', target.user_id)
        .where('company_id', '=', companyId)
        .execute();
    await trx
      .insertInto('factory_staff')
      .values({ user_id: target.user_id, company_id: companyId, role: input.role, invited_at: ctx.now() })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ role: input.role }))
      .execute();
  });
  forgetUser(ctx, target.user_id);
  return one(ctx, companyId, factoryId, target.user_id);
}

/** set_staff_disabled: disabling unlinks the member and ends their sessions; enabling links them again. */
export async function setStaffDisabled(
  ctx: AppContext,
  user: SessionUser,
  input: { user_id: number; disabled: boolean },
): Promise<StaffMember> {
  const { companyId, factoryId, target } = await changeable(ctx, user, input.user_id);
  const now = ctx.now();
  await ctx.database.db.transaction().execute(async (trx) => {
    if (input.disabled && !target.disabled) {
      await trx
        .insertInto('factory_staff')
        .values({
          user_id: target.user_id,
          company_id: companyId,
          role: target.user_type,
          disabled_at: now,
          invited_at: now,
        })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ company_id: companyId, role: target.user_type, disabled_at: now }),
        )
        .execute();
      await trx
        .updateTable('users')
        .set({ company_id: null, user_type: USER_TYPE.main })
        .where('id', '=', target.user_id)
        .execute();
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', target.user_id)
        .where('revoked_at', 'is', null)
        .execute();
    } else if (!input.disabled && target.disabled) {
      const free = await trx
        .selectFrom('users')
        .select('company_id')
        .where('id', '=', target.user_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      // Meanwhile the person may have joined another company: they are not taken back.
      if (free.company_id !== null) throw businessError(FACTORY_CONSOLE_MSG.staffOtherCompany);
      await trx
        .updateTable('users')
        .set({ company_id: companyId, user_type: target.user_type })
        .where('id', '=', target.user_id)
        .execute();
      await trx.updateTable('factory_staff').set({ disabled_at: null }).where('user_id', '=', target.user_id).execute();
    }
  });
  forgetUser(ctx, target.user_id);
  return one(ctx, companyId, factoryId, target.user_id);
}
