// The publications module's face: what the rest of the API (other modules, app.ts, jobs/, seed/) uses of it. Nothing
// outside this folder imports its other files (ARCHITECTURE.md, Boundaries).
export { registerImageVariants, variantKey, variantKeysOf } from './image-variants';
export { listingFieldsOf, type PublicationColumns, toPublicationColumns } from './listing-columns';
export { removeUnusedImageFiles } from './publication-files';
export { imageMaxSize, isJpegOrPng, prepareImage, removeImageFiles, thumbnailSize } from './publication-images';
export { type ImageSlot, listPublicationMedia, newMediaOf, writeImagePlan } from './publication-media.service';
export {
  findPublicationView,
  loadPublicationViews,
  type MediaFields,
  type PublisherRow,
  toPublicationView,
} from './publication-view';
export { mediasOf } from './publications.queries';
export { mayPrioritize } from './publications.policy';
export { findPublicationById, imageFilesOfUser, refreshRelevance, removeImageFilesOf } from './publications.service';
export { computeRelevance } from './relevance';
export { publicationPrioritiesExpire } from './priorities-expire.job';
export { publicationsRoutes } from './publications.routes';
export { relevanceRefresh } from './relevance-refresh.job';
