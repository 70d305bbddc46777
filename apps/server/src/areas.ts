import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/index';
import { aiRoutes } from './ai/index';
import { assistantRoutes } from './assistant/index';
import { catalogueRoutes, chargeSearch, logSearch, productsByMainPicture } from './catalogue/index';
import { chatRoutes } from './chat/index';
import { companyNeeds, companyRoutes } from './company/index';
import { engagementRoutes } from './engagement/index';
import { exportRoutes, quotationMailExcel, quotationMailSummaryText } from './exports/index';
import { factoryRoutes } from './factories/index';
import { importRoutes } from './imports/index';
import { listingRoutes } from './listings/index';
import { mailRoutes } from './mail/index';
import { subscribeNotifications } from './notifications/index';
import { operationsRoutes } from './operations/index';
import { paymentRoutes } from './payments/index';
import { pictureNeeds, pictureRoutes } from './pictures/index';
import type { AppContext } from './platform/http/context';
import { handOverQuotations, quotationNeeds, quotationRoutes } from './quotations/index';
import { showroomRoutes } from './showrooms/index';
import { systemRoutes } from './system/index';
import { tradeSyncRoutes } from './trade-sync/index';
import { websiteRoutes } from './website/index';
import { cartPage, handOverWorkingSet, workingSetRoutes } from './working-set/index';

/**
 * What lower areas need from upper ones (platform/ports): provided here, so no area imports one above it
 * (docs/SERVER.md draws the layers).
 */
function provideNeeds(): void {
  pictureNeeds.productsByMainPicture.provide(productsByMainPicture);
  pictureNeeds.chargeSearch.provide(chargeSearch);
  pictureNeeds.logSearch.provide(logSearch);
  pictureNeeds.cartPage.provide(cartPage);
  companyNeeds.handOverWorkingSet.provide(handOverWorkingSet);
  companyNeeds.handOverQuotations.provide(handOverQuotations);
  quotationNeeds.quotationMailExcel.provide(quotationMailExcel);
  quotationNeeds.quotationMailSummaryText.provide(quotationMailSummaryText);
}

/** Every business area's routes, after what lower areas need from upper ones is provided. */
export function registerModules(app: FastifyInstance, ctx: AppContext): void {
  provideNeeds();
  subscribeNotifications(ctx);
  accountRoutes(app, ctx);
  systemRoutes(app, ctx);
  pictureRoutes(app, ctx);
  catalogueRoutes(app, ctx);
  factoryRoutes(app, ctx);
  workingSetRoutes(app, ctx);
  engagementRoutes(app, ctx);
  chatRoutes(app, ctx);
  quotationRoutes(app, ctx);
  mailRoutes(app, ctx);
  exportRoutes(app, ctx);
  listingRoutes(app, ctx);
  importRoutes(app, ctx);
  showroomRoutes(app, ctx);
  companyRoutes(app, ctx);
  tradeSyncRoutes(app, ctx);
  paymentRoutes(app, ctx);
  assistantRoutes(app, ctx);
  websiteRoutes(app, ctx);
  aiRoutes(app, ctx);
  operationsRoutes(app, ctx);
}
