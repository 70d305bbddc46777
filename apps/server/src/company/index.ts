/** Company administration: display, staff and roles, own products, supplier factories. Other areas import only this file. */
import type { AppContext } from '../platform/http/context';
import { cdb } from './common';
import { companyDisplay as readDisplay } from './display';

export { companyRoutes } from './routes';

/**
 * What customers see of a company (shared lists, quotations, confirmation pages, the website): name zh/en,
 * logo, publicity pictures, licence, introduction, contacts, address, main markets. Null for no company.
 * Pass the caller's transaction as `db` when inside one.
 */
export const companyDisplay = (ctx: AppContext, companyId: number, db = cdb(ctx)) => readDisplay(db, companyId);

/** Library products for the lines of sample carts and selection lists (checked for the user's company when adding). */
export { libraryProductsByIds } from './library';
/** The company's products as its public website shows them (not hidden, the company's own). */
export {
  companyProductsBrief,
  type ShowcaseFilter,
  type ShowcaseProduct,
  showcaseCategories,
  showcaseProduct,
  showcaseProducts,
} from './showcase';
