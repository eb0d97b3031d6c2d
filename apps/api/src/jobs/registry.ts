// Every job type the worker knows, and the ones it keeps scheduled. A feature adds its handlers here.
import { authCodesPrune } from './auth-codes-prune';
import { invitationsPrune } from './invitations-prune';
import type { JobHandler, RecurringJob } from './job-context';
import { jobsPrune } from './jobs-prune';
import { publicationPrioritiesExpire } from './publication-priorities-expire';
import { relevanceRefresh } from './relevance-refresh';
import { synchronizerSync } from './synchronizer-sync';
import { tokensPrune } from './tokens-prune';

export const jobHandlers: Record<string, JobHandler> = {
  'tokens.prune': tokensPrune,
  'jobs.prune': jobsPrune,
  'auth-codes.prune': authCodesPrune,
  'invitations.prune': invitationsPrune,
  'publications.priorities-expire': publicationPrioritiesExpire,
  'publications.relevance-refresh': relevanceRefresh,
  'synchronizer.sync': synchronizerSync,
};

/**
 * Jobs of a type one worker runs at once (1 for a type not listed). Syncs wait mostly on other servers, so two run
 * side by side; each maintenance job runs alone, and never waits behind a sync.
 */
export const jobConcurrency: Record<string, number> = {
  'synchronizer.sync': 2,
};

export const recurringJobs: RecurringJob[] = [
  { type: 'tokens.prune', everyMs: 60 * 60 * 1000 },
  { type: 'jobs.prune', everyMs: 24 * 60 * 60 * 1000 },
  { type: 'auth-codes.prune', everyMs: 60 * 60 * 1000 },
  { type: 'invitations.prune', everyMs: 60 * 60 * 1000 },
  { type: 'publications.priorities-expire', everyMs: 60 * 60 * 1000 },
  { type: 'publications.relevance-refresh', everyMs: 60 * 60 * 1000 },
];
