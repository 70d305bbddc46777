export type { QuotationTables } from './repo';
export { quotationRoutes } from './routes';
export { quotationForExport, quotationScope, setItemPicture } from './service';
export { handOverQuotations } from './transfer';
