// 'Finalizar selección' (spec 02 §6): a participant who is not the owner says they are done, and the owner is told by
// email. Choices the spec leaves open:
// - The mail goes only to an owner whose notification_types holds 'search_finished': that list is what a user ticks
//   under 'Elegí sobre qué querés que te avisemos.' (profile), so it is an opt-in, not an opt-out.
// - The finish is stored first; a mail that fails is logged and the answer is still 200, because the participant's
//   part is done and sending the finish again would only meet 409.
import { searchMessages } from '@vitrina/shared/searches';
import { searchTogetherMessages } from '@vitrina/shared/search-together';
import type { SearchRow, UserRow } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { openSearch, searchNotFound } from './search-access';
import { finishedMail } from './search-finish.mail';
import { findSearchOwner, markFinished } from './search-finish.queries';
import { findParticipant } from './searches.queries';
import type { SearchReadDeps } from './searches.service';

export type ErrorLog = { error(details: object, message: string): void };
export type FinishDeps = SearchReadDeps & { mailer: Mailer; publicUrl: string; appName: string; log: ErrorLog };

export const searchFinishedType = 'search_finished';

export async function finishSelection(deps: FinishDeps, viewer: UserRow, idOrUuid: string) {
  const { search, participant } = await openSearch(deps.db, idOrUuid, viewer.id);
  if (!participant) throw searchNotFound();
  if (participant.owner) throw new HttpError(422, searchMessages.notPossible);
  if (participant.finishedAt) throw new HttpError(409, searchTogetherMessages.alreadyFinished);
  if (!(await markFinished(deps.db, search.id, viewer.id, deps.clock.now()))) {
    // Another request of theirs finished it (409), or they left the search meanwhile (404).
    if (await findParticipant(deps.db, search.id, viewer.id))
      throw new HttpError(409, searchTogetherMessages.alreadyFinished);
    throw searchNotFound();
  }
  await tellOwner(deps, search, viewer);
  return { message: searchTogetherMessages.finished };
}

async function tellOwner(deps: FinishDeps, search: SearchRow, participant: UserRow) {
  const owner = await findSearchOwner(deps.db, search.id);
  if (!owner || !owner.notificationTypes.includes(searchFinishedType)) return;
  const link = `${deps.publicUrl}/account/search/${search.uuid}/filtered`;
  try {
    await deps.mailer.send(
      finishedMail({
        to: owner.email,
        ownerName: owner.name,
        participantName: participant.name,
        searchTitle: search.title,
        link,
        appName: deps.appName,
      }),
    );
  } catch (error) {
    deps.log.error({ err: error, searchId: search.id }, 'search finished mail failed');
  }
}
