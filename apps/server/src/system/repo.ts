import type { EnumItem } from '@wanju/api-client';
import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema';

/** The shell's reference tables: categories, certificates, showrooms, hot keywords and enums. */

export const categories = (db: Kysely<DB>) =>
  db.selectFrom('categories').select(['id', 'name', 'name_en', 'group_id', 'group_name']).orderBy('sort').execute();

export const certificates = (db: Kysely<DB>) =>
  db.selectFrom('certificates').select(['id', 'code', 'name', 'region']).orderBy('sort').execute();

export const showrooms = (db: Kysely<DB>) =>
  db.selectFrom('showrooms').select(['id', 'route', 'name', 'city', 'logo', 'intro']).orderBy('id').execute();

export async function hotKeywords(db: Kysely<DB>, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('hot_keywords').select('keyword').orderBy('weight', 'desc').limit(limit).execute();
  return rows.map((k) => k.keyword);
}

/** The enums (of one kind, or all) in their order. */
export async function enums(db: Kysely<DB>, kind?: string): Promise<EnumItem[]> {
  let query = db.selectFrom('enums').select(['code', 'kind', 'name']).orderBy('kind').orderBy('sort');
  if (kind) query = query.where('kind', '=', kind);
  return query.execute();
}

export const helpArticles = (db: Kysely<DB>) =>
  db.selectFrom('help_contents').select(['slug', 'title', 'paragraphs']).orderBy('sort').orderBy('id').execute();

export const exchangeRates = (db: Kysely<DB>) =>
  db.selectFrom('exchange_rates').select(['currency', 'rate']).orderBy('rate').execute();
