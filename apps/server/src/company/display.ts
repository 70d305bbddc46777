import type { CompanyContact, CompanyDisplay } from '@wanju/api-client';
import { COMPANY_MSG, type QuotationTerms, quotationTermsOf } from '@wanju/domain';
import { requireStoredPictures } from '../pictures/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError } from '../platform/http/errors';
import { audit, type CDb, cdb, requirePermission, time } from './common';

/**
 * The company display: what customers see of a company on shared lists, quotations and confirmation pages.
 * A company that never edited it shows its registration fields (name, telephone, e-mail, address).
 */
export async function companyDisplay(db: CDb, companyId: number): Promise<CompanyDisplay | null> {
  const row = await db
    .selectFrom('companies as c')
    .leftJoin('company_displays as d', 'd.company_id', 'c.id')
    .select([
      'c.id',
      'c.name as company_name',
      'c.name_en as company_name_en',
      'c.is_new_version',
      'c.contact',
      'c.telephone',
      'c.mobile',
      'c.email',
      'c.address as company_address',
      'c.quote_validity_days',
      'c.quote_trade_term',
      'c.quote_port',
      'c.quote_payment_terms',
      'd.name',
      'd.name_en',
      'd.logo',
      'd.publicity',
      'd.licence',
      'd.introduction',
      'd.introduction_en',
      'd.contacts',
      'd.address',
      'd.address_en',
      'd.main_markets',
      'd.updated_at',
    ])
    .where('c.id', '=', companyId)
    .executeTakeFirst();
  if (!row) return null;
  const contacts = (row.contacts as CompanyContact[] | null) ?? [];
  return {
    company_id: row.id,
    is_new_version: row.is_new_version ? 1 : 0,
    name: row.name || row.company_name,
    name_en: row.name_en || row.company_name_en,
    logo: row.logo ?? '',
    publicity: row.publicity ?? [],
    licence: row.licence ?? '',
    introduction: row.introduction ?? '',
    introduction_en: row.introduction_en ?? '',
    contacts: row.updated_at
      ? contacts
      : row.contact
        ? [{ name: row.contact, position: '', phone: row.mobile || row.telephone, email: row.email }]
        : [],
    address: row.address || row.company_address,
    address_en: row.address_en ?? '',
    main_markets: row.main_markets ?? [],
    telephone: row.telephone,
    email: row.email,
    updated_time: row.updated_at ? time(row.updated_at) : null,
    quotation_terms: quotationTermsOf({
      validity_days: row.quote_validity_days,
      trade_term: row.quote_trade_term,
      port: row.quote_port,
      payment_terms: row.quote_payment_terms,
    }),
  };
}

export async function getDisplay(ctx: AppContext, user: SessionUser): Promise<CompanyDisplay> {
  await requirePermission(ctx, user, 'view_display');
  return (await companyDisplay(cdb(ctx), user.companyId)) as CompanyDisplay;
}

type DisplayInput = Partial<
  Omit<CompanyDisplay, 'company_id' | 'is_new_version' | 'telephone' | 'email' | 'updated_time' | 'quotation_terms'>
> & { quotation_terms?: Partial<QuotationTerms> };

/** edit_company_display_picture: the fields given are changed, the others kept; pictures must be stored here. */
export async function editDisplay(ctx: AppContext, user: SessionUser, input: DisplayInput): Promise<CompanyDisplay> {
  await requirePermission(ctx, user, 'edit_display');
  if (input.name !== undefined && !input.name.trim()) throw businessError(COMPANY_MSG.nameRequired);
  const pictures = [input.logo, input.licence, ...(input.publicity ?? [])].filter((p): p is string => Boolean(p));
  await requireStoredPictures(ctx, pictures);
  const db = cdb(ctx);
  const current = (await companyDisplay(db, user.companyId)) as CompanyDisplay;
  const next = { ...current, ...input, quotation_terms: current.quotation_terms };
  const values = {
    name: next.name,
    name_en: next.name_en,
    logo: next.logo,
    publicity: next.publicity,
    licence: next.licence,
    introduction: next.introduction,
    introduction_en: next.introduction_en,
    contacts: JSON.stringify(next.contacts),
    address: next.address,
    address_en: next.address_en,
    main_markets: next.main_markets,
    updated_at: ctx.now(),
  };
  const terms = input.quotation_terms;
  await db.transaction().execute(async (trx) => {
    if (terms && Object.keys(terms).length)
      await trx
        .updateTable('companies')
        .set({
          ...(terms.validity_days !== undefined ? { quote_validity_days: terms.validity_days } : {}),
          ...(terms.trade_term !== undefined ? { quote_trade_term: terms.trade_term } : {}),
          ...(terms.port !== undefined ? { quote_port: terms.port } : {}),
          ...(terms.payment_terms !== undefined ? { quote_payment_terms: terms.payment_terms } : {}),
        })
        .where('id', '=', user.companyId)
        .execute();
    await trx
      .insertInto('company_displays')
      .values({ company_id: user.companyId, ...values })
      .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
      .execute();
    await audit(trx, user, 'display', next.name, { fields: Object.keys(input) }, ctx.now());
  });
  return (await companyDisplay(db, user.companyId)) as CompanyDisplay;
}
