import type { JobHandler } from '../../jobs/job-context';
import { refreshBarrioMedians } from './barrio-medians.queries';

export const barrioMediansJob = 'price-insights.barrio-medians';
/** Every hour: a median moves slowly, and the statement reads every public property listing once. */
export const barrioMediansEveryMs = 60 * 60 * 1000;

/** Rewrites the barrio medians of price per m² from the public listings (barrio-medians.queries.ts). */
export const barrioMedians: JobHandler = async (_payload, { db, clock, logger }) => {
  const groups = await refreshBarrioMedians(db, clock.now());
  logger.info({ groups }, 'barrio price medians refreshed');
};
