// A microsite as a statistics source (product.md, Microsites: Statistics; decision 013): its users see it among their
// sources and read its report, which counts the searches made on the microsite and the listings of its users; anyone
// else gets the 403 a group they do not administer gives, and so does everyone for a pending or suspended microsite.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statMessages, statReportSchema, statSourcesSchema } from '@vitrina/shared/stats';
import { searchDecisions, searches, searchParticipants, type PublicationRow } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { makeMicrosite } from '../microsites/host-test-helpers';
import { makeListing } from '../searches/core/search-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
});
afterAll(() => ctx.close());

const at = (iso: string) => new Date(iso);
const dates = ['2026-03-01', '2026-03-31'];

async function searchOf(
  creator: Actor,
  createdAt: string,
  values: { micrositeId?: number; shareable?: boolean; publishedAt?: string } = {},
) {
  const [row] = await ctx.db
    .insert(searches)
    .values({
      uuid: randomUUID(),
      title: 'Búsqueda de prueba',
      userId: creator.user.id,
      micrositeId: values.micrositeId ?? null,
      shareable: values.shareable ?? false,
      publishedAt: values.publishedAt ? at(values.publishedAt) : null,
      filters: [],
      createdAt: at(createdAt),
      updatedAt: at(createdAt),
    })
    .returning();
  await ctx.db
    .insert(searchParticipants)
    .values({ searchId: row.id, userId: creator.user.id, owner: true, joinedAt: at(createdAt) });
  return row;
}

async function like(search: { id: number }, who: Actor, listing: PublicationRow, createdAt: string) {
  await ctx.db.insert(searchDecisions).values({
    searchId: search.id,
    userId: who.user.id,
    publicationId: listing.id,
    like: true,
    createdAt: at(createdAt),
    updatedAt: at(createdAt),
  });
}

function post(who: Actor, source: { type: string; id: number }) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/account/stat/general',
    headers: who.headers,
    payload: { source, dates },
  });
}

const sourcesOf = async (who: Actor) =>
  statSourcesSchema.parse(
    (await ctx.app.inject({ method: 'GET', url: '/api/account/stat/sources', headers: who.headers })).json(),
  );
const hasStat = async (who: Actor) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: who.headers })).json().user.has_stat;

