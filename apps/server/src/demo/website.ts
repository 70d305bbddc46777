import { hash } from '@node-rs/argon2';
import { ACCESS_STATUS, ORDER_STATUS, SAMPLE_LIST_STATUS, websiteOrderNumber } from '@wanju/domain';
import { fileUrl } from '../pictures/index';
import type { AppContext } from '../platform/http/context';
import { mainAccountOf } from './accounts';

/** The demo visitors' password (README: the demo site's visitor accounts). */
export const DEMO_VISITOR_PASSWORD = 'visitor123';
export const DEMO_SITE_SLUG = 'globalbest';

/**
 * The trading company's website: 36 products in its library (copied by hand from platform ones), a published site at
 * /site/globalbest/ with banners and news, three visitors (one approved, one waiting), a submitted sample
 * list, an order, and two weeks of visits and sign-ins for the records and the statistics.
 */
export async function seedWebsite(ctx: AppContext, tradingCompanyId: number): Promise<void> {
  const { db } = ctx.database;
  const mainId = await mainAccountOf(db, tradingCompanyId);
  if (!mainId) return;
  const products = await db
    .selectFrom('products')
    .selectAll()
    .where('is_black', '=', false)
    // the company tests search the library for 越野 and count its platform-linked products: these stay apart
    .where('name', 'not like', '%越野%')
    .orderBy('id', 'desc')
    .limit(36)
    .execute();
  if (!products.length) return;
  const library = await db
    .insertInto('company_products')
    .values(
      products.map((p, i) => ({
        company_id: tradingCompanyId,
        user_id: mainId,
        product_id: null,
        item_number: `GW-${p.article_number}`,
        name: p.name,
        name_en: p.name_en,
        factory_number: p.factory_number,
        category_id: p.category_id,
        picture: fileUrl(p.pictures[0]),
        unit: p.unit,
        price: Math.round(Number(p.exworks_price) * 1.18 * 100) / 100,
        exworks_price: p.exworks_price,
        packing_name: p.packing_name,
        length: p.length,
        width: p.width,
        height: p.height,
        carton_length: p.carton_length,
        carton_width: p.carton_width,
        carton_height: p.carton_height,
        carton_quantity: p.carton_quantity,
        inbox_count: p.inbox_count,
        gross_weight: p.gross_weight,
        net_weight: p.net_weight,
        is_hidden: i === 35,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'name', 'item_number', 'picture', 'unit', 'price'])
    .execute();
  const now = ctx.now();
  const day = 86_400_000;
  const banners = library
    .slice(0, 3)
    .map((p) => p.picture)
    .filter(Boolean);
  const site = await db
    .insertInto('websites')
    .values({
      company_id: tradingCompanyId,
      slug: DEMO_SITE_SLUG,
      name: '环球优品玩具',
      name_en: 'Global Best Toys',
      banners,
      description: '环球优品贸易：遥控、益智、户外玩具一站式采购，支持看样、选样、下单。',
      description_en: 'Global Best Trading: one-stop sourcing of RC, educational and outdoor toys.',
      featured_ids: library.slice(0, 8).map((p) => p.id),
      status: 1,
      published_at: new Date(now.getTime() - 30 * day),
      created_by: mainId,
      created_at: new Date(now.getTime() - 30 * day),
      updated_at: new Date(now.getTime() - 30 * day),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('website_news')
    .values([
      {
        website_id: site.id,
        title: '2026秋季新品上架',
        title_en: 'Autumn 2026 new arrivals',
        summary: '200余款遥控与益智新品现已上架，欢迎申请看样。',
        body: '本季新品涵盖遥控车、无人机、积木和早教玩具。\n\n登录官网并通过审核即可查看价格、加入选样单。',
        body_en:
          'This season brings RC cars, drones, building blocks and early-learning toys.\n\nSign in and get approved to see prices and pick samples.',
        pictures: banners.slice(0, 1),
        status: 1,
        published_at: new Date(now.getTime() - 5 * day),
      },
      {
        website_id: site.id,
        title: '广交会期间展位安排',
        title_en: 'Our booth at the Canton Fair',
        summary: '第140届广交会二期，欢迎莅临洽谈。',
        body: '展位号 17.1 B23，期间提供现场选样与报价服务。',
        body_en: 'Booth 17.1 B23: samples and quotations on the spot.',
        status: 1,
        published_at: new Date(now.getTime() - 12 * day),
      },
      { website_id: site.id, title: '年终促销方案（草稿）', body: '待定', status: 0 },
    ])
    .execute();
  const passwordHash = await hash(DEMO_VISITOR_PASSWORD);
  const visitors = await db
    .insertInto('website_visitors')
    .values([
      {
        website_id: site.id,
        account: 'buyer@toyland.example',
        name: 'Emma Wilson',
        company_name: 'Toyland Ltd.',
        password_hash: passwordHash,
        access_status: ACCESS_STATUS.approved,
        chat_user_id: null,
        created_at: new Date(now.getTime() - 10 * day),
      },
      {
        website_id: site.id,
        account: '+61412345678',
        name: 'Liam Chen',
        company_name: 'Aussie Kids Pty',
        password_hash: passwordHash,
        access_status: ACCESS_STATUS.pending,
        chat_user_id: null,
        created_at: new Date(now.getTime() - 2 * day),
      },
      {
        website_id: site.id,
        account: '13912345678',
        name: '刘晓东',
        company_name: '晓东母婴连锁',
        password_hash: passwordHash,
        chat_user_id: null,
        created_at: new Date(now.getTime() - day),
      },
    ])
    .returning('id')
    .execute();
  const [emma, liam, liu] = visitors.map((v) => v.id) as [number, number, number];
  await db
    .insertInto('website_access_requests')
    .values([
      {
        website_id: site.id,
        visitor_id: emma,
        message: 'We are a toy retailer in the UK.',
        status: 1,
        audited_by: mainId,
        audited_at: new Date(now.getTime() - 9 * day),
        created_at: new Date(now.getTime() - 10 * day),
      },
      {
        website_id: site.id,
        visitor_id: liam,
        message: 'Please approve, we import for 40 stores.',
        status: 0,
        created_at: new Date(now.getTime() - 2 * day),
      },
    ])
    .execute();
  const lines = library.slice(2, 6);
  const lists = await db
    .insertInto('website_sample_lists')
    .values([
      {
        website_id: site.id,
        visitor_id: emma,
        status: SAMPLE_LIST_STATUS.ordered,
        remark: 'Samples for Q1 catalogue',
        submitted_at: new Date(now.getTime() - 8 * day),
        created_at: new Date(now.getTime() - 9 * day),
      },
      {
        website_id: site.id,
        visitor_id: emma,
        status: SAMPLE_LIST_STATUS.submitted,
        remark: 'Second batch',
        submitted_at: new Date(now.getTime() - day),
        created_at: new Date(now.getTime() - 2 * day),
      },
    ])
    .returning('id')
    .execute();
  for (const list of lists)
    await db
      .insertInto('website_sample_items')
      .values(lines.map((l, i) => ({ list_id: list.id, company_product_id: l.id, qty: (i + 1) * 2 })))
      .execute();
  const order = await db
    .insertInto('website_orders')
    .values({
      website_id: site.id,
      visitor_id: emma,
      sample_list_id: lists[0]?.id ?? null,
      status: ORDER_STATUS.confirmed,
      status_note: '已安排打样，预计7天发出',
      remark: 'Ship by sea',
      total: lines.reduce((s, l, i) => s + Number(l.price) * (i + 1) * 2, 0),
      created_at: new Date(now.getTime() - 7 * day),
      updated_at: new Date(now.getTime() - 6 * day),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('website_orders')
    .set({ number: websiteOrderNumber(new Date(now.getTime() - 7 * day).toISOString().slice(0, 10), order.id) })
    .where('id', '=', order.id)
    .execute();
  await db
    .insertInto('website_order_items')
    .values(
      lines.map((l, i) => ({
        order_id: order.id,
        company_product_id: l.id,
        item_number: l.item_number,
        name: l.name,
        picture: l.picture,
        unit: l.unit,
        price: l.price,
        qty: (i + 1) * 2,
      })),
    )
    .execute();
  // Two weeks of views: a few a day, more on the latest days, the product pages of the first dozen products.
  const pages = ['home', 'products', 'product', 'product', 'news', 'about'] as const;
  const visits = [];
  for (let d = 13; d >= 0; d--) {
    for (let i = 0; i < 6 + (13 - d); i++) {
      const page = pages[(d + i) % pages.length] as string;
      const product = page === 'product' ? library[(d * 3 + i) % 12] : undefined;
      const visitor = i % 5 === 0 ? emma : i % 7 === 0 ? liam : null;
      visits.push({
        website_id: site.id,
        visitor_id: visitor,
        visitor_key: `demo-${d}-${i % 4}`,
        page,
        path: `/site/${DEMO_SITE_SLUG}/${page === 'product' ? `products/${product?.id}` : page === 'home' ? '' : page}`,
        company_product_id: product?.id ?? null,
        lang: i % 3 === 0 ? 'en' : 'zh',
        user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
        ip: `203.0.113.${(d * 7 + i) % 250}`,
        created_at: new Date(now.getTime() - d * day - i * 600_000),
      });
    }
  }
  await db.insertInto('website_visits').values(visits).execute();
  await db
    .insertInto('website_logins')
    .values([
      {
        website_id: site.id,
        visitor_id: emma,
        account: 'buyer@toyland.example',
        succeeded: true,
        ip: '203.0.113.5',
        user_agent: 'Mozilla/5.0',
        created_at: new Date(now.getTime() - 3 * day),
      },
      {
        website_id: site.id,
        visitor_id: liam,
        account: '+61412345678',
        succeeded: false,
        ip: '198.51.100.7',
        user_agent: 'Mozilla/5.0',
        created_at: new Date(now.getTime() - 2 * day),
      },
      {
        website_id: site.id,
        visitor_id: liam,
        account: '+61412345678',
        succeeded: true,
        ip: '198.51.100.7',
        user_agent: 'Mozilla/5.0',
        created_at: new Date(now.getTime() - 2 * day + 60_000),
      },
      {
        website_id: site.id,
        visitor_id: liu,
        account: '13912345678',
        succeeded: true,
        ip: '112.96.1.20',
        user_agent: 'Mozilla/5.0',
        created_at: new Date(now.getTime() - day),
      },
    ])
    .execute();
}
