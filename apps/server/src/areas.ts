import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/index';
import { aiRoutes } from './ai/index';
import { assistantRoutes } from './assistant/index';
import { catalogueRoutes } from './catalogue/index';
import { chatRoutes } from './chat/index';
import { companyRoutes } from './company/index';
import { engagementRoutes } from './engagement/index';
import { exportRoutes } from './exports/index';
import { factoryRoutes } from './factories/index';
import { importRoutes } from './imports/index';
import { listingRoutes } from './listings/index';
import { mailRoutes } from './mail/index';
import { paymentRoutes } from './payments/index';
import { pictureRoutes } from './pictures/index';
import type { AppContext } from './platform/http/context';
import { quotationRoutes } from './quotations/index';
import { showroomRoutes } from './showrooms/index';
import { systemRoutes } from './system/index';
import { tradeSyncRoutes } from './trade-sync/index';
import { websiteRoutes } from './website/index';
import { workingSetRoutes } from './working-set/index';

/** Every business area's routes. */
export function registerModules(app: FastifyInstance, ctx: AppContext): void {
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
}
