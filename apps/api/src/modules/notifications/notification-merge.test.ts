// The words of a merged notification and of a finished sync, which count what they tell: the singular for one, the
// plural for the rest, thousands grouped as the app writes every number.
import { describe, expect, it } from 'vitest';
import { newTally, type Tally } from '../synchronizer/sync-errors';
import { syncNoticeText } from '../synchronizer/sync-notice';
import { countedBody } from './notification-merge';

describe('a merged notification', () => {
  it('agrees its words with the count', () => {
    expect(countedBody('search_coincidence', 2)).toBe('Tenés 2 coincidencias nuevas.');
    expect(countedBody('search_coincidence', 1)).toBe('Tenés 1 coincidencia nueva.');
    expect(countedBody('search_finished', 1)).toBe('1 persona terminó su selección.');
    expect(countedBody('group_member', 3)).toBe('3 personas se sumaron a tus grupos.');
    expect(countedBody('price_drop', 1)).toBe('Bajó de precio 1 publicación que te gustó.');
    expect(countedBody('price_drop', 2)).toBe('Bajaron de precio 2 publicaciones que te gustaron.');
    expect(countedBody('unknown', 1)).toBe('Tenés 1 novedad.');
  });

  it('groups thousands', () => {
    expect(countedBody('publication_superlike', 1500)).toBe('Tus publicaciones recibieron 1.500 SuperLikes.');
  });
});

describe('a finished sync', () => {
  const done = { failed: false, lastError: null };
  const tally = (counts: Pick<Tally, 'created' | 'updated' | 'removed'>): Tally => ({ ...newTally(), ...counts });

  it('counts new, updated and removed listings each in its number', () => {
    expect(syncNoticeText(tally({ created: 1, updated: 0, removed: 2 }), done).body).toBe(
      '1 publicación nueva, 0 actualizadas y 2 eliminadas.',
    );
    expect(syncNoticeText(tally({ created: 12_000, updated: 1, removed: 1 }), done).body).toBe(
      '12.000 publicaciones nuevas, 1 actualizada y 1 eliminada.',
    );
  });
});
