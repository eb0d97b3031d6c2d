// The words of a merged notification, which count what they tell: the singular for one, the
// plural for the rest, thousands grouped as the app writes every number.
import { describe, expect, it } from 'vitest';
import { countedBody } from '../activity';

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
