export { engagementRoutes } from './routes';
export { seedEngagement } from './seed';
