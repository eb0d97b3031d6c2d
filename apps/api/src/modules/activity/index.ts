// The activity module's face: what the rest of the API (other modules, app.ts, jobs/, seed/) uses of it. Nothing
// outside this folder imports its other files (ARCHITECTURE.md, Boundaries).
export { recordActivity } from './activity-record';
export { countedBody } from './activity-text';
export { activityPrune, activityPruneEveryMs, activityPruneJob } from './activity-prune.job';
export { activityRoutes } from './activity.routes';
