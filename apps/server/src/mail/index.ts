export { mailRoutes } from './routes';
export { lastQuotationMail, mailTemplate, type OutgoingMail, ownerOf, senderOf, sendMail } from './service';
