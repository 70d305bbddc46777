export {
  type ApiClient,
  type ApiClientOptions,
  ApiError,
  type CallOptions,
  createApiClient,
  errorMessage,
  isFreeLimit,
  REQUEST_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
} from './client';
export * from './contract/index';
/** One area's endpoints without the whole contract (`api`), for a first screen that calls only these. */
export { kiosk as kioskEndpoints } from './contract/showroom';
export * as systemEndpoints from './contract/system';
export { CODE, type Envelope, type Page } from './envelope';
export {
  createRealtime,
  type RealtimeClient,
  type RealtimeOptions,
  type RealtimeSocket,
  type RealtimeSocketFactory,
  type RealtimeStatus,
  reconnectDelay,
} from './realtime/client';
export {
  isLiveChange,
  type LiveChange,
  type LiveChangeKind,
  REALTIME_CHANNEL_PATTERN,
  REALTIME_CLOSE,
  REALTIME_PATH,
  REALTIME_PROTOCOL,
  REALTIME_SHARE_TOKEN_PREFIX,
  REALTIME_TOKEN_PROTOCOL_PREFIX,
  type RealtimeChannelKind,
  type RealtimeClientMessage,
  type RealtimeServerMessage,
  realtimeChannel,
  shareChannel,
  shareSocketToken,
} from './realtime/protocol';
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
