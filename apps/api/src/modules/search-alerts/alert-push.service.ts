// The push of an alert's matches: at most one per alert every 15 minutes and never between 22:00 and 08:00 Argentina
// time (what is found at night goes out with the first check after 08:00). The claim and the notifications are one
// transaction: a failure leaves the matches unpushed for the next check.
import { searchAlertTexts, searchAlertTiming } from '@vitrina/shared/search-alerts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notify } from '../notifications';
import { claimDuePushes } from './alert-push.queries';
import { pushAllowedAt } from './argentina-time';

export const pushIntervalMs = searchAlertTiming.pushIntervalMinutes * 60 * 1000;

/** The notification's group: a burst of one search's news for one person is one notification. */
export const alertGroupKey = (searchId: number) => `search-alert:${searchId}`;

/** Pushes what is due; answers how many alerts were told. */
export async function pushDueAlerts(deps: { db: Database; clock: Clock }): Promise<number> {
  const now = deps.clock.now();
  if (!pushAllowedAt(now)) return 0;
  return deps.db.transaction(async (tx) => {
    const claimed = await claimDuePushes(tx, now, pushIntervalMs);
    let told = 0;
    for (const alert of claimed) {
      // Matches the person decided on since they were found are no news.
      if (alert.count === 0) continue;
      await notify(tx, deps.clock, [alert.userId], {
        type: 'search_alert',
        groupKey: alertGroupKey(alert.searchId),
        title: searchAlertTexts.pushTitle(alert.title),
        body: searchAlertTexts.pushBody(alert.count),
        url: `/search/${alert.uuid}`,
        micrositeId: alert.micrositeId,
      });
      told += 1;
    }
    return told;
  });
}
