// The search-alerts module's face: what the rest of the API (other modules, app.ts, jobs/, seed/) uses of it. Nothing
// outside this folder imports its other files (ARCHITECTURE.md, Boundaries).
export {
  alertCheckEveryMs,
  alertCheckJob,
  alertDigestEveryMs,
  alertDigestJob,
  searchAlertsCheck,
  searchAlertsDigest,
} from './search-alerts.job';
export { searchAlertsRoutes } from './search-alerts.routes';
