// What bench/preview-images.mjs drives from the API's TypeScript sources, bundled by it (so it measures the current
// code): the preview picture service over a local file store.
export { previewImage } from '../apps/api/src/modules/previews/previews.service';
export { createLocalStorage } from '../apps/api/src/lib/storage';
export { makeVariant, variantKey } from '../apps/api/src/modules/publications/image-variants';
