export { unreadCount } from './messages';
export { engagementRoutes } from './routes';
export { seedEngagement } from './seed';
