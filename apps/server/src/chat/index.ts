export { chatRoutes } from './routes';
export { conversationId, mayJoinConversation, unread } from './service';
