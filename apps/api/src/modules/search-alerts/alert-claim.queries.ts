// The claim both channels of an alert share (the push every 15 minutes, the daily digest): in one statement, the
// alerts due on that channel with matches it has not told of are stamped, and so are those matches. Two claims at
// once never wait on each other and never tell twice: the alerts one holds are skipped by the other (`skip locked`).
// The caller selects from `told` (search_id, user_id, publication_id, found_at of each match just claimed).
import { sql, type SQL } from 'drizzle-orm';
import { searchAlertMatches, searchAlerts } from '../../db/schema/index';

export type AlertChannel = 'pushed_at' | 'mailed_at';

/**
 * The `with picked, due, told` part of a claim on `channel`, for the alerts `a` that `due` (a condition on `a`)
 * selects. The stamp is `at`.
 */
export function claimAlertMatches(channel: AlertChannel, due: SQL, at: Date): SQL {
  const column = sql.raw(channel);
  const stamp = at.toISOString();
  return sql`
    with picked as (
      select a.search_id, a.user_id from ${searchAlerts} a
      where ${due}
        and exists (select 1 from ${searchAlertMatches} m
          where m.search_id = a.search_id and m.user_id = a.user_id and m.${column} is null)
      for update skip locked),
    due as (
      update ${searchAlerts} a set ${column} = ${stamp}::timestamptz
      from picked where a.search_id = picked.search_id and a.user_id = picked.user_id
      returning a.search_id, a.user_id),
    told as (
      update ${searchAlertMatches} m set ${column} = ${stamp}::timestamptz
      from due
      where m.search_id = due.search_id and m.user_id = due.user_id and m.${column} is null
      returning m.search_id, m.user_id, m.publication_id, m.found_at)`;
}
