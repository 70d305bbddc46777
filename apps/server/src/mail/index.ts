export { mailRoutes } from './routes';
export { secretKey } from './secrets';
export { mailTemplate, type OutgoingMail, ownerOf, senderOf, sendMail } from './service';
