/**
 * Payments: the cross-border provider behind an interface (provider.ts; the sandbox in sandbox.ts), linking and
 * KYC, collection accounts, incoming payments, contract orders from confirmed quotations, settlement
 * applications and the double-entry ledger. Other areas import only this file.
 */
/** A double-entry posting on the ledger (the demo data posts its history through it). */
export { post } from './ledger';
export type { PaymentProvider, ProviderEvent } from './provider';
export { paymentRoutes } from './routes';
export { providerOf, setPaymentProvider } from './service';
