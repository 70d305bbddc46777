/** The AI picture tools area (cutout, smart crop, removal, posters). Other areas import only this file. */
import './jobs';

export { aiRoutes } from './routes';
