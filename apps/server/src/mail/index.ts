export { mailRoutes } from './routes';
export { mailTemplate, type OutgoingMail, ownerOf, senderOf, sendMail } from './service';
