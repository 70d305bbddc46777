export { ChatContainer, type ChatContainerProps } from './chat/ChatContainer';
export { ChatView, type ChatViewProps } from './chat/ChatView';
export {
  type ChatProduct,
  type ChatState,
  type ChatStore,
  type ChatStoreOptions,
  createChatStore,
} from './chat/chatStore';
export { ImportWizard, type ImportWizardProps, useImportWizard } from './import/ImportWizard';
export {
  type ImportMode,
  type ImportStep,
  ImportWizardView,
  type ImportWizardViewProps,
} from './import/ImportWizardView';
export { IMPORT_TEXT } from './import/messages';
export { lazyPage, PageBoundary, type PageBoundaryProps, withTimeout } from './lazyPage';
export {
  createLive,
  createShareLive,
  type LiveHandler,
  type LiveIdentity,
  type LiveOptions,
  type LiveSource,
  liveUrl,
  setAppLive,
  useLiveChanges,
} from './live';
export { LOADING_PAGE_TEXT, page } from './page';
export {
  type FilterType,
  type FilterTypes,
  filterFromUrl,
  listQuery,
  PAGE_SIZE,
  type PagedList,
  type PagedListState,
  pagedList,
  type UrlQuery,
  usePagedList,
} from './pagedList';
export { type LiveOption, type LoadState, useRemote } from './remote';
export { SignInFrame, type SignInFrameProps } from './SignInFrame';
export { type AppSession, type AppSessionOptions, createAppSession, headerUser } from './session';
export {
  clearUserLocal,
  loadLocal,
  loadUserLocal,
  memoryStorage,
  onUserChange,
  saveLocal,
  saveUserLocal,
  storedUserId,
  userChanged,
} from './storage';
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
