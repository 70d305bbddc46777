import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../account/index';
import type { DB } from '../platform/db/schema';

export const DEMO_PASSWORD = 'demo123456';

/** The demo accounts of the README. */
export const DEMO_ACCOUNTS = [
  { phone: '13800000001', role: '贸易公司主账号（新版官网）' },
  { phone: '13800000002', role: '同公司业务员' },
  { phone: '13800000003', role: '同公司管理员' },
  { phone: '13800000004', role: '普通免费用户' },
  { phone: '13800000005', role: '工厂账号' },
  { phone: '13800000006', role: '平台客服（在采购平台的客服工作台接入、回复、转接、结束客服会话）' },
  { phone: '13800000007', role: '展厅运营（新联创玩具展厅：展位、推荐产品、开放时间、展厅终端）' },
  { phone: '13800000008', role: '工厂业务员（同一工厂的员工）' },
] as const;

export interface DemoCompanies {
  tradingCompanyId: number;
  factoryCompanyId: number;
}

export async function seedAccounts(db: Kysely<DB>): Promise<DemoCompanies> {
  const trading = await db
    .insertInto('companies')
    .values({
      name: '深圳市环球优品贸易有限公司',
      name_en: 'Shenzhen Global Best Trading Co., Ltd.',
      company_type: 1,
      is_chvip: true,
      is_new_version: true,
      contact: '王建国',
      telephone: '0755-86001234',
      mobile: '13800000001',
      fax: '0755-86001235',
      email: 'sales@globalbest-trading.cn',
      address: '广东省深圳市南山区科技园南区创维大厦A座1201',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const factory = await db
    .insertInto('companies')
    .values({
      name: '汕头市澄海区星辉玩具厂',
      name_en: 'Shantou Chenghai Xinghui Toys Factory',
      company_type: 2,
      is_chvip: true,
      contact: '林志强',
      telephone: '0754-85801234',
      mobile: '13800000005',
      fax: '0754-85801235',
      email: 'xinghui@xinghui-toys.cn',
      address: '广东省汕头市澄海区莲下镇玩具工业区18号',
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const chatId = () => `u_${randomBytes(8).toString('hex')}`;
  await db
    .insertInto('users')
    .values(
      [
        { phone: '13800000001', nickname: '王建国', uc_nickname: '王经理', user_type: 0, company_id: trading.id },
        { phone: '13800000002', nickname: '李晓梅', uc_nickname: '李业务', user_type: 1, company_id: trading.id },
        { phone: '13800000003', nickname: '张伟', uc_nickname: '张管理', user_type: 2, company_id: trading.id },
        { phone: '13800000004', nickname: '陈先生', uc_nickname: '', user_type: 0, company_id: null },
        { phone: '13800000005', nickname: '林志强', uc_nickname: '林厂长', user_type: 0, company_id: factory.id },
        { phone: '13800000006', nickname: '平台客服小雅', uc_nickname: '客服小雅', user_type: 0, company_id: null },
        { phone: '13800000007', nickname: '陈运营', uc_nickname: '新联创展厅运营', user_type: 0, company_id: null },
      ].map((user) => ({ ...user, password_hash: passwordHash, chat_id: chatId() })),
    )
    .execute();
  // The platform's customer-service agent answers every service conversation (the 客服 entry).
  await sql`INSERT INTO chat_service_agents (user_id) SELECT id FROM users WHERE phone = '13800000006'`.execute(db);
  return { tradingCompanyId: trading.id, factoryCompanyId: factory.id };
}

/** The id of a demo company's main account (user_type 0), if it has one. */
export async function mainAccountOf(db: Kysely<DB>, companyId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('user_type', '=', 0)
    .executeTakeFirst();
  return row?.id;
}
