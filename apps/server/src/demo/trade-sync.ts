import { randomBytes } from 'node:crypto';
import type { AppContext } from '../platform/http/context';

/**
 * The demo trading company's quotation sync, already approved by the platform's customer service: its bridge
 * runs on the same machine as the browser (127.0.0.1), so `node apps/trade-bridge …` with the appkey shown
 * on /trade_system receives the quotations synced there.
 */
export async function seedTradeSync(ctx: AppContext, tradingCompanyId: number): Promise<void> {
  const { db } = ctx.database;
  const [main, agent] = await Promise.all(
    ['13800000001', '13800000006'].map((phone) =>
      db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst(),
    ),
  );
  const now = ctx.now();
  await db
    .insertInto('trade_sync_accounts')
    .values({
      company_id: tradingCompanyId,
      applicant_id: main?.id ?? null,
      software_type: 1,
      company_contact: '王经理',
      company_mobilephone: '13800000001',
      remark: '报价单同步到公司电脑上的贸易软件',
      status: 'approved',
      review_remark: '已电话确认，桥接程序装在业务部电脑上',
      reviewer_id: agent?.id ?? null,
      reviewed_at: now,
      appkey: `wj${randomBytes(8).toString('hex')}`,
      token: randomBytes(24).toString('base64url'),
      local_ips: ['127.0.0.1'],
      created_at: now,
      updated_at: now,
    })
    .execute();
}
