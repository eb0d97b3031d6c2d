import { deleteFinishedJobs } from './jobs.queries';
import type { JobHandler } from './job-context';

const day = 24 * 60 * 60 * 1000;

/** Drops finished jobs: done ones after a week, failed ones after a month (kept longer to look into). */
export const jobsPrune: JobHandler = async (_payload, { db, clock, logger }) => {
  const now = clock.now().getTime();
  const deleted = await deleteFinishedJobs(db, new Date(now - 7 * day), new Date(now - 30 * day));
  if (deleted) logger.info({ deleted }, 'finished jobs deleted');
};
