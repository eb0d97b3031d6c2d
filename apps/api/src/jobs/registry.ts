// Every job type the worker knows, and the ones it keeps scheduled. A feature keeps its handlers in its own
// module (`modules/<feature>/*.job.ts`) and registers them here.
import { activityPrune, activityPruneEveryMs, activityPruneJob } from '../modules/activity';
import { authCodesPrune, tokensPrune } from '../modules/auth';
import { invitationsPrune } from '../modules/invitations';
import { leadMailJob, mailLead } from '../modules/leads';
import { deliverJob, deliverNotifications } from '../modules/notifications';
import { priceDropsNotify } from '../modules/price-drops';
import { barrioMedians, barrioMediansEveryMs, barrioMediansJob } from '../modules/price-insights';
import { publicationPrioritiesExpire, relevanceRefresh } from '../modules/publications';
import { coincidenceJob, tellCoincidenceJob } from '../modules/searches';
import {
  alertCheckEveryMs,
  alertCheckJob,
  alertDigestEveryMs,
  alertDigestJob,
  searchAlertsCheck,
  searchAlertsDigest,
} from '../modules/search-alerts';
import { storageSweep, storageSweepEveryMs, storageSweepJob } from '../modules/storage-sweep';
import { synchronizerSync } from '../modules/synchronizer';
import { visitRemindEveryMs, visitRemindJob, visitsRemind } from '../modules/visits';
import type { JobHandler, RecurringJob } from './job-context';
import { jobsPrune } from './jobs-prune.job';

export const jobHandlers: Record<string, JobHandler> = {
  'tokens.prune': tokensPrune,
  'jobs.prune': jobsPrune,
  'auth-codes.prune': authCodesPrune,
  'invitations.prune': invitationsPrune,
  'publications.priorities-expire': publicationPrioritiesExpire,
  'publications.relevance-refresh': relevanceRefresh,
  'synchronizer.sync': synchronizerSync,
  [alertCheckJob]: searchAlertsCheck,
  [alertDigestJob]: searchAlertsDigest,
  'price-drops.notify': priceDropsNotify,
  [deliverJob]: deliverNotifications,
  [coincidenceJob]: tellCoincidenceJob,
  [storageSweepJob]: storageSweep,
  [leadMailJob]: mailLead,
  [visitRemindJob]: visitsRemind,
  [activityPruneJob]: activityPrune,
  [barrioMediansJob]: barrioMedians,
};

/**
 * Jobs of a type one worker runs at once (1 for a type not listed). Syncs wait mostly on other servers, so two run
 * side by side; each maintenance job runs alone, and never waits behind a sync.
 */
export const jobConcurrency: Record<string, number> = {
  'synchronizer.sync': 2,
  // Deliveries wait on push services (up to 10 s each when one hangs): a few side by side keep the rest on time.
  [deliverJob]: 4,
  // A burst of likes in a busy search queues one telling per listing; two run side by side (one per listing always).
  [coincidenceJob]: 2,
};

export const recurringJobs: RecurringJob[] = [
  { type: 'tokens.prune', everyMs: 60 * 60 * 1000 },
  { type: 'jobs.prune', everyMs: 24 * 60 * 60 * 1000 },
  { type: 'auth-codes.prune', everyMs: 60 * 60 * 1000 },
  { type: 'invitations.prune', everyMs: 60 * 60 * 1000 },
  { type: 'publications.priorities-expire', everyMs: 60 * 60 * 1000 },
  { type: 'publications.relevance-refresh', everyMs: 60 * 60 * 1000 },
  { type: alertCheckJob, everyMs: alertCheckEveryMs },
  { type: alertDigestJob, everyMs: alertDigestEveryMs },
  { type: storageSweepJob, everyMs: storageSweepEveryMs },
  { type: visitRemindJob, everyMs: visitRemindEveryMs },
  { type: activityPruneJob, everyMs: activityPruneEveryMs },
  { type: barrioMediansJob, everyMs: barrioMediansEveryMs },
];
