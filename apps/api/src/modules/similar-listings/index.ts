// The similar-listings module's face: what the rest of the API (other modules, app.ts, jobs/, seed/) uses of it. Nothing
// outside this folder imports its other files (ARCHITECTURE.md, Boundaries).
export { similarListingsRoutes } from './similar-listings.routes';
