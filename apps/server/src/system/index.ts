/** The system area: the shell's public configuration and enums. Other areas import only this file. */
export { systemRoutes } from './routes';
/** The help centre's articles and the user's exchange rates (the AI assistant answers from and converts with them). */
export { helpContents, rates } from './service';
