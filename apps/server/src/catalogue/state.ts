// The picture store and index belong to the pictures area; the Excel search and the image-search tests
// still reach them under these names.
export { type PictureState as CatalogueState, pictureState as catalogue } from '../pictures/index';
