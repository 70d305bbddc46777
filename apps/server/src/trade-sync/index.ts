/** Quotation sync to the companies' trade software: applications, review, sync accounts, prepared syncs. */
export { tradeSyncRoutes } from './routes';
