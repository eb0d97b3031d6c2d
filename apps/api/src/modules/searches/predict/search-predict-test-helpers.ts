// Helpers for prediction's tests (search-predict*.test.ts): a catalogue whose tastes are easy to tell apart, and
// decisions on it through the API, enough for the model to predict.
import { expect } from 'vitest';
import type { PublicationRow } from '../../../db/schema/index';
import type { TestContext } from '../../../test/context';
import type { Actor } from '../../groups/groups-test-helpers';
import { makeListing } from '../core/search-test-helpers';
import { decideOn } from '../core/searches-test-helpers';

export type PredictCatalogue = { large: PublicationRow[]; small: PublicationRow[] };

/**
 * A catalogue of `seller` whose large flats (3 or 4 rooms, in Palermo, under US$ 250.000) are what the participants
 * like and whose small ones (1 room, in Flores, dearer per m²) they discard: 10 of each, and `rest` of each kind
 * undecided.
 */
export async function predictCatalogue(ctx: TestContext, seller: Actor, rest = 8): Promise<PredictCatalogue> {
  const large: PublicationRow[] = [];
  const small: PublicationRow[] = [];
  for (let n = 0; n < 10 + rest; n++) {
    large.push(
      await makeListing(ctx, seller, {
        title: `Departamento ${3 + (n % 2)} ambientes en Palermo ${n}`,
        roomsTotal: 3 + (n % 2),
        bedrooms: 2,
        amount: 180_000 + n * 3_000,
        areaCovered: 80 + n,
        addressTitle: `Honduras ${4000 + n}, Palermo, CABA`,
        hoursAgo: n + 1,
      }),
    );
    small.push(
      await makeListing(ctx, seller, {
        title: `Monoambiente en Flores ${n}`,
        roomsTotal: 1,
        bedrooms: 0,
        amount: 95_000 + n * 2_000,
        areaCovered: 30 + n,
        addressTitle: `Rivadavia ${7000 + n}, Flores, CABA`,
        hoursAgo: n + 1,
      }),
    );
  }
  return { large, small };
}

/** `who` likes the first `likes` large flats and discards the first `discards` small ones, through the API. */
export async function decidePredictable(
  ctx: TestContext,
  who: Actor,
  search: { uuid: string },
  listings: PredictCatalogue,
  likes = 6,
  discards = 6,
): Promise<void> {
  for (const listing of listings.large.slice(0, likes)) {
    const response = await decideOn(ctx, who, search, { publication_id: listing.id, like: true });
    expect(response.statusCode, response.body).toBe(200);
  }
  for (const listing of listings.small.slice(0, discards)) {
    const response = await decideOn(ctx, who, search, { publication_id: listing.id, like: false });
    expect(response.statusCode, response.body).toBe(200);
  }
}

export const sortedIds = (rows: PublicationRow[]) => rows.map((row) => row.id).sort((a, b) => a - b);

/** POST /search/{id}/predict/{action} as `who` (a visitor when null); count and select send `except`, undo no body. */
export function predictCall(
  ctx: TestContext,
  who: Actor | null,
  search: { uuid: string } | string,
  action: 'count' | 'select' | 'undo',
  except: number[] = [],
) {
  const id = typeof search === 'string' ? search : search.uuid;
  return ctx.app.inject({
    method: 'POST',
    url: `/api/search/${id}/predict/${action}`,
    headers: who?.headers ?? {},
    ...(action === 'undo' ? {} : { payload: { except } }),
  });
}
