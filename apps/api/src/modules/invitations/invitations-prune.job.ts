import { deleteStaleInvitations } from './invitations.queries';
import type { JobHandler } from '../../jobs/job-context';

/**
 * An invitation lives 24 hours and answers once; after that its link answers 404 whether the row exists or not.
 * Rows expired or answered over a day ago are deleted (the day leaves room to look into a complaint).
 */
const invitationsRetentionMs = 24 * 60 * 60 * 1000;

export const invitationsPrune: JobHandler = async (_payload, { db, clock, logger }) => {
  const deleted = await deleteStaleInvitations(db, new Date(clock.now().getTime() - invitationsRetentionMs));
  if (deleted) logger.info({ deleted }, 'stale invitations deleted');
};
