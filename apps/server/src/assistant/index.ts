/** The AI assistant: the Excel assistant and the Q&A. Other areas import only this file. */
import './excel';
import './qa';

export { assistantRoutes } from './routes';
