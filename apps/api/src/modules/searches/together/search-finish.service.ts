// 'Finalizar selección' (product.md, Searches: Finishing): a participant who is not the owner says they are done, and
// the owner is told (notification type 'search_finished', by notify(), which sends it by the owner's channels). Choices
// the spec leaves open:
// - An owner is told while their notification_types holds 'search_finished'. That list is what a user ticks under
//   'Elegí sobre qué querés que te avisemos.' (profile), and a new account starts with every type ticked (migration
//   0031): an opt-out, so an owner hears of finishes unless they unticked them.
// - The finish and its notice are one transaction; a notice that fails is logged and undone alone (a savepoint), and
//   the answer is still 200, because the participant's part is done and sending the finish again would only meet 409.
import { searchMessages } from '@vitrina/shared/searches';
import { searchTogetherMessages } from '@vitrina/shared/search-together';
import { bestEffort, type ErrorLog } from '../../../db/best-effort';
import type { Database } from '../../../db/client';
import type { SearchRow, UserRow } from '../../../db/schema/index';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/errors';
import { notify } from '../../notifications';
import { openSearch, searchNotFound } from '../core/search-access';
import { findSearchOwner, markFinished } from './search-finish.queries';
import { findParticipant } from '../core/searches.queries';
import type { SearchReadDeps } from '../core/searches.service';

export type FinishDeps = SearchReadDeps & { log: ErrorLog };

export async function finishSelection(deps: FinishDeps, viewer: UserRow, idOrUuid: string) {
  const { search, participant } = await openSearch(deps.db, idOrUuid, viewer.id);
  if (!participant) throw searchNotFound();
  if (participant.owner) throw new HttpError(422, searchMessages.notPossible);
  if (participant.finishedAt) throw new HttpError(409, searchTogetherMessages.alreadyFinished);
  const finished = await deps.db.transaction(async (tx) => {
    if (!(await markFinished(tx, search.id, viewer.id, deps.clock.now()))) return false;
    await bestEffort(tx, deps.log, 'search finished notice failed', { searchId: search.id }, (sp) =>
      tellOwner(sp, deps.clock, search, viewer),
    );
    return true;
  });
  if (!finished) {
    // Another request of theirs finished it (409), or they left the search meanwhile (404).
    if (await findParticipant(deps.db, search.id, viewer.id))
      throw new HttpError(409, searchTogetherMessages.alreadyFinished);
    throw searchNotFound();
  }
  return { message: searchTogetherMessages.finished };
}

async function tellOwner(db: Database, clock: Clock, search: SearchRow, participant: UserRow) {
  const owner = await findSearchOwner(db, search.id);
  if (!owner) return;
  await notify(db, clock, [owner.id], {
    type: 'search_finished',
    groupKey: `search:${search.id}:finished`,
    title: `${participant.name} finalizó su selección`,
    body: `${participant.name} finalizó su selección en tu búsqueda «${search.title}». Mirá lo que eligió.`,
    url: `/account/search/${search.uuid}/filtered?user=${participant.id}`,
    micrositeId: search.micrositeId,
    actorIds: [participant.id],
    subject: search.title,
  });
}
