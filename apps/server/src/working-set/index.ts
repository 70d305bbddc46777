export { cartPage } from './carts';
export { chooseDetail, chooseProducts } from './chooses';
export { compareList } from './customers';
export { workingSetRoutes } from './routes';
export { seedWorkingSet } from './seed';
