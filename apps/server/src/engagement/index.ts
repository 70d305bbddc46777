/** The engagement area: contents, follows, system messages, points and usage logs. Other areas import only this file. */
export { unreadCount } from './messages';
export { engagementRoutes } from './routes';
