// The words of a finished sync, which count what they tell: the singular for one, the plural for the rest,
// thousands grouped as the app writes every number.
import { describe, expect, it } from 'vitest';
import { newTally, type Tally } from './sync-errors';
import { syncNoticeText } from './sync-notice';

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
