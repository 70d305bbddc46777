/** The buyer's working set: carts, customers, comparison, inquiries, supplements, find-sample, selection lists and the factory desk. */
// Read by exports: the items of a sample cart, a selection list and the comparison.
// Used by the AI tools (image_process): a processed picture on one cart line.
export { cartPage, setLinePicture } from './carts';
export { chooseDetail, chooseProducts } from './chooses';
export { compareList } from './customers';
// Read by exports: cart lines of the company's own library as full items.
export { libraryItems } from './library-lines';
// Read by the system area: the products most often picked (get_hot_sample_select).
export { mostPickedProducts } from './popular';
export { workingSetRoutes } from './routes';
export { handOverWorkingSet } from './transfer';
