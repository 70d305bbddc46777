/** The quotation-sync bridge a company runs on its network: the websocket server, adapters, the import log. */
export { type ImportAdapter, type ImportJob, importFileName, type WriteOptions, xlsxAdapter } from './adapter';
export { type Bridge, type BridgeOptions, startBridge } from './bridge';
export { generateCertificate, localAddresses } from './cert';
export { ImportLog, type ImportRecord } from './log';
export { platformVerifier, type TokenVerifier, type VerifyResult } from './verify';
