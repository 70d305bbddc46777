export { requireAgent } from './desk';
export { conversationChannel } from './live';
export { chatRoutes } from './routes';
export { mayJoinConversation, unread } from './service';
export {
  openVisitorChat,
  type VisitorChatLine,
  visitorChatFollow,
  visitorChatHistory,
  visitorChatIdentity,
  visitorChatSend,
} from './visitor';
