export type { QuotationTables } from './repo';
export { quotationRoutes } from './routes';
export { quotationForExport, quotationScope } from './service';
export { handOverQuotations } from './transfer';
export { listQuotations } from './service';
