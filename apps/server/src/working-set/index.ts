// Read by exports: the items of a sample cart, a selection list and the comparison.
export { cartPage } from './carts';
export { chooseDetail, chooseProducts } from './chooses';
export { compareList } from './customers';
export { workingSetRoutes } from './routes';
export { seedWorkingSet } from './seed';
