/** Company administration: display, staff and roles, own products, supplier factories. Other areas import only this file. */
import { COMPANY_MSG } from '@wanju/domain';
import type { AppContext, SessionUser } from '../platform/http/context';
import { notFound } from '../platform/http/errors';
import { cdb } from './common';
import { companyDisplay as readDisplay } from './display';
import { productEdit, productsForQuotation } from './library';

export * as companyNeeds from './needs';
export { companyRoutes } from './routes';

/**
 * What customers see of a company (shared lists, quotations, confirmation pages, the website): name zh/en,
 * logo, publicity pictures, licence, introduction, contacts, address, main markets. Null for no company.
 * Pass the caller's transaction as `db` when inside one.
 */
export const companyDisplay = (ctx: AppContext, companyId: number, db = cdb(ctx)) => readDisplay(db, companyId);

/** Library products for the lines of sample carts and selection lists (checked for the user's company when adding). */
/** Library products as quotation items copy them (checked for the user's company). */
export { libraryProductsByIds, productsForQuotation } from './library';
/** The company's products as its public website shows them (not hidden, the company's own). */
export {
  companyProductsBrief,
  type ShowcaseFilter,
  type ShowcaseProduct,
  showcaseCategories,
  showcaseProduct,
  showcaseProducts,
} from './showcase';

/**
 * A processed picture (an AI tool's result) put on one library product (the roles with edit_library; the
 * company's own products only). Answers the product's previous picture (still stored: undo puts it back).
 */
export async function setProductPicture(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  picture: string,
): Promise<{ previous: string }> {
  const [before] = await productsForQuotation(ctx, user, [id]);
  if (!before) throw notFound(COMPANY_MSG.productNotFound);
  await productEdit(ctx, user, { id, picture });
  return { previous: before.picture };
}
