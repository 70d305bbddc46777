export type { QuotationMailExcel } from './needs';
export * as quotationNeeds from './needs';
export type { QuotationTables } from './repo';
export { quotationRoutes } from './routes';
export { listQuotations, quotationForExport, quotationScope, setItemPicture } from './service';
export { handOverQuotations } from './transfer';
