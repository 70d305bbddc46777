import { api, type CategoryGroupItem, type EnumItem } from '@wanju/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';

async function enumsByKind(ctx: AppContext, kind?: string): Promise<Record<string, EnumItem[]>> {
  let query = ctx.database.db.selectFrom('enums').select(['code', 'kind', 'name']).orderBy('kind').orderBy('sort');
  if (kind) query = query.where('kind', '=', kind);
  const byKind: Record<string, EnumItem[]> = {};
  for (const row of await query.execute()) {
    byKind[row.kind] = [...(byKind[row.kind] ?? []), row];
  }
  return byKind;
}

export function systemRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { system } = api;
  const { db } = ctx.database;

  route(app, ctx, system.getPublicConfig, async ({ body }) => {
    const [categories, certification, showroom_list, keywords, enums] = await Promise.all([
      db.selectFrom('categories').select(['id', 'name', 'name_en', 'group_id', 'group_name']).orderBy('sort').execute(),
      db.selectFrom('certificates').select(['id', 'code', 'name', 'region']).orderBy('sort').execute(),
      db.selectFrom('showrooms').select(['id', 'route', 'name', 'city', 'logo', 'intro']).orderBy('id').execute(),
      db.selectFrom('hot_keywords').select('keyword').orderBy('weight', 'desc').limit(20).execute(),
      enumsByKind(ctx),
    ]);
    const groups = new Map<string, CategoryGroupItem>();
    for (const category of categories) {
      const group = groups.get(category.group_id) ?? { id: category.group_id, name: category.group_name, children: [] };
      group.children.push(category);
      groups.set(category.group_id, group);
    }
    const wanted = new Set(body.cate ?? []);
    return {
      showroom_list,
      cate_list: wanted.size ? categories.filter((c) => wanted.has(c.id)) : categories,
      certification,
      category_list: [...groups.values()],
      keyword: keywords.map((k) => k.keyword),
      enum: enums,
    };
  });

  route(app, ctx, system.getEnum, async ({ body }) => enumsByKind(ctx, body.kind));
}
