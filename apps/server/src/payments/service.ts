export { dayOf, providerOf, publish, setPaymentProvider } from './accounts';
export { incomingList, matchPayment, openCollectionAccount } from './collections';
export { confirmedQuotations, contractList, createOrder } from './contracts';
export { ledgerList, reconciliationReport } from './ledger-reports';
export { checkBind, getAccount, link, submitKyc, unlink } from './linking';
export { sandboxAccounts, sandboxPayment, sandboxReview, sandboxSettle } from './sandbox-console';
export { applySettlement, quote, settlementList } from './settlements';
