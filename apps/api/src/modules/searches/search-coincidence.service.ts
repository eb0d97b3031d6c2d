// A search's owner is told by email of a coincidence: a like that meets another participant's like of the same
// listing (notification type 'search_coincidence', opt-in like 'search_finished'). Choices the spec leaves open:
// - Once per (search, listing): the first like to meet another records the coincidence (search_coincidence_notices)
//   and enqueues the mail in the same statement, so likes sent at once make one mail, and a coincidence undone and
//   made again, or met by a third participant, makes none.
// - Not when the owner is the one deciding: their deck just showed the coincidence. It is recorded all the same, so
//   a later like of the same listing does not announce it.
// - The mail is a job of the worker: the decision answers without waiting for it, a failed send is retried and
//   logged by the worker, and a failure to record or enqueue is logged without failing the decision, which is
//   stored by then. The job reads the likers and the owner's choice when it runs: a coincidence undone meanwhile,
//   or an owner who stopped wanting these mails, gets none.
import type { JobContext } from '../../jobs/job-context';
import { findSearchOwner } from './search-finish.queries';
import { coincidenceMail } from './search-coincidence.mail';
import { findCoincidence, recordCoincidence } from './search-coincidence.queries';
import type { ErrorLog } from './search-finish.service';
import type { SearchesDeps } from './searches.service';

export const searchCoincidenceType = 'search_coincidence';
export const coincidenceMailJob = 'searches.coincidence-mail';

/** Called after a like met other participants' likes of the listing (decisions.service.ts). */
export async function noticeCoincidence(
  deps: SearchesDeps & { log?: ErrorLog },
  searchId: number,
  publicationId: number,
  deciderId: number,
): Promise<void> {
  try {
    await recordCoincidence(deps.db, {
      searchId,
      publicationId,
      deciderId,
      now: deps.clock.now(),
      jobType: coincidenceMailJob,
      notificationType: searchCoincidenceType,
      maxAttempts: 3,
    });
  } catch (error) {
    deps.log?.error({ err: error, searchId, publicationId }, 'search coincidence notice failed');
  }
}

/** The job: mails the owner who likes the listing now, if they still want to hear of coincidences. */
export async function sendCoincidenceMail(payload: Record<string, unknown>, context: JobContext): Promise<void> {
  const searchId = Number(payload.searchId);
  const publicationId = Number(payload.publicationId);
  const [owner, coincidence] = await Promise.all([
    findSearchOwner(context.db, searchId),
    findCoincidence(context.db, searchId, publicationId),
  ]);
  if (!owner || !coincidence || !owner.notificationTypes.includes(searchCoincidenceType)) return;
  const others = coincidence.likers.filter((liker) => liker.id !== owner.id);
  const ownerLikes = others.length < coincidence.likers.length;
  if (coincidence.likers.length < 2 || others.length === 0) return;
  await context.mailer.send(
    coincidenceMail({
      to: owner.email,
      ownerName: owner.name,
      likerNames: others.map((liker) => liker.name),
      ownerLikes,
      listingTitle: coincidence.listingTitle,
      searchTitle: coincidence.search.title,
      link: `${context.config.publicUrl}/account/search/${coincidence.search.uuid}/filtered`,
      appName: context.config.appName,
    }),
  );
}
