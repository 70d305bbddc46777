/** The system area: the shell's public configuration and enums. Other areas import only this file. */
export { systemRoutes } from './routes';
export { rates } from './service';
