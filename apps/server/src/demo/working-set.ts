import { inquiryNotifyAt, supplementNotifyAt } from '@wanju/domain';
import type { AppContext } from '../platform/http/context';

/**
 * Demo working set of the demo trading company: customers, carts (the main account's default and one of
 * the salesperson's), answered and open inquiries, a supplement, a find-sample request with factory
 * answers and a selection list.
 */
export async function seedWorkingSet(ctx: AppContext, tradingCompanyId: number): Promise<void> {
  const { db } = ctx.database;
  const users = await db
    .selectFrom('users')
    .select(['id', 'phone'])
    .where('company_id', '=', tradingCompanyId)
    .execute();
  const main = users.find((u) => u.phone === '13800000001')?.id;
  const sales = users.find((u) => u.phone === '13800000002')?.id;
  if (!main || !sales) return;
  const products = await db
    .selectFrom('products')
    .select(['id', 'factory_id', 'exworks_price'])
    .where('is_black', '=', false)
    .orderBy('id')
    .limit(40)
    .execute();
  if (products.length < 20) return;
  const now = ctx.now();
  const company = tradingCompanyId;

  const [acme, euro] = await db
    .insertInto('customers')
    .values([
      {
        company_id: company,
        user_id: main,
        name: 'ACME Toys Inc.',
        contact: 'John Smith',
        country: '美国',
        email: 'john@acme-toys.com',
      },
      {
        company_id: company,
        user_id: sales,
        name: 'EuroPlay GmbH',
        contact: 'Anna Müller',
        country: '德国',
        email: 'anna@europlay.de',
      },
    ])
    .returning('id')
    .execute();
  const carts = await db
    .insertInto('customer_picks')
    .values([
      { company_id: company, user_id: main, name: '默认选样车', is_default: true, customer_id: acme?.id ?? null },
      { company_id: company, user_id: main, name: '美国客户', remark: '圣诞档期', customer_id: acme?.id ?? null },
      { company_id: company, user_id: sales, name: '德国展会', is_default: true, customer_id: euro?.id ?? null },
    ])
    .returning('id')
    .execute();
  const cartItems = carts.flatMap((cart, c) =>
    products.slice(c * 8, c * 8 + 8).map((p, i) => ({
      customer_pick_id: cart.id,
      product_id: p.id,
      quantity: 1 + (i % 3),
      data_module: 'demo',
    })),
  );
  if (cartItems.length) await db.insertInto('sample_car_items').values(cartItems).execute();

  // §4: every demo account has exactly one default cart of its own (the administrator's holds a few products).
  const all = await db.selectFrom('users').select(['id', 'company_id', 'phone']).orderBy('id').execute();
  const withCart = new Set([main, sales]);
  for (const u of all.filter((x) => !withCart.has(x.id))) {
    const made = await db
      .insertInto('customer_picks')
      .values({ company_id: u.company_id, user_id: u.id, name: '默认选样车', is_default: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (u.phone === '13800000003' && products.length > 30)
      await db
        .insertInto('sample_car_items')
        .values(
          products.slice(30, 34).map((p, i) => ({
            customer_pick_id: made.id,
            product_id: p.id,
            quantity: 2 + i,
            data_module: 'demo',
          })),
        )
        .execute();
  }

  const requests = [
    { kind: 'inquiry' as const, status: 'answered', products: products.slice(0, 3), answer: '价格含税，交期25天' },
    { kind: 'inquiry' as const, status: 'read', products: products.slice(3, 5), answer: '' },
    { kind: 'inquiry' as const, status: 'sent', products: products.slice(5, 6), answer: '' },
    { kind: 'supplement' as const, status: 'sent', products: products.slice(6, 8), answer: '' },
  ];
  for (const r of requests) {
    const first = r.products[0];
    if (!first) continue;
    const created = await db
      .insertInto('factory_requests')
      .values({
        kind: r.kind,
        company_id: company,
        user_id: main,
        factory_id: first.factory_id,
        status: r.status,
        answer: r.answer,
        notify_at: r.kind === 'inquiry' ? inquiryNotifyAt(now) : supplementNotifyAt(now),
        read_at: r.status === 'sent' ? null : now,
        answered_at: r.status === 'answered' ? now : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('factory_request_items')
      .values(
        r.products
          .filter((p) => p.factory_id === first.factory_id)
          .map((p) => ({
            request_id: created.id,
            product_id: p.id,
            quantity: 100,
            answer_price: r.status === 'answered' ? Math.round(p.exworks_price * 95) / 100 : null,
            answer_remark: r.status === 'answered' ? '500件起订' : '',
          })),
      )
      .execute();
  }

  // The demo factory account (a company linked to a factory) finds an inquiry waiting in its console:
  // sent yesterday, so its notification time has passed.
  const linked = await db
    .selectFrom('companies')
    .select('factory_id')
    .where('factory_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  const own = linked?.factory_id
    ? await db
        .selectFrom('products')
        .select('id')
        .where('factory_id', '=', linked.factory_id)
        .where('is_black', '=', false)
        .orderBy('id')
        .limit(2)
        .execute()
    : [];
  if (linked?.factory_id && own.length) {
    const yesterday = new Date(now.getTime() - 24 * 3_600_000);
    const waiting = await db
      .insertInto('factory_requests')
      .values({
        kind: 'inquiry',
        company_id: company,
        user_id: main,
        factory_id: linked.factory_id,
        remark: '请报500箱价格和交期',
        notify_at: inquiryNotifyAt(yesterday),
        created_at: yesterday,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('factory_request_items')
      .values(own.map((p) => ({ request_id: waiting.id, product_id: p.id, quantity: 500 })))
      .execute();
  }

  const wanted = await db
    .insertInto('find_sample_requests')
    .values({
      company_id: company,
      user_id: main,
      description: '找一款带灯光音乐的遥控越野车，1:16，充电款，目标价30元以内',
      target_price: 30,
      quantity: 3000,
      status: 'answered',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('find_sample_answers')
    .values(
      products.slice(10, 12).map((p, i) => ({
        request_id: wanted.id,
        factory_id: p.factory_id,
        product_id: p.id,
        price: p.exworks_price,
        remark: i === 0 ? '现货，可配英文包装' : '可改色，起订量1000',
      })),
    )
    .execute();
  await db
    .insertInto('find_sample_requests')
    .values({ company_id: company, user_id: sales, description: '毛绒恐龙公仔，30cm，CE认证', quantity: 2000 })
    .execute();

  const list = await db
    .insertInto('chooses')
    .values({
      company_id: company,
      user_id: main,
      name: '2025春季推荐',
      words: '精选春季热卖玩具，欢迎挑选',
      price_formula: JSON.stringify({ currency_type: 'USD', exchange_rate: 7.2, profit_rate: 15 }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('choose_items')
    .values(
      products.slice(20, 32).map((p, i) => ({
        chooses_id: list.id,
        product_id: p.id,
        custom_number: `GB-${String(i + 1).padStart(3, '0')}`,
      })),
    )
    .execute();
}
