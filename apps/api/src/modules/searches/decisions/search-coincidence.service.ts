// A coincidence: a like that meets other participants' likes of the same listing (notification type
// 'search_coincidence', by notify(), which sends it by the person's channels). Choices the spec leaves open:
// - Told to the search's owner and to the other participants who like the listing, never to the one deciding
//   (their deck just showed it).
// - Once per (search, listing): the first telling records the coincidence (search_coincidence_notices) and, in the
//   same transaction, tells the others; likes sent at once make one notice, and a coincidence undone and made again,
//   or met by a third participant, makes none. The owner's own like records it too.
// - Told by the worker, not in the like's request: the like answers once it is stored and its coincidence known,
//   and queues the job 'searches.coincidence' (one insert), so telling (recording, reading the names, queueing each
//   person's delivery) never holds the swipe. One pending job per (search, listing): likes that meet while it waits
//   join it. A failed telling is undone whole and retried by the queue's back-off.
// - Coincidences of one search go out grouped (`search:{id}:coincidence`): a burst of likes is one notification.
// - A failure to queue is logged without failing the decision, which is stored by then; a later like may queue it.
import type { ErrorLog } from '../../../db/best-effort';
import type { JobHandler } from '../../../jobs/job-context';
import { enqueue } from '../../../jobs/queue';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { notify } from '../../notifications';
import { findCoincidence, recordCoincidence } from './search-coincidence.queries';
import type { SearchesDeps } from '../core/searches.service';

const names = new Intl.ListFormat('es', { type: 'conjunction' });

export const coincidenceJob = 'searches.coincidence';

/** Attempts of a telling before it is given up (the queue's back-off spaces them). */
const coincidenceAttempts = 5;

/**
 * Called after a like met other participants' likes of the listing (decisions.service.ts): queues the telling of
 * the coincidence `deciderId`'s like made; logged, never thrown, when it cannot be queued.
 */
export async function noticeCoincidence(
  deps: SearchesDeps & { log?: ErrorLog },
  searchId: number,
  publicationId: number,
  deciderId: number,
): Promise<void> {
  try {
    await enqueue(
      deps.db,
      deps.clock,
      coincidenceJob,
      { searchId, publicationId, deciderId },
      { key: `coincidence:${searchId}:${publicationId}`, maxAttempts: coincidenceAttempts },
    );
  } catch (error) {
    deps.log?.error({ err: error, searchId, publicationId }, 'search coincidence notice failed');
  }
}

/** The job 'searches.coincidence' {searchId, publicationId, deciderId}: records and tells it, in one transaction. */
export const tellCoincidenceJob: JobHandler = async (payload, { db, clock }) => {
  const [searchId, publicationId, deciderId] = [payload.searchId, payload.publicationId, payload.deciderId].map(Number);
  if (![searchId, publicationId, deciderId].every(Number.isSafeInteger)) return;
  await db.transaction((tx) => tellCoincidence(tx, clock, searchId, publicationId, deciderId));
};

async function tellCoincidence(
  db: Database,
  clock: Clock,
  searchId: number,
  publicationId: number,
  deciderId: number,
): Promise<void> {
  const recipients = await recordCoincidence(db, { searchId, publicationId, deciderId, now: clock.now() });
  if (recipients.length === 0) return;
  const coincidence = await findCoincidence(db, searchId, publicationId);
  if (!coincidence) return;
  const { search, listingTitle, likers } = coincidence;
  const decider = likers.find((liker) => liker.id === deciderId);
  const event = {
    type: 'search_coincidence' as const,
    groupKey: `search:${searchId}:coincidence`,
    title: `¡Coincidencia en «${search.title}»!`,
    url: `/account/search/${search.uuid}/filtered?view=coincidences`,
    micrositeId: search.micrositeId,
    subject: search.title,
  };
  // Who likes it hears who joined them; an owner who does not hears everyone who likes it.
  const fellows = recipients.filter((recipient) => recipient.likes).map((recipient) => recipient.userId);
  await notify(db, clock, fellows, {
    ...event,
    body: `A ${decider?.name ?? 'otra persona'} también le gusta «${listingTitle}».`,
    actorIds: [deciderId],
  });
  const owner = recipients.find((recipient) => recipient.owner && !recipient.likes);
  if (owner) {
    const who = names.format(likers.map((liker) => liker.name));
    await notify(db, clock, [owner.userId], {
      ...event,
      body: `A ${who} les gusta «${listingTitle}».`,
      actorIds: [deciderId, ...likers.map((liker) => liker.id)],
    });
  }
}
