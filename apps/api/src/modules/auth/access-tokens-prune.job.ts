import { deleteExpiredAccessTokens } from './access-tokens.queries';
import type { JobHandler } from '../../jobs/job-context';

/** Deletes expired access tokens; the auth lookup already ignores them, this keeps the table small. */
export const tokensPrune: JobHandler = async (_payload, { db, clock, logger }) => {
  const deleted = await deleteExpiredAccessTokens(db, clock.now());
  if (deleted) logger.info({ deleted }, 'expired access tokens deleted');
};
