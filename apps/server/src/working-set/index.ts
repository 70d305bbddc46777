/** The buyer's working set: carts, customers, comparison, inquiries, supplements, find-sample, selection lists and the factory desk. */
export { workingSetRoutes } from './routes';
