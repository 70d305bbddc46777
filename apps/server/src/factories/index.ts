/** The factories area: factory search and pages, manufacturing regions, showrooms. Other areas import only this file. */
/** The manufacturing regions (the AI assistant's question parser names them). */
export { factoriesByIds, factoryNames, listFactories, regionList } from './repo';
export { factoryRoutes } from './routes';
