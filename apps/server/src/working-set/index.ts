export { workingSetRoutes } from './routes';
export { seedWorkingSet } from './seed';
