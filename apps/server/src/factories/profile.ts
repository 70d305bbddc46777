import type { FactoryProfile } from '@wanju/api-client';
import { CATEGORIES, CERTIFICATES, profileRefusal } from '@wanju/domain';
import { sql } from 'kysely';
import { codeTokens, textTokens, tsvectorLiteral } from '../catalogue/index';
import { fileUrl, requireStoredPictures } from '../pictures/index';
import { actingFactory } from '../platform/access/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError } from '../platform/http/errors';

/**
 * The company display a factory edits in its console: the same factories record the portal's factory page
 * reads (one source of truth), so what is saved here is what buyers see. Pictures are stored by content hash
 * and given by their file address; only addresses of pictures stored here (uploaded and checked) are kept.
 */

const CATEGORY_IDS = new Set(CATEGORIES.map((c) => c.id));
const CERTIFICATE_IDS = new Set(CERTIFICATES.map((c) => c.id));

/** The content hash of one of our file addresses (either variant), or null. */
const hashOf = (url: string) => /^\/files\/([0-9a-f]{32})(?:_s)?\.jpg$/.exec(url)?.[1] ?? null;
/** The large variant's address: what requireStoredPictures accepts. */
const large = (url: string) => fileUrl(hashOf(url));

/** The lexemes factory search finds a factory by: its names, contact and phones (by prefix). */
function lexemes(f: {
  name: string;
  short_name: string;
  name_en: string;
  contact: string;
  tel: string;
  mobile: string;
}) {
  const tokens = textTokens(`${f.name} ${f.short_name} ${f.name_en} ${f.contact}`);
  for (const phone of [f.tel, f.mobile]) if (phone) codeTokens(phone, tokens);
  return tsvectorLiteral(tokens);
}

async function read(ctx: AppContext, factoryId: number): Promise<FactoryProfile> {
  const f = await ctx.database.db
    .selectFrom('factories')
    .select([
      'id',
      'name',
      'name_en',
      'short_name',
      'logo',
      'publicity',
      'license',
      'certifications',
      'certificate_pictures',
      'intro',
      'address',
      'contact',
      'tel',
      'mobile',
      'qq',
      'fax',
      'email',
      'main_categories',
      'booth',
      'showroom_ids',
    ])
    .where('id', '=', factoryId)
    .executeTakeFirstOrThrow();
  return {
    ...f,
    logo: fileUrl(f.logo),
    license: fileUrl(f.license),
    publicity: f.publicity.map((h) => fileUrl(h)),
    certificate_pictures: f.certificate_pictures.map((h) => fileUrl(h)),
  };
}

export async function profile(ctx: AppContext, user: SessionUser): Promise<FactoryProfile> {
  return read(ctx, await actingFactory(ctx.database.db, user));
}

export type ProfileInput = Omit<FactoryProfile, 'id' | 'showroom_ids'>;

/** save_profile: the domain's checks, stored pictures only, known categories and certificates; search follows. */
export async function saveProfile(ctx: AppContext, user: SessionUser, input: ProfileInput): Promise<FactoryProfile> {
  const factoryId = await actingFactory(ctx.database.db, user);
  const refusal = profileRefusal(input);
  if (refusal) throw businessError(refusal);
  const single = [input.logo, input.license].filter(Boolean);
  const pictures = [...single, ...input.publicity, ...input.certificate_pictures];
  await requireStoredPictures(ctx, pictures.map(large));
  const hash = (url: string) => hashOf(url) ?? '';
  const text = {
    name: input.name.trim(),
    name_en: input.name_en.trim(),
    short_name: input.short_name.trim(),
    contact: input.contact.trim(),
    tel: input.tel.trim(),
    mobile: input.mobile.trim(),
  };
  await ctx.database.db
    .updateTable('factories')
    .set({
      ...text,
      logo: input.logo ? hash(input.logo) : '',
      license: input.license ? hash(input.license) : '',
      publicity: input.publicity.map(hash),
      certificate_pictures: input.certificate_pictures.map(hash),
      certifications: [...new Set(input.certifications.filter((c) => CERTIFICATE_IDS.has(c)))],
      main_categories: [...new Set(input.main_categories.filter((c) => CATEGORY_IDS.has(c)))],
      intro: input.intro.trim(),
      address: input.address.trim(),
      qq: input.qq.trim(),
      fax: input.fax.trim(),
      email: input.email.trim(),
      booth: input.booth.trim(),
      search_tsv: sql<string>`${lexemes(text)}::tsvector`,
    })
    .where('id', '=', factoryId)
    .execute();
  return read(ctx, factoryId);
}

/** The display's extras as the portal's factory page shows them. */
export function displayExtras(row: { main_categories: number[]; booth: string; certificate_pictures: string[] }) {
  const names = new Map(CATEGORIES.map((c) => [c.id, c.name]));
  return {
    main_categories: row.main_categories.flatMap((id) =>
      names.has(id) ? [{ id, name: names.get(id) as string }] : [],
    ),
    booth: row.booth,
    certificate_pictures: row.certificate_pictures.map((h) => fileUrl(h)),
  };
}
