import { CATEGORIES, CATEGORY_GROUPS, CERTIFICATES } from '@wanju/domain';
import type { AppContext } from '../platform/http/context';
import { seedAccounts } from './accounts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';

import { prerenderInBackground, seedCatalogue } from './catalogue';
import { seedEngagement } from './engagement';
import { seedFactoryConsole } from './factory-console';
import { seedLibraryLines } from './library-lines';
import { seedPayments } from './payments';
import { ENUMS, HOT_KEYWORDS, SHOWROOMS } from './reference';
import { seedShowrooms } from './showrooms';
import { seedTradeSync } from './trade-sync';
import { seedWebsite } from './website';
import { seedWorkingSet } from './working-set';

/**
 * The demo area loads a realistic data set into an empty database: it writes the other areas' tables
 * directly, as a data loader, and is the only area that does.
 */

/** True when the database has no users yet: the demo data is loaded only then, never over existing data. */
export async function isEmpty(ctx: AppContext): Promise<boolean> {
  const row = await ctx.database.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !row;
}

export async function seedReference(ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  const groupName = new Map(CATEGORY_GROUPS.map((g) => [g.id, g.name]));
  await db
    .insertInto('categories')
    .values(
      CATEGORIES.map((c, index) => ({
        id: c.id,
        name: c.name,
        name_en: c.name_en,
        group_id: c.groupId,
        group_name: groupName.get(c.groupId) ?? '',
        sort: index,
      })),
    )
    .execute();
  await db
    .insertInto('certificates')
    .values(CERTIFICATES.map((c, index) => ({ code: c.id, name: c.name, region: c.region, sort: index })))
    .execute();
  await db
    .insertInto('showrooms')
    .values([...SHOWROOMS])
    .execute();
  await db
    .insertInto('enums')
    .values(ENUMS.map((e, index) => ({ ...e, sort: index })))
    .execute();
  await db
    .insertInto('hot_keywords')
    .values(HOT_KEYWORDS.map((keyword, index) => ({ keyword, weight: HOT_KEYWORDS.length - index })))
    .execute();
}

/** Loads the demo catalogue and starts rendering its picture variants in the background. */
async function seedDemoCatalogue(ctx: AppContext, factoryCompanyId: number): Promise<void> {
  const result = await seedCatalogue(ctx, { products: ctx.config.demoProducts, factoryCompanyId });
  if (ctx.config.prerenderPictures) prerenderInBackground(ctx, result.pictures);
}

/** Loads the demo data into an empty database; answers whether it did. */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<boolean> {
  if (!(await isEmpty(ctx))) return false;
  await seedReference(ctx);
  const companies = await seedAccounts(ctx.database.db);
  await seedDemoCatalogue(ctx, companies.factoryCompanyId);
  await seedWorkingSet(ctx, companies.tradingCompanyId);
  await seedEngagement(ctx);
  await seedShowrooms(ctx);
  await seedFactoryConsole(ctx, companies.factoryCompanyId);
  await seedTradeSync(ctx, companies.tradingCompanyId);
  await seedPayments(ctx, companies.tradingCompanyId, companies.factoryCompanyId);
  await seedWebsite(ctx, companies.tradingCompanyId);
  await seedLibraryLines(ctx, companies.tradingCompanyId);
  return true;
}
