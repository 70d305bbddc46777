import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { hashPassword } from '../account/index';
import type { AppContext } from '../platform/http/context';
import { DEMO_PASSWORD, mainAccountOf } from './accounts';

/**
 * The factory console's demo data: the demo factory's page carries the contacts of its company account (so
 * the console and the portal show the same people), its main categories and showroom booth; a salesperson
 * invited by the owner; the answered inquiries answered by the owner.
 */
export async function seedFactoryConsole(ctx: AppContext, factoryCompanyId: number): Promise<void> {
  const { db } = ctx.database;
  const company = await db
    .selectFrom('companies')
    .select(['factory_id', 'contact', 'telephone', 'mobile', 'fax', 'email', 'address'])
    .where('id', '=', factoryCompanyId)
    .executeTakeFirst();
  if (!company?.factory_id) return;
  const factoryId = company.factory_id;
  const categories = await db
    .selectFrom('products')
    .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('factory_id', '=', factoryId)
    .groupBy('category_id')
    .orderBy('n', 'desc')
    .limit(3)
    .execute();
  await db
    .updateTable('factories')
    .set({
      contact: company.contact,
      tel: company.telephone,
      mobile: company.mobile,
      fax: company.fax,
      email: company.email,
      address: company.address,
      main_categories: categories.map((c) => c.category_id),
      booth: '汕头澄海 星辉玩具展厅 A区 12号',
    })
    .where('id', '=', factoryId)
    .execute();
  const ownerId = await mainAccountOf(db, factoryCompanyId);
  if (!ownerId) return;
  const sales = await db
    .insertInto('users')
    .values({
      phone: '13800000008',
      nickname: '黄丽娟',
      uc_nickname: '黄业务',
      user_type: 1,
      company_id: factoryCompanyId,
      password_hash: await hashPassword(DEMO_PASSWORD),
      chat_id: `u_${randomBytes(8).toString('hex')}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('factory_staff')
    .values({ user_id: sales.id, company_id: factoryCompanyId, role: 1, invited_by: ownerId, invited_at: ctx.now() })
    .execute();
  await sql`UPDATE factory_requests SET answered_by = ${ownerId}
    WHERE factory_id = ${factoryId} AND answered_at IS NOT NULL AND answered_by IS NULL`.execute(db);
}
