import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications, type NewPublicationRow } from '../../db/schema/index';
import { computeRelevance } from './relevance';
import { createTestDatabase, createUser, type TestDatabase } from '../../test/context';
import { createManualClock } from '../../lib/clock';
import { jobHandlers, recurringJobs } from '../../jobs/registry';
import { refreshRelevance, relevanceTolerance } from './relevance-refresh.job';

let database: TestDatabase;
let ownerId: number;
const clock = createManualClock(new Date('2024-08-06T12:00:00Z'));
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  ownerId = (await createUser(database.db)).id;
});
afterAll(() => database.close());

/** A listing whose stored score was right when it was written, `daysAgo` before now. */
async function scoredListing(daysAgo: number, values: Partial<NewPublicationRow> = {}) {
  const now = clock.now();
  const listedAt = new Date(now.getTime() - daysAgo * day);
  const row = { priority: null, priorityExpiresAt: null, listedAt, mediaCount: 3, likeCount: 4, ...values };
  const [inserted] = await database.db
    .insert(publications)
    .values({
      userId: ownerId,
      title: 'Casa en Olivos',
      type: 'property',
      category: 'casa',
      operation: 'venta',
      ...row,
      relevance: computeRelevance(row, now),
      updatedAt: listedAt,
      createdAt: listedAt,
    })
    .returning();
  return inserted;
}

const stored = async (id: number) => (await database.db.select().from(publications).where(eq(publications.id, id)))[0];

describe('publications.relevance-refresh', () => {
  it('runs hourly as a recurring job', () => {
    expect(recurringJobs).toContainEqual({ type: 'publications.relevance-refresh', everyMs: 60 * 60 * 1000 });
    expect(jobHandlers['publications.relevance-refresh']).toBeTypeOf('function');
  });

  it('rewrites the scores freshness moved past the tolerance, and leaves the others and their edit time alone', async () => {
    const fading = await scoredListing(10);
    const old = await scoredListing(200);
    clock.advance(day / 2);
    expect(await refreshRelevance(database.db, clock.now())).toMatchObject({ updated: 0 });
    expect((await stored(fading.id)).relevance).toBe(fading.relevance);

    clock.advance(day);
    const result = await refreshRelevance(database.db, clock.now());
    expect(result).toEqual({ checked: 1, updated: 1 });
    const after = await stored(fading.id);
    expect(Math.fround(after.relevance)).toBe(Math.fround(computeRelevance(after, clock.now())));
    expect(fading.relevance - after.relevance).toBeGreaterThanOrEqual(relevanceTolerance);
    expect(after.updatedAt).toEqual(fading.updatedAt);
    expect(await stored(old.id)).toEqual(old);
  });

  it('drops a priority that expired from the score even before the priority is cleared', async () => {
    const featured = await scoredListing(5, {
      priority: 'destacada',
      priorityExpiresAt: new Date(clock.now().getTime() + 60 * 60 * 1000),
    });
    clock.advance(2 * 60 * 60 * 1000);
    await refreshRelevance(database.db, clock.now());
    const after = await stored(featured.id);
    expect(featured.relevance - after.relevance).toBeCloseTo(0.4, 2);
    expect(Math.fround(after.relevance)).toBe(Math.fround(computeRelevance(after, clock.now())));
  });

  it('walks the window in batches, the rows that share a listing time included, and reaches freshness 0 at 90 days', async () => {
    const sameTime = await Promise.all(Array.from({ length: 5 }, () => scoredListing(30)));
    const ageing = await scoredListing(88);
    clock.advance(3 * day);
    const result = await refreshRelevance(database.db, clock.now(), 2);
    expect(result.updated).toBeGreaterThanOrEqual(6);
    for (const row of [...sameTime, ageing]) {
      const after = await stored(row.id);
      expect(Math.fround(after.relevance), String(row.id)).toBe(Math.fround(computeRelevance(after, clock.now())));
    }
    // 91 days old: only photos and likes count now.
    expect((await stored(ageing.id)).relevance).toBe(
      computeRelevance({ ...ageing, listedAt: new Date(0) }, clock.now()),
    );
  });
});
