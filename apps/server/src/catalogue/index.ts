import { prerenderInBackground, seedCatalogue } from '../demo/catalogue';
import type { AppContext } from '../platform/http/context';

export { catalogueRoutes } from './routes';

/** Loads the demo catalogue into a fresh database (called by the demo seed) and starts rendering picture variants. */
export async function seedDemoCatalogue(ctx: AppContext, factoryCompanyId: number): Promise<void> {
  const result = await seedCatalogue(ctx, { products: ctx.config.demoProducts, factoryCompanyId });
  if (ctx.config.prerenderPictures) prerenderInBackground(ctx, result.pictures);
}
// Read by exports: products by id, in batches.
export { productsByIds } from './products';
