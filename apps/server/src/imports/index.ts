/** The batch import shared by every product library (a factory's products; a trading company's later). Other areas import only this file. */
import './jobs';

export { localCopy, putFile, tempFile } from './files';
export { IMPORT_JOB } from './jobs';
export { importRoutes } from './routes';
export { type ImportSummary, runImport } from './run';
export { IMPORT_TARGET_DEFINITIONS, type ImportTargetDefinition } from './targets';
