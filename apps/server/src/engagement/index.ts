/** The engagement area: contents, follows, system messages, points and usage logs. Other areas import only this file. */
export { engagementRoutes } from './routes';
