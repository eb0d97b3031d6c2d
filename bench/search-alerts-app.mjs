// What bench/search-alerts.mjs drives, bundled by it from the API's TypeScript sources (so it measures the current
// code): the check of search alerts as the worker runs it, its plan (the alerts and the batches of rules it tests),
// each batch's statement rendered to SQL text and parameters for `pg` alone, and the push that follows.
import { PgDialect } from 'drizzle-orm/pg-core';
import { systemClock } from '../apps/api/src/lib/clock';
import { advanceCheckedAt, recordMatchesStatement } from '../apps/api/src/modules/search-alerts/alert-check.queries';
import { checkAlerts, planCheck } from '../apps/api/src/modules/search-alerts/alert-check.service';
import { pushDueAlerts } from '../apps/api/src/modules/search-alerts/alert-push.service';
export { openSearchBench } from './search-app.mjs';

const dialect = new PgDialect();

/** The check the worker's job runs (search-alerts.job.ts, without the push), at the system's time. */
export const runCheck = (db) => checkAlerts({ db, clock: systemClock });

/** The push that follows a check, at a fixed time of day (pushes wait outside 22–08 Argentina time). */
export const runPush = (db, at) => pushDueAlerts({ db, clock: { now: () => at } });

/** The statements a check starting now would run, as { text, values } for `pg`, and its alerts to advance. */
export async function checkStatements(db) {
  const start = systemClock.now();
  const plan = await planCheck(db, start);
  const statements = plan.batches.map((batch) => {
    const query = dialect.sqlToQuery(recordMatchesStatement(batch));
    return { text: query.sql, values: query.params };
  });
  return { statements, rules: plan.rules, advance: () => advanceCheckedAt(db, plan.alerts, start) };
}
