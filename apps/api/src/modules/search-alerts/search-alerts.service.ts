// "Avisarme de nuevas publicaciones" turned on and off: by the person from the search's options (on a search they
// take part in, or may open and so join, as a first decision would: search-access.ts), and from a digest's signed
// link. Both are idempotent: on twice is one alert, off twice is off.
import { searchAlertTexts, type SearchAlertResponse, type SearchAlertUnsubscribe } from '@vitrina/shared/search-alerts';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import { openAsParticipant, openSearch, searchNotFound, type SearchReadDeps } from '../searches';
import { deleteAlerts, insertAlert, listSearchTitles } from './search-alerts.queries';
import { verifyUnsubscribe } from './unsubscribe-token';

export type SearchAlertsDeps = SearchReadDeps;

export async function setAlert(
  deps: SearchAlertsDeps,
  viewer: UserRow,
  idOrUuid: string,
  enabled: boolean,
): Promise<SearchAlertResponse> {
  if (enabled) {
    const search = await openAsParticipant(deps, viewer, idOrUuid);
    await insertAlert(deps.db, search.id, viewer.id, deps.clock.now());
    return { alert: true };
  }
  const { search } = await openSearch(deps.db, idOrUuid, viewer.id);
  if (search.userId === null) throw searchNotFound();
  await deleteAlerts(deps.db, [search.id], viewer.id);
  return { alert: false };
}

/** The digest's link: the alerts the token names go off. 400 for a token altered or not signed with our key. */
export async function unsubscribe(
  deps: { db: Database; secretKey: string },
  token: string,
): Promise<SearchAlertUnsubscribe> {
  const claim = verifyUnsubscribe(deps.secretKey, token);
  if (!claim) throw new HttpError(400, searchAlertTexts.invalidLink);
  const titles = await listSearchTitles(deps.db, claim.searchIds);
  if (!titles.length) throw new HttpError(404, searchAlertTexts.searchGone);
  await deleteAlerts(deps.db, claim.searchIds, claim.userId);
  return { message: searchAlertTexts.unsubscribed(titles), titles };
}
