export type { QuotationTables } from './repo';
export { quotationRoutes } from './routes';
export { quotationScope } from './service';
