// A finished sync tells the synchronizer's owner (notification type 'sync_finished', by notify()): how many listings
// it added, changed and removed, and whether it failed or skipped some. A run of a synchronizer deleted meanwhile
// tells nobody. A failure to tell is logged; the run is over by then either way.
import { formatCount } from '@vitrina/shared/format';
import { bestEffort, type ErrorLog } from '../../db/best-effort';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notify } from '../notifications';
import type { Tally } from './sync-errors';

/** What the notification says: the counts, and the run's error when there was one. */
export function syncNoticeText(tally: Tally, outcome: { failed: boolean; lastError: string | null }) {
  if (outcome.failed) {
    return { title: 'La sincronización falló', body: outcome.lastError ?? 'No se pudo leer el origen.' };
  }
  const counts =
    `${formatCount(tally.created, 'publicación nueva', 'publicaciones nuevas')}, ` +
    `${formatCount(tally.updated, 'actualizada', 'actualizadas')} y ${formatCount(tally.removed, 'eliminada', 'eliminadas')}.`;
  if (outcome.lastError)
    return { title: 'Sincronización terminada con avisos', body: `${counts} ${outcome.lastError}` };
  return { title: 'Sincronización terminada', body: counts };
}

export async function tellSyncFinished(
  deps: { db: Database; clock: Clock; log: ErrorLog },
  synchronizer: { id: number; userId: number },
  tally: Tally,
  outcome: { failed: boolean; lastError: string | null },
): Promise<void> {
  await bestEffort(deps.db, deps.log, 'sync finished notice failed', { synchronizerId: synchronizer.id }, (tx) =>
    notify(tx, deps.clock, [synchronizer.userId], {
      type: 'sync_finished',
      groupKey: `synchronizer:${synchronizer.id}:sync`,
      ...syncNoticeText(tally, outcome),
      url: '/account/publication/synchronizer',
    }),
  );
}
