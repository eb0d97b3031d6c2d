// The check (docs/decisions/015-notifications.md, Search alerts): every alert's search tested against the listings
// listed since its last check, what matches recorded as its matches. Run by the worker every few minutes
// (search-alerts.job.ts); safe to run twice at once.
//
// Windows overlap on purpose: a listing is written with its `listed_at` taken a moment before its transaction
// commits, so one listed just before a check's start may become visible only after that check read. Each check
// looks `checkOverlapMs` further back than the last one's start; a listing seen twice is one match (the matches'
// key), so nothing listed during a check is missed and nothing is counted twice.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { searchMatchCondition } from '../searches';
import {
  advanceCheckedAt,
  deleteOrphanAlerts,
  listAlertsToCheck,
  listSearchesByIds,
  recordMatches,
  type AlertToCheck,
  type MatchBatch,
  type RuleToTest,
} from './alert-check.queries';

/** How much further back than the last check's start a check looks: longer than any listing's write. */
export const checkOverlapMs = 10 * 60 * 1000;
/** A check never looks further back than this (a worker stopped for days does not make the next check huge). */
const maxLookbackMs = 24 * 60 * 60 * 1000;
/** Rules tested by one statement: the candidates are read once per statement. */
const rulesPerStatement = 250;

export type CheckReport = { alerts: number; rules: number; matches: number };

export type CheckPlan = { alerts: AlertToCheck[]; rules: number; batches: MatchBatch[] };

/** What a check starting at `start` runs: the alerts it checks and its statements' batches of rules. */
export async function planCheck(db: Database, start: Date): Promise<CheckPlan> {
  const alerts = await listAlertsToCheck(db);
  if (!alerts.length) return { alerts, rules: 0, batches: [] };
  const searchRows = await listSearchesByIds(db, [...new Set(alerts.map((alert) => alert.searchId))]);
  // Searches with the same rule (the same filters, places and scope) are tested once.
  const rules = new Map<string, RuleToTest>();
  for (const search of searchRows) {
    const { key, condition } = await searchMatchCondition(db, search);
    if (!condition) continue;
    const rule = rules.get(key);
    if (rule) rule.searchIds.push(search.id);
    else rules.set(key, { searchIds: [search.id], condition });
  }
  const oldest = alerts.reduce(
    (least, alert) => Math.min(least, Math.max(alert.checkedAt.getTime() - checkOverlapMs, alert.createdAt.getTime())),
    start.getTime(),
  );
  const since = new Date(Math.max(oldest, start.getTime() - maxLookbackMs));
  const list = [...rules.values()];
  const batches: MatchBatch[] = [];
  for (let index = 0; index < list.length; index += rulesPerStatement)
    batches.push({ rules: list.slice(index, index + rulesPerStatement), since, windowMs: checkOverlapMs, now: start });
  return { alerts, rules: list.length, batches };
}

export async function checkAlerts(deps: { db: Database; clock: Clock }): Promise<CheckReport> {
  const { db } = deps;
  const start = deps.clock.now();
  await deleteOrphanAlerts(db);
  const plan = await planCheck(db, start);
  let matches = 0;
  for (const batch of plan.batches) matches += await recordMatches(db, batch);
  await advanceCheckedAt(db, plan.alerts, start);
  return { alerts: plan.alerts.length, rules: plan.rules, matches };
}
