import type { CategoryGroupItem, EnumItem } from '@wanju/api-client';
import type { AppContext } from '../platform/http/context';
import * as repo from './repo';

/** The enums grouped by kind. */
export async function enumsByKind(ctx: AppContext, kind?: string): Promise<Record<string, EnumItem[]>> {
  const byKind: Record<string, EnumItem[]> = {};
  for (const row of await repo.enums(ctx.database.db, kind)) {
    byKind[row.kind] = [...(byKind[row.kind] ?? []), row];
  }
  return byKind;
}

/** get_public_config: what the shell needs before sign-in (categories by group, certificates, showrooms, keywords, enums). */
export async function publicConfig(ctx: AppContext, cate?: number[]) {
  const { db } = ctx.database;
  const [categories, certification, showroom_list, keyword, enums] = await Promise.all([
    repo.categories(db),
    repo.certificates(db),
    repo.showrooms(db),
    repo.hotKeywords(db, 20),
    enumsByKind(ctx),
  ]);
  const groups = new Map<string, CategoryGroupItem>();
  for (const category of categories) {
    const group = groups.get(category.group_id) ?? { id: category.group_id, name: category.group_name, children: [] };
    group.children.push(category);
    groups.set(category.group_id, group);
  }
  const wanted = new Set(cate ?? []);
  return {
    showroom_list,
    cate_list: wanted.size ? categories.filter((c) => wanted.has(c.id)) : categories,
    certification,
    category_list: [...groups.values()],
    keyword,
    enum: enums,
  };
}
