/** The factories area: factory search and pages, manufacturing regions, showrooms. Other areas import only this file. */
export { factoriesByIds, factoryNames, listFactories, regionList } from './repo';
export { factoryRoutes } from './routes';
