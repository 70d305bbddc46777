export { lazyPage, PageBoundary, type PageBoundaryProps, withTimeout } from './lazyPage';
export { PAGE_SIZE, type PagedListState, pagedList } from './pagedList';
export { type LoadState, useRemote } from './remote';
export { SignInFrame, type SignInFrameProps } from './SignInFrame';
export { type AppSession, type AppSessionOptions, createAppSession, headerUser } from './session';
export { loadLocal, memoryStorage, saveLocal } from './storage';
export {
  absoluteUrl,
  apiBaseUrl,
  PRODUCT_PARAM,
  type RouteParams,
  routePath,
  withoutProduct,
  withProduct,
  withQuery,
} from './urls';
