import { clearExpiredPriorities, recomputeRelevance } from './publications.queries';
import type { JobHandler } from '../../jobs/job-context';

/**
 * A listing's priority lasts its `expires_in` days. Once past, the priority is cleared and the stored relevance
 * (which counts an active priority) is recomputed, batch by batch until none is due.
 */
export const publicationPrioritiesExpire: JobHandler = async (_payload, { db, clock, logger }) => {
  const now = clock.now();
  let expired = 0;
  for (;;) {
    const ids = await clearExpiredPriorities(db, now);
    if (ids.length === 0) break;
    await recomputeRelevance(db, ids, now);
    expired += ids.length;
  }
  if (expired) logger.info({ expired }, 'expired listing priorities cleared');
};
