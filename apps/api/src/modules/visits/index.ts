// The visits module's face: what the rest of the API (other modules, app.ts, jobs/, seed/) uses of it. Nothing
// outside this folder imports its other files (ARCHITECTURE.md, Boundaries).
export { visitCounts } from './visit-counts.service';
export { visitRemindEveryMs, visitRemindJob, visitsRemind } from './visit-reminders.job';
export { visitsRoutes } from './visits.routes';
