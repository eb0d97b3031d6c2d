import { activityTiming } from '@vitrina/shared/activity-texts';
import type { JobHandler } from '../../jobs/job-context';
import { pruneActivity } from './activity.queries';

export const activityPruneJob = 'activity.prune';
export const activityPruneEveryMs = 60 * 60 * 1000;
const batch = 5_000;

/** Items untouched for 90 days leave the inbox, and spent or expired stream tickets go with them. */
export const activityPrune: JobHandler = async (_payload, { db, clock, logger }) => {
  const now = clock.now();
  const before = new Date(now.getTime() - activityTiming.retentionDays * 24 * 60 * 60 * 1000);
  let deleted = 0;
  for (;;) {
    const removed = await pruneActivity(db, before, now, batch);
    deleted += removed;
    if (removed < batch) break;
  }
  if (deleted) logger.info({ deleted }, 'old activity items deleted');
};
