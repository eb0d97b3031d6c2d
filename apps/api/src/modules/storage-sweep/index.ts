// The storage-sweep module's face: what the rest of the API (other modules, app.ts, jobs/, seed/) uses of it. Nothing
// outside this folder imports its other files (ARCHITECTURE.md, Boundaries).
export { previewAsked } from './preview-asks';
export { trackUploads } from './tracked-storage';
export { storageSweep, storageSweepEveryMs, storageSweepJob } from './storage-sweep.job';
