/** The listings area: a factory's own products (console list, editor, pictures, stock). Other areas import only this file. */
export type { Db } from './repo';
export { listingRoutes } from './routes';
export { ownFactory, requireValid, type WriteOptions, writeListing } from './service';
