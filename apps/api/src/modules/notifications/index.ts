// The notifications module's face: what the rest of the API (other modules, app.ts, jobs/, seed/) uses of it. Nothing
// outside this folder imports its other files (ARCHITECTURE.md, Boundaries).
export { burstWindows, deliverJob, groupWindowMs, type NotificationEvent, notify } from './notify';
export { parsePushSubscription } from './push-subscription';
export { logPushStatus, vapidKeys, vapidKeysPath } from './vapid-keys';
export { deliverNotifications } from './deliver.job';