describe('a microsite as a statistics source', () => {
  it('is listed for its users and reports its searches and its users’ listings', async () => {
    const north = await actor(ctx, { name: 'Inmobiliaria Norte' });
    const south = await actor(ctx, { name: 'Inmobiliaria Sur' });
    const outsider = await actor(ctx, { name: 'Inmobiliaria Centro' });
    const client = await actor(ctx, { name: 'Carla Benítez' });
    const guest = await actor(ctx, { name: 'Bruno Acosta' });
    const microsite = await makeMicrosite(ctx.db, {
      name: 'Propiedades del Río',
      logoSquarePath: 'microsites/rio/square.png',
      userIds: [north.user.id, south.user.id],
    });
    await makeMicrosite(ctx.db, { name: 'Pronto', status: 'pending', userIds: [north.user.id] });

    expect(await sourcesOf(north)).toEqual([
      { type: 'user', id: north.user.id, entity: { name: 'Inmobiliaria Norte', avatar_url: null } },
      {
        type: 'microsite',
        id: microsite.id,
        entity: { name: 'Propiedades del Río', avatar_url: 'http://vitrina.test/uploads/microsites/rio/square.png' },
      },
    ]);
    expect((await sourcesOf(outsider)).map((source) => source.type)).toEqual(['user']);

    // On the microsite: a shared search a guest joined and answered, and a published one. Elsewhere: one more.
    const shared = await searchOf(client, '2026-03-01T12:00:00Z', { micrositeId: microsite.id, shareable: true });
    await ctx.db
      .insert(searchParticipants)
      .values({ searchId: shared.id, userId: guest.user.id, owner: false, joinedAt: at('2026-03-02T12:00:00Z') });
    await searchOf(client, '2026-03-03T12:00:00Z', {
      micrositeId: microsite.id,
      publishedAt: '2026-03-03T15:00:00Z',
    });
    const elsewhere = await searchOf(client, '2026-03-04T12:00:00Z');
    // Listings of its users (public or not) and of someone else.
    const northPublic = await makeListing(ctx, north, { createdAt: at('2026-03-01T12:00:00Z') });
    const northPrivate = await makeListing(ctx, north, { createdAt: at('2026-03-02T12:00:00Z'), public: false });
    const southPublic = await makeListing(ctx, south, { createdAt: at('2026-03-05T12:00:00Z') });
    const outsiderPublic = await makeListing(ctx, outsider, { createdAt: at('2026-03-01T12:00:00Z') });
    // Likes on its users' listings count wherever they were made; on someone else's, never.
    await like(shared, guest, northPublic, '2026-03-02T13:00:00Z');
    await like(elsewhere, client, southPublic, '2026-03-05T13:00:00Z');
    await like(elsewhere, client, northPrivate, '2026-03-06T13:00:00Z');
    await like(elsewhere, client, outsiderPublic, '2026-03-06T13:00:00Z');
    await ctx.app.decisionCounters.apply();

    const response = await post(north, { type: 'microsite', id: microsite.id });
    expect(response.statusCode, response.body).toBe(200);
    const report = statReportSchema.parse(response.json());
    expect(report.source).toMatchObject({ type: 'microsite', id: microsite.id });
    expect(report.figures).toEqual({
      SearchCount: 2,
      SearchPublishedCount: 1,
      SearchShareableCount: 1,
      SearchShareableAnsweredCount: 1,
      PublicationByUserCount: 3,
      SearchByUserPublishedCount: 1,
      SearchByUserShareableCount: 1,
      PublicationLikedCount: 3,
    });
    const day = (d: string) => report.days.find((item) => item.day === d);
    expect(day('2026-03-01')).toMatchObject({ searches: 1 });
    expect(day('2026-03-04')).toMatchObject({ searches: 0 });
    expect(day('2026-03-06')).toMatchObject({ decisions: 1, likes: 1 });
    expect(report.users).toEqual([]);
    // The most decided listings are those the microsite shows: its users' public ones.
    expect(report.publications.map((item) => item.id)).toEqual([southPublic.id, northPublic.id]);
    // Another of its users reads the same report.
    expect((await post(south, { type: 'microsite', id: microsite.id })).statusCode).toBe(200);
  });

  it('refuses with 403 someone not among its users, and a pending or suspended microsite', async () => {
    const seller = await actor(ctx, { name: 'Inmobiliaria Oeste' });
    const outsider = await actor(ctx, { name: 'Inmobiliaria Este' });
    const active = await makeMicrosite(ctx.db, { userIds: [seller.user.id] });
    const pending = await makeMicrosite(ctx.db, { status: 'pending', userIds: [seller.user.id] });
    const suspended = await makeMicrosite(ctx.db, { status: 'suspended', userIds: [seller.user.id] });
    for (const [who, id] of [
      [outsider, active.id],
      [seller, pending.id],
      [seller, suspended.id],
      [seller, 9_999_999],
    ] as const) {
      const response = await post(who, { type: 'microsite', id });
      expect(response.statusCode, String(id)).toBe(403);
      expect(response.json()).toEqual({ message: statMessages.sourceNotAllowed });
    }
  });
});

describe("the User's has_stat with microsites", () => {
  it('is true for a user of an active microsite, not of a pending one', async () => {
    const member = await actor(ctx, { name: 'Vendedora del sitio' });
    const waiting = await actor(ctx, { name: 'Vendedor en espera' });
    await makeMicrosite(ctx.db, { userIds: [member.user.id] });
    await makeMicrosite(ctx.db, { status: 'pending', userIds: [waiting.user.id] });
    expect(await hasStat(member)).toBe(true);
    expect(await hasStat(waiting)).toBe(false);
  });
});
