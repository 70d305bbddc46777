export {
  type ApiClient,
  type ApiClientOptions,
  ApiError,
  type CallOptions,
  createApiClient,
  errorMessage,
  isFreeLimit,
  REQUEST_TIMEOUT_MS,
} from './client';
export * from './contract/index';
export { CODE, type Envelope, type Page } from './envelope';
export {
  createSession,
  type KeyValueStorage,
  loginActions,
  readStored,
  SESSION_KEYS,
  type Session,
  type SessionOptions,
  type SessionState,
  STORAGE_VERSION,
  writeStored,
} from './session';
