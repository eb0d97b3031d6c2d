import { deleteCodesCreatedBefore } from './auth-codes.queries';
import type { JobHandler } from '../../jobs/job-context';

/** A day is past any code's life (10 minutes) and any send-limit window; older rows only take up space. */
const authCodesRetentionMs = 24 * 60 * 60 * 1000;

export const authCodesPrune: JobHandler = async (_payload, { db, clock, logger }) => {
  const deleted = await deleteCodesCreatedBefore(db, new Date(clock.now().getTime() - authCodesRetentionMs));
  if (deleted) logger.info({ deleted }, 'old sign-in codes deleted');
};
