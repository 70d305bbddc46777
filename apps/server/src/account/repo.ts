import type { UserInfo, UserType } from '@wanju/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema';

/** The user-info fields of spec §3, without the token. */
export type StoredUserInfo = Omit<UserInfo, 'token'>;

export async function findUserByPhone(db: Kysely<DB>, phone: string) {
  return db.selectFrom('users').select(['id', 'password_hash']).where('phone', '=', phone).executeTakeFirst();
}

export async function loadUserInfo(db: Kysely<DB>, userId: number): Promise<StoredUserInfo | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id',
      'users.phone',
      'users.nickname',
      'users.uc_nickname',
      'users.avatar',
      'users.user_type',
      'users.company_id',
      'users.display_tip',
      'users.software_type',
      'users.chat_id',
      'users.password_hash',
      'companies.name as company_name',
      'companies.company_type',
      'companies.is_chvip',
      'companies.is_new_version',
      'companies.contact as company_contact',
      'companies.telephone as company_telephone',
      'companies.mobile as company_mobile',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    user_id: row.id,
    phone: row.phone,
    company_id: row.company_id ?? 0,
    company_type: row.company_type ?? 0,
    is_chvip: row.is_chvip ? 1 : 0,
    is_new_version: row.is_new_version ? 1 : 0,
    nickname: row.nickname,
    uc_nickname: row.uc_nickname,
    avatar: row.avatar,
    user_type: row.user_type as UserType,
    company_name: row.company_name ?? '',
    chat_id: row.chat_id,
    // The chat service's signature is issued by the chat module; none before it exists.
    chat_user_sig: '',
    display_tip: row.display_tip ?? {},
    company_contact: row.company_contact ?? '',
    company_telephone: row.company_telephone ?? '',
    company_mobile: row.company_mobile ?? '',
    software_type: row.software_type,
    has_password: row.password_hash ? 1 : 0,
  };
}

/** The settings a user changes themselves (absent fields are kept). */
export async function updateUserConfig(
  db: Kysely<DB>,
  userId: number,
  values: { nickname?: string; avatar?: string; software_type?: number },
): Promise<void> {
  const { nickname, avatar, software_type } = values;
  if (nickname === undefined && avatar === undefined && software_type === undefined) return;
  await db.updateTable('users').set({ nickname, avatar, software_type }).where('id', '=', userId).execute();
}

/** What the free-search rule reads of a user's company (an ordinary user has none). */
export async function companyPlan(db: Kysely<DB>, companyId: number) {
  const company = companyId
    ? await db
        .selectFrom('companies')
        .select(['company_type', 'is_chvip'])
        .where('id', '=', companyId)
        .executeTakeFirst()
    : undefined;
  return { company_type: company?.company_type ?? 0, is_chvip: company?.is_chvip ? 1 : 0 } as const;
}

/** Whether a user belongs to this company. */
export async function inCompany(db: Kysely<DB>, companyId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return Boolean(row);
}
