// A SuperLike tells the listing's owner (notification type 'publication_superlike', by notify()): who marked which
// listing, opening the listing's SuperLikes. Not the owner's own, and not a SuperLike repeated (a decision sent again
// that was one already). SuperLikes of one listing that arrive together go out as one (`publication:{id}:superlike`).
// A failure is logged without failing the decision, which is stored by then.
import { bestEffort, type ErrorLog } from '../../../db/best-effort';
import type { UserRow } from '../../../db/schema/index';
import type { Clock } from '../../../lib/clock';
import type { Database } from '../../../db/client';
import { notify } from '../../notifications';
import { findPublicationById } from '../../publications';

export async function noticeSuperlike(
  deps: { db: Database; clock: Clock; log?: ErrorLog },
  publicationId: number,
  decider: UserRow,
): Promise<void> {
  await bestEffort(deps.db, deps.log, 'superlike notice failed', { publicationId }, async (tx) => {
    const listing = await findPublicationById(tx, publicationId);
    if (!listing || listing.userId === decider.id) return;
    await notify(tx, deps.clock, [listing.userId], {
      type: 'publication_superlike',
      groupKey: `publication:${publicationId}:superlike`,
      title: '¡Nuevo SuperLike!',
      body: `${decider.name} marcó con SuperLike «${listing.title}».`,
      url: `/account/stat/publication/${publicationId}`,
      actorIds: [decider.id],
      subject: listing.title,
    });
  });
}
