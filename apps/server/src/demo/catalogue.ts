import { CATEGORIES } from '@wanju/domain';
import { sql } from 'kysely';
import { codeTokens, textTokens, tsvectorLiteral } from '../catalogue/index';
import { type PictureIndex, pictureState, svgSignature } from '../pictures/index';
import type { AppContext } from '../platform/http/context';
import { drawingSvg, licenceSvg, logoSvg } from './drawings';
import {
  DEMO_FACTORY_NAME,
  type FactorySeed,
  factoryCount,
  generateFactories,
  generateProduct,
  IP_LICENCES,
  type ProductSeed,
  REGIONS,
} from './generator';

const CATEGORY_NAME = new Map(CATEGORIES.map((c) => [c.id, `${c.name} ${c.name_en}`]));

/** The lexemes of a factory: names, region, contact phones (by prefix). */
export function factoryLexemes(f: {
  name: string;
  short_name: string;
  name_en: string;
  tel: string;
  mobile: string;
  contact: string;
}) {
  const tokens = textTokens(`${f.name} ${f.short_name} ${f.name_en} ${f.contact}`);
  for (const phone of [f.tel, f.mobile]) if (phone) codeTokens(phone, tokens);
  return tsvectorLiteral(tokens);
}

/** The lexemes of a product: names, item and factory numbers, category, factory name. */
export function productLexemes(p: {
  name: string;
  name_en: string;
  article_number: string;
  factory_number: string;
  category_id: number;
  factory_name: string;
}) {
  const tokens = textTokens(`${p.name} ${p.name_en} ${CATEGORY_NAME.get(p.category_id) ?? ''} ${p.factory_name}`);
  codeTokens(p.article_number, tokens);
  codeTokens(p.factory_number, tokens);
  return tsvectorLiteral(tokens);
}

async function pool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

const BATCH = 400;

export interface CatalogueSeedResult {
  factories: number;
  products: number;
  pictures: string[];
  ms: number;
}

/**
 * Loads the deterministic demo catalogue: manufacturing areas, factories, IP licences, `products` products
 * with a drawn picture each (stored as SVG by content hash, indexed for image search), sections, and the
 * content of the other listing areas. Links the demo factory company to its factory.
 */
