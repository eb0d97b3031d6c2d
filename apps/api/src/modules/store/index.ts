// The store module's face: what the rest of the API (other modules, app.ts, jobs/, seed/) uses of it. Nothing
// outside this folder imports its other files (ARCHITECTURE.md, Boundaries).
export { showPublicPublication } from './public-publication.service';
export { showStore, storeGallery } from './store.service';
export { storeRoutes } from './store.routes';
