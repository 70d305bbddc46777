/**
 * Payments: the cross-border provider behind an interface (provider.ts; the sandbox in sandbox.ts), linking and
 * KYC, collection accounts, incoming payments, contract orders from confirmed quotations, settlement
 * applications and the double-entry ledger. Other areas import only this file.
 */
export type { PaymentProvider, ProviderEvent } from './provider';
export { paymentRoutes } from './routes';
export { providerOf, setPaymentProvider } from './service';
