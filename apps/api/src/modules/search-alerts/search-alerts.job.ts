// The worker's jobs of search alerts: the check with its pushes every 5 minutes, and the daily digest, tried every
// hour and sent once a day from 09:00 Argentina time (the worker's schedule knows intervals, not times of day).
// A finished sync does not queue a check: the next scheduled one finds its listings, at most 5 minutes later.
import type { JobHandler } from '../../jobs/job-context';
import { checkAlerts } from './alert-check.service';
import { sendDigests } from './alert-digest.service';
import { pushDueAlerts } from './alert-push.service';

export const alertCheckJob = 'search-alerts.check';
export const alertDigestJob = 'search-alerts.digest';
export const alertCheckEveryMs = 5 * 60 * 1000;
export const alertDigestEveryMs = 60 * 60 * 1000;

export const searchAlertsCheck: JobHandler = async (_payload, context) => {
  const started = Date.now();
  const report = await checkAlerts(context);
  const pushed = await pushDueAlerts(context);
  context.logger.info({ ...report, pushed, ms: Date.now() - started }, 'search alerts checked');
};

export const searchAlertsDigest: JobHandler = async (_payload, context) => {
  const mails = await sendDigests(context);
  if (mails) context.logger.info({ mails }, 'search alert digests sent');
};
