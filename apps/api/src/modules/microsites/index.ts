// The microsites module's face: what the rest of the API (other modules, app.ts, jobs/, seed/) uses of it. Nothing
// outside this folder imports its other files (ARCHITECTURE.md, Boundaries).
export { registerHostResolution } from './host-resolution';
export { type MicrositeChanges, notifyMicrositeChanged } from './microsite-changes';
export { platformFileUrl } from './microsite-files';
// The seed finds its demo microsite by host, as host resolution does.
export { findMicrositeByHost } from './microsite-host.queries';
export { linkOrigin, type LinkSite, linkSites, micrositeOrigin } from './microsite-links.service';
export {
  encodeLogo,
  type LogoKind,
  logoPathsOf,
  removeFiles,
  storedKeys,
  type StoredLogos,
  storeLogos,
} from './microsite-logos';
export { showPublicMicrosite } from './microsite-public.service';
export { activeMicrositesOf, belongsToMicrosite, findActiveMicrosite } from './microsite-scope.service';
export { readShell } from './microsite-shell';
export { micrositeSummary } from './microsite-summary';
export { pushSiteKey } from './push-site-key';
export { adminMicrositesRoutes } from './admin-microsites.routes';
export { publicMicrositeRoutes } from './microsite-public.routes';
