/** The company website: admin calls and the public sites. Other areas import only this file. */
export { siteHostRewrite } from './public';
export { websiteRoutes } from './routes';
