/** The pictures area: stored files, the perceptual index, image search and the guarded fetch of a user's URL. */

export { DETECT_SIDE, type Detected, detectSubjects } from './detect';
export { contentHash, FileStore, fileUrl, svgSignature, VARIANT_SIZE } from './files';
export {
  type CheckedImage,
  checkImage,
  fetchImageUrl,
  IMAGE_LIMITS,
  IMAGE_MSG,
  pictureIndex,
  readUpload,
  rebuildPictureIndex,
  searchByImage,
  storeImage,
  storeIndexedImage,
  warmImageSearch,
} from './image-search';
export * as pictureNeeds from './needs';
export type { PictureIndex } from './phash';
export { pictureRoutes } from './routes';
export { cropStoredPicture, requireStoredPictures, storeProductPicture, uploadPicture } from './service';
export { type PictureState, pictureState } from './state';
