// Exports: Excel with pictures, PDF catalogues and picture zips of a cart, a selection list, the
// comparison or a quotation, made by jobs; the history; signed download and upload links.

export { sweepExpiredExports } from './jobs';
export { exportRoutes } from './routes';
export { quotationMailExcel, quotationMailSummaryText } from './service';
