// The job 'visits.remind', every minute: a reminder 24 hours and another 2 hours before each confirmed visit, to both
// people. Each reminder is claimed by the UPDATE … RETURNING that stamps it, in the transaction that records the
// notifications, so several workers running it at once send each reminder once.
import type { JobHandler } from '../../jobs/job-context';
import { tellVisit } from './visit-notify';
import { claimReminders, findVisitDetail, type ReminderKind } from './visits.queries';

export const visitRemindJob = 'visits.remind';
export const visitRemindEveryMs = 60_000;
/** Reminders one run sends per kind; more wait for the next minute. */
const batch = 200;

export const visitsRemind: JobHandler = async (_payload, { db, clock, config }) => {
  for (const kind of ['2', '24'] as ReminderKind[]) {
    await db.transaction(async (tx) => {
      const ids = await claimReminders(tx, kind, clock.now(), batch);
      for (const id of ids) {
        const detail = await findVisitDetail(tx, id);
        if (detail)
          await tellVisit(tx, { clock, config }, detail, `reminder-${kind}`, [
            detail.visit.agentId,
            detail.visit.clientId,
          ]);
      }
    });
  }
};
