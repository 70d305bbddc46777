export { conversationChannel } from './live';
export { chatRoutes } from './routes';
export { mayJoinConversation, unread } from './service';
export { openVisitorChat, visitorChatHistory, visitorChatIdentity, visitorChatSend } from './visitor';