export async function seedCatalogue(
  ctx: AppContext,
  options: {
    products: number;
    factoryCompanyId?: number;
    onProgress?: (done: number) => void;
    /** signatures already computed for the same drawings (the benchmark loads two engines) */
    signatures?: PictureIndex;
    /** false: skip the picture index (keyword-only benchmarks) */
    indexPictures?: boolean;
  },
): Promise<CatalogueSeedResult> {
  const t0 = Date.now();
  const { db } = ctx.database;
  const state = pictureState(ctx);
  const now = ctx.now().getTime();

  await db
    .insertInto('regions')
    .values(REGIONS.map((r) => ({ id: r.id, name: r.name, province: r.province, intro: r.intro })))
    .execute();

  const factories = generateFactories(factoryCount(options.products));
  const factoryIds: number[] = [];
  // Logos and licences are small SVG originals; their variants are rendered on first request.
  const LOGO_COLOURS = ['#c8102e', '#1d3557', '#2a9d8f', '#f4a261', '#7b2cbf', '#118ab2', '#588157', '#ef476f'];
  const factoryFiles = await Promise.all(
    factories.map(async (f, i) => {
      const logo = await state.files.write(
        logoSvg(f.short_name.slice(0, 2), LOGO_COLOURS[i % LOGO_COLOURS.length] as string),
        'svg',
      );
      const code = `91${String(440000 + f.region_id * 1000 + (i % 1000)).padStart(6, '0')}MA${String(100000 + i * 7919).slice(-6)}X`;
      const license = await state.files.write(licenceSvg(f.name, f.address, code), 'svg');
      return { logo, license };
    }),
  );
  const seen = new Set<string>();
  const fileRowsOf = factoryFiles
    .flatMap((f) => [f.logo, f.license])
    .filter((hash) => !seen.has(hash) && seen.add(hash))
    .map((hash) => ({ hash, ext: 'svg' }));
  for (let i = 0; i < fileRowsOf.length; i += BATCH) {
    await db
      .insertInto('files')
      .values(fileRowsOf.slice(i, i + BATCH))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  for (let i = 0; i < factories.length; i += BATCH) {
    const rows = await db
      .insertInto('factories')
      .values(
        factories.slice(i, i + BATCH).map((f: FactorySeed) => ({
          name: f.name,
          short_name: f.short_name,
          name_en: f.name_en,
          region_id: f.region_id,
          address: f.address,
          contact: f.contact,
          tel: f.tel,
          mobile: f.mobile,
          qq: f.qq,
          fax: f.fax,
          email: f.email,
          is_taxpayer: f.is_taxpayer,
          certifications: f.certifications,
          showroom_ids: f.showroom_ids,
          follower_count: f.follower_count,
          intro: f.intro,
          logo: factoryFiles[f.index]?.logo ?? '',
          license: factoryFiles[f.index]?.license ?? '',
          search_tsv: sql<string>`${factoryLexemes(f)}::tsvector`,
          created_at: new Date(now - f.created_days_ago * 86_400_000),
        })),
      )
      .returning('id')
      .execute();
    factoryIds.push(...rows.map((r) => r.id));
  }

  // Each licence is pictured by its character: a drawing of its kind, in the licence's own colours.
  const ipPictures = await Promise.all(
    IP_LICENCES.map((ip, i) =>
      state.files.write(
        drawingSvg({
          kind: ip.kind,
          color: LOGO_COLOURS[i % LOGO_COLOURS.length] as string,
          accent: LOGO_COLOURS[(i + 3) % LOGO_COLOURS.length] as string,
          background: '#fff8ec',
          rotate: 0,
          scale: 0.9,
          dx: 0,
          dy: 0,
          flip: false,
          dots: [],
          label: ip.name_en,
        }),
        'svg',
      ),
    ),
  );
  await db
    .insertInto('files')
    .values(ipPictures.map((hash) => ({ hash, ext: 'svg' })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const ips = await db
    .insertInto('ip_licences')
    .values(IP_LICENCES.map(({ kind: _kind, ...ip }, sort) => ({ ...ip, sort, picture: ipPictures[sort] ?? '' })))
    .returning('id')
    .execute();

  const pictures: string[] = [];
  let done = 0;
  for (let start = 0; start < options.products; start += BATCH) {
    const seeds: ProductSeed[] = [];
    for (let i = start; i < Math.min(options.products, start + BATCH); i++) seeds.push(generateProduct(i, factories));
    // Drawings: the SVG is the original (by content hash); its signature is computed from a small render.
    const hashes = new Map<number, string>();
    const indexRows: { file_hash: string; hashes: Uint8Array; colour: Uint8Array; thumb: Uint8Array }[] = [];
    const fileRows: { hash: string; ext: string; width: number; height: number; size: number }[] = [];
    await pool(seeds, 4, async (p) => {
      const svg = drawingSvg(p.drawing);
      const hash = await state.files.write(svg, 'svg');
      hashes.set(p.index, hash);
      fileRows.push({ hash, ext: 'svg', width: 600, height: 600, size: Buffer.byteLength(svg) });
      if (options.indexPictures === false) return;
      const signature = options.signatures?.signature(hash) ?? (await svgSignature(svg));
      state.pictures.add(hash, signature);
      indexRows.push({ file_hash: hash, hashes: signature.hashes, colour: signature.colour, thumb: signature.thumb });
    });
    if (fileRows.length) {
      await db
        .insertInto('files')
        .values(fileRows)
        .onConflict((oc) => oc.doNothing())
        .execute();
      if (indexRows.length)
        await db
          .insertInto('picture_index')
          .values(indexRows)
          .onConflict((oc) => oc.doNothing())
          .execute();
    }
    const ids = await db
      .insertInto('products')
      .values(
        seeds.map((p) => {
          const factory = factories[p.factoryIndex] as FactorySeed;
          const created = new Date(now - p.created_minutes_ago * 60_000);
          const {
            drawing: _d,
            sections: _s,
            index: _i,
            factoryIndex: _f,
            ip_index,
            created_minutes_ago: _c,
            ...fields
          } = p;
          return {
            ...fields,
            factory_id: factoryIds[p.factoryIndex] as number,
            ip_id: ip_index === null ? null : (ips[ip_index]?.id ?? null),
            // A product the platform blocked stays blocked whatever its factory publishes.
            blocked: p.is_black,
            pictures: [hashes.get(p.index) as string],
            stock_updated_at: p.stock_quantity ? created : null,
            search_tsv: sql<string>`${productLexemes({ ...p, factory_name: `${factory.name} ${factory.short_name}` })}::tsvector`,
            created_at: created,
            updated_at: created,
          };
        }),
      )
      .returning('id')
      .execute();
    const sectionRows = seeds.flatMap((p, k) =>
      p.sections.map((s) => ({
        section: s.section,
        product_id: ids[k]?.id as number,
        rank: s.section === 'new' ? Math.floor((now - p.created_minutes_ago * 60_000) / 60_000) : s.rank,
        extra: JSON.stringify(s.extra),
      })),
    );
    if (sectionRows.length) await db.insertInto('product_sections').values(sectionRows).execute();
    for (const p of seeds) pictures.push(hashes.get(p.index) as string);
    done += seeds.length;
    options.onProgress?.(done);
  }

  // Publicity pictures: each factory shows its first three products.
  await sql`UPDATE factories f SET publicity = coalesce((SELECT array_agg(h ORDER BY id) FROM (
      SELECT p.id, p.pictures[1] AS h FROM products p WHERE p.factory_id = f.id ORDER BY p.id LIMIT 3) s), '{}')`.execute(
    db,
  );
  await seedContents(ctx, factoryIds, pictures);
  if (options.factoryCompanyId) {
    const factory = await db
      .selectFrom('factories')
      .select('id')
      .where('name', '=', DEMO_FACTORY_NAME)
      .executeTakeFirst();
    if (factory)
      await db
        .updateTable('companies')
        .set({ factory_id: factory.id })
        .where('id', '=', options.factoryCompanyId)
        .execute();
  }
  return { factories: factories.length, products: options.products, pictures, ms: Date.now() - t0 };
}

async function seedContents(ctx: AppContext, factoryIds: number[], pictures: string[]) {
  const { db } = ctx.database;
  const now = ctx.now().getTime();
  const rows: {
    kind: string;
    title: string;
    picture: string;
    body: string;
    factory_id: number | null;
    sort: number;
    created_at: Date;
  }[] = [];
  const pic = (i: number) => pictures[(i * 37) % Math.max(1, pictures.length)] ?? '';
  const add = (kind: string, titles: string[], body: (i: number) => Record<string, unknown>) =>
    titles.forEach((title, i) => {
      rows.push({
        kind,
        title,
        picture: pic(rows.length + i),
        body: JSON.stringify(body(i)),
        factory_id: factoryIds[(i * 13) % factoryIds.length] ?? null,
        sort: titles.length - i,
        created_at: new Date(now - i * 3_600_000 * 7),
      });
    });
  add(
    'live',
    [
      '澄海新品发布直播',
      '遥控车工厂直播间',
      '毛绒玩具源头工厂',
      '益智积木专场',
      '夏季水枪清仓',
      '跨境爆款选品会',
      '婴童玩具新品首发',
      '模型手办直播',
    ],
    // The demo streams are recorded videos shipped with the buyer portal (public/media).
    (i) => ({
      status: i % 3 === 0 ? 'live' : 'replay',
      viewers: 120 + i * 57,
      video: `/media/live-${(i % 2) + 1}.webm`,
    }),
  );
  add(
    'video',
    [
      '2.4G遥控越野车实测',
      '磁力片拼搭教程',
      '泡泡机出泡效果',
      '无人机定高演示',
      '回力车跑测',
      '过家家厨房开箱',
      '合金模型细节展示',
      '发条恐龙走路',
    ],
    (i) => ({ duration: 30 + i * 12 }),
  );
  add(
    'post',
    [
      '今年外贸玩具流行趋势',
      '澄海玩具展会见闻',
      'EN71认证常见问题',
      '亚马逊玩具类目选品心得',
      '如何计算外箱体积',
      '验厂注意事项',
      '毛绒玩具面料选择',
      '中东市场玩具需求',
    ],
    (i) => ({ author: `玩具圈用户${100 + i}`, likes: i * 31 + 5 }),
  );
  add(
    'logistics',
    ['顺丰国际', '澄海货运代理', '义乌国际物流', '深圳海运拼箱', '广州空运专线', '中欧班列玩具专线'],
    (i) => ({
      routes: ['美国', '欧洲', '中东', '东南亚'].slice(0, 2 + (i % 3)),
      phone: `0754-8588${String(1000 + i).slice(1)}`,
    }),
  );
  add(
    'purchase',
    ['求购遥控车5000台', '采购毛绒玩具一批', '急需水枪20000只', '采购益智积木', '长期采购合金车模', '采购婴儿摇铃'],
    (i) => ({ quantity: (i + 1) * 2000, discount: `${8 + (i % 2)}折`, deadline_days: 7 + i }),
  );
  // Each banner opens the page its words name: the purchase festival the special-price zone, the certified
  // factories the licence wall, Excel search the image search (an .xlsx dropped there; /excel is the AI assistant).
  add('advert', ['玩具采购节', '工厂认证专区', '新品首发'], (i) => ({
    link: ['/discountSection', '/License', '/new_arrivals'][i],
  }));
  add('carousel', ['澄海玩具展 线上同步开展', '以图搜款 更快找到同款', 'Excel批量找样 一键匹配'], (i) => ({
    link: ['/showroom', '/imageSearch', '/imageSearch'][i],
  }));
  add('file', ['玩具出口认证指南.pdf', '外箱唛头模板.xlsx', '报价单模板.xlsx', '产品目录样例.pdf'], (i) => ({
    size: 120_000 + i * 50_000,
  }));
  add('activity', ['澄海玩具工厂直供月', '跨境爆款限时特惠', '新品打样免费寄送', '认证工厂优选周'], (i) => ({
    link: ['/factoryRecommend', '/toyCross', '/new_arrivals', '/License'][i],
    period: ['本月1日至月底', '每周五至周日', '长期有效', '本周'][i],
  }));
  add('note', ['以图搜款支持截图粘贴', '新增Excel找样功能', '选样车支持批量加入'], () => ({}));
  await db.insertInto('contents').values(rows).execute();
}

/** Renders the pictures' 600 px and thumbnail variants in the background (not in tests). */
export function prerenderInBackground(ctx: AppContext, pictures: readonly string[]) {
  const state = pictureState(ctx);
  const job = state.files.prerender([...pictures].reverse(), () => state.stopped, 1).catch(() => {});
  state.background.push(job);
}
