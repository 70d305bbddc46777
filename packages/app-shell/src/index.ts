export { lazyPage, PageBoundary, type PageBoundaryProps, withTimeout } from './lazyPage';
export { PAGE_SIZE, type PagedListState, pagedList } from './pagedList';
export { type LoadState, useRemote } from './remote';
export { type AppSession, type AppSessionOptions, createAppSession, headerUser } from './session';
export { loadLocal, memoryStorage, saveLocal } from './storage';
export {
  APPS,
  type AppName,
  absoluteUrl,
  apiBaseUrl,
  PRODUCT_PARAM,
  productInQuery,
  type RouteParams,
  routePath,
  withoutProduct,
  withProduct,
  withQuery,
} from './urls';
