// Helpers for the price-drop tests: a listing liked by people of every kind, and the drop jobs queued.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobs } from '../../db/schema/index';
import type { TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { createSearchAs, decideOn } from '../searches/core/searches-test-helpers';
import { priceDropsJob } from './price-drops.service';

/** The payloads of the price-drop jobs still to run. */
export async function pendingDrops(ctx: TestContext) {
  const rows = await ctx.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.type, priceDropsJob), isNull(jobs.doneAt)))
    .orderBy(asc(jobs.id));
  return rows.map((row) => row.payload.drops);
}

export async function decide(ctx: TestContext, who: Actor, search: { uuid: string }, id: number, like: boolean) {
  const response = await decideOn(ctx, who, search, { publication_id: id, like });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * The people around a listing: two who liked it and want price drops (one in two searches), one who liked it and
 * does not, one who discarded it, and its owner, who liked it too.
 */
export async function likersOf(ctx: TestContext, seller: Actor, publicationId: number) {
  const lucia = await actor(ctx, { name: 'Lucía Rodríguez', notificationTypes: ['price_drop'] });
  const martin = await actor(ctx, { name: 'Martín Pérez', notificationTypes: ['price_drop', 'search_coincidence'] });
  const quiet = await actor(ctx, { name: 'Ana Suárez', notificationTypes: ['search_coincidence'] });
  const discarder = await actor(ctx, { name: 'Santiago López', notificationTypes: ['price_drop'] });
  const searches = new Map<Actor, { uuid: string }>();
  for (const who of [lucia, martin, quiet, discarder, seller]) {
    const search = await createSearchAs(ctx, who);
    searches.set(who, search);
    await decide(ctx, who, search, publicationId, who !== discarder);
  }
  // Lucía likes it again in a second search, her latest: a click opens that one.
  const again = await createSearchAs(ctx, lucia);
  await decide(ctx, lucia, again, publicationId, true);
  searches.set(lucia, again);
  return { lucia, martin, quiet, discarder, searches };
}
