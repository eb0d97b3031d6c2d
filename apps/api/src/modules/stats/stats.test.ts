// Statistics (product.md, Statistics; decision 013): who may report on what, each figure and the series on hand-made
// data with known answers (days in Argentina), the previous period, the rankings, and who superliked a listing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  statMessages,
  statReportSchema,
  statSourcesSchema,
  superlikesPageSchema,
  type StatReport,
} from '@vitrina/shared/stats';
import {
  publicationMedia,
  searchDecisions,
  searches,
  searchParticipants,
  type NewPublicationRow,
  type PublicationRow,
} from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, createGroupAs, groupWithRoles, guestBody, joinGroup, type Actor } from '../groups/groups-test-helpers';
import { makeListing } from '../searches/core/search-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
});
afterAll(() => ctx.close());

const at = (iso: string) => new Date(iso);

/** A search row made at `createdAt` by `creator` (its owner participant), with the given columns. */
async function searchOf(
  creator: Actor,
  createdAt: string,
  values: { groupId?: number; shareable?: boolean; publishedAt?: string; title?: string } = {},
) {
  const [row] = await ctx.db
    .insert(searches)
    .values({
      uuid: randomUUID(),
      title: values.title ?? 'Búsqueda de prueba',
      userId: creator.user.id,
      groupId: values.groupId ?? null,
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

async function guestJoins(search: { id: number }, guest: Actor, joinedAt: string) {
  await ctx.db
    .insert(searchParticipants)
    .values({ searchId: search.id, userId: guest.user.id, owner: false, joinedAt: at(joinedAt) });
}

async function decision(
  search: { id: number },
  who: Actor,
  listing: PublicationRow,
  createdAt: string,
  values: { like?: boolean; isSuper?: boolean; predicted?: boolean } = {},
) {
  await ctx.db.insert(searchDecisions).values({
    searchId: search.id,
    userId: who.user.id,
    publicationId: listing.id,
    like: values.like ?? true,
    isSuper: values.isSuper ?? false,
    predicted: values.predicted ?? false,
    createdAt: at(createdAt),
    updatedAt: at(createdAt),
  });
}

function listingOf(owner: Actor, createdAt: string, values: Partial<NewPublicationRow> = {}) {
  return makeListing(ctx, owner, { createdAt: at(createdAt), ...values });
}

function post(who: Actor | null, payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/account/stat/general', headers: who?.headers ?? {}, payload });
}

async function report(who: Actor, source: { type: string; id: number }, dates: [string, string]) {
  // The decisions' days are applied within a second by the app; a test applies them first.
  await ctx.app.decisionCounters.apply();
  const response = await post(who, { source, dates });
  expect(response.statusCode, response.body).toBe(200);
  return statReportSchema.parse(response.json());
}

const figures = (values: number[]): StatReport['figures'] => ({
  SearchCount: values[0],
  SearchPublishedCount: values[1],
  SearchShareableCount: values[2],
  SearchShareableAnsweredCount: values[3],
  PublicationByUserCount: values[4],
  SearchByUserPublishedCount: values[5],
  SearchByUserShareableCount: values[6],
  PublicationLikedCount: values[7],
});

describe("a user's own report", () => {
  it('counts each figure, the days in Argentina, the previous period and the most decided listings', async () => {
    const seller = await actor(ctx, { name: 'Inmobiliaria Norte' });
    const client = await actor(ctx, { name: 'Carla Benítez' });
    const other = await actor(ctx, { name: 'Bruno Acosta' });
    const stranger = await actor(ctx, { name: 'Otra Inmobiliaria' });

    // Searches of the seller. B at 02:30 UTC on the 2nd is the evening of the 1st in Buenos Aires.
    const a = await searchOf(seller, '2026-03-01T12:00:00Z', { publishedAt: '2026-03-02T15:00:00Z' });
    const b = await searchOf(seller, '2026-03-02T02:30:00Z', { shareable: true });
    const c = await searchOf(seller, '2026-03-04T02:30:00Z');
    const d = await searchOf(seller, '2026-02-28T12:00:00Z', { publishedAt: '2026-03-01T12:00:00Z' });
    await searchOf(seller, '2026-03-04T03:30:00Z', { shareable: true }); // the 4th: after the range
    await guestJoins(b, client, '2026-03-02T10:00:00Z');
    await guestJoins(c, other, '2026-03-04T12:00:00Z'); // shared, but joined after the range
    await guestJoins(d, client, '2026-03-01T05:00:00Z');

    // The seller's listings, one private: every listing counts.
    const l1 = await listingOf(seller, '2026-03-01T04:00:00Z');
    const l2 = await listingOf(seller, '2026-03-03T02:00:00Z', { public: false });
    const l3 = await listingOf(seller, '2026-03-04T02:59:00Z');
    await listingOf(seller, '2026-03-04T03:00:00Z'); // 00:00 of the 4th in Buenos Aires
    const l5 = await listingOf(seller, '2026-02-27T12:00:00Z');
    const foreign = await listingOf(stranger, '2026-03-01T12:00:00Z');

    await decision(b, client, l1, '2026-03-02T02:30:00Z', { isSuper: true }); // the 1st in Buenos Aires
    await decision(b, client, l2, '2026-03-02T10:00:00Z', { like: false });
    await decision(c, other, l3, '2026-03-03T12:00:00Z', { predicted: true }); // chosen by the prediction
    await decision(b, client, l3, '2026-03-03T12:00:00Z');
    await decision(d, client, l5, '2026-02-27T12:00:00Z');
    await decision(a, seller, foreign, '2026-03-02T12:00:00Z'); // the seller's own like: someone else's listing

    const body = await report(seller, { type: 'user', id: seller.user.id }, ['2026-03-01', '2026-03-03']);
    expect(body.source).toEqual({
      type: 'user',
      id: seller.user.id,
      entity: { name: 'Inmobiliaria Norte', avatar_url: null },
    });
    expect(body.dates).toEqual(['2026-03-01', '2026-03-03']);
    expect(body.previous_dates).toEqual(['2026-02-26', '2026-02-28']);
    // Searches a, b, c; a published; b shareable, c with a guest; b answered; listings l1-l3; a and d published in the
    // range; b and d joined in it; likes of l1 and l3 (the predicted one and the discard are not likes).
    expect(body.figures).toEqual(figures([3, 1, 2, 1, 3, 2, 2, 2]));
    // d, published now, shared and answered by its guest; l5 and its like.
    expect(body.previous).toEqual(figures([1, 1, 1, 1, 1, 0, 0, 1]));
    expect(body.days).toEqual([
      { day: '2026-03-01', searches: 2, decisions: 1, likes: 1 },
      { day: '2026-03-02', searches: 0, decisions: 1, likes: 0 },
      { day: '2026-03-03', searches: 1, decisions: 1, likes: 1 },
    ]);
    expect(body.users).toEqual([]);
    // Lifetime decisions: one each (a predicted like is no person's, so it moves no listing: decision 011), newest
    // first.
    expect(body.publications.map((listing) => listing.id)).toEqual([l5.id, l3.id, l2.id, l1.id]);

    // A day with nothing is a zero; a range of one day works.
    const quiet = await report(seller, { type: 'user', id: seller.user.id }, ['2026-03-10', '2026-03-10']);
    expect(quiet.figures).toEqual(figures([0, 0, 0, 0, 0, 0, 0, 0]));
    expect(quiet.days).toEqual([{ day: '2026-03-10', searches: 0, decisions: 0, likes: 0 }]);
    expect(quiet.previous_dates).toEqual(['2026-03-09', '2026-03-09']);
  });
});

describe("a group's report", () => {
  it("counts the group's searches and its members' listings and likes, ranks the members", async () => {
    const { group, owner, admin, member, outsider } = await groupWithRoles(ctx, { public: '1' });
    const s1 = await searchOf(member, '2026-03-01T12:00:00Z', { groupId: group.id, shareable: true });
    await searchOf(member, '2026-03-02T12:00:00Z', { groupId: group.id });
    await searchOf(admin, '2026-03-02T12:00:00Z', {
      groupId: group.id,
      shareable: true,
      publishedAt: '2026-03-02T13:00:00Z',
    });
    await searchOf(owner, '2026-03-01T12:00:00Z'); // not in the group's scope
    await guestJoins(s1, outsider, '2026-03-01T13:00:00Z');

    const ml1 = await listingOf(member, '2026-03-01T12:00:00Z');
    const ml2 = await listingOf(member, '2026-03-02T12:00:00Z', { public: false });
    const al1 = await listingOf(admin, '2026-03-02T12:00:00Z');
    await listingOf(outsider, '2026-03-01T12:00:00Z');
    await decision(s1, outsider, ml1, '2026-03-01T14:00:00Z');
    await decision(s1, outsider, ml2, '2026-03-02T14:00:00Z');
    await decision(s1, outsider, al1, '2026-03-02T15:00:00Z', { like: false });

    const body = await report(admin, { type: 'group', id: group.id }, ['2026-03-01', '2026-03-02']);
    expect(body.source).toMatchObject({ type: 'group', id: group.id, entity: { name: group.name } });
    expect(body.figures).toEqual(figures([3, 1, 2, 1, 3, 1, 1, 2]));
    expect(body.previous).toEqual(figures([0, 0, 0, 0, 0, 0, 0, 0]));
    expect(body.days).toEqual([
      { day: '2026-03-01', searches: 1, decisions: 1, likes: 1 },
      { day: '2026-03-02', searches: 2, decisions: 2, likes: 1 },
    ]);
    const ranked = (who: Actor, counts: number[]) => ({
      id: who.user.id,
      name: who.user.name,
      avatar_url: null,
      searches_count: counts[0],
      searches_shareable_count: counts[1],
      searches_answered_count: counts[2],
      publications_count: counts[3],
    });
    expect(body.users).toEqual([
      ranked(member, [2, 1, 1, 2]),
      ranked(admin, [1, 1, 0, 1]),
      ranked(owner, [0, 0, 0, 0]),
    ]);
    // The group shows public listings only: the private one with a like stays out of the ranking.
    expect(body.publications.map((listing) => listing.id)).toEqual([al1.id, ml1.id]);
    expect(body.publications[0]).toMatchObject({
      id: al1.id,
      publicable: { name: admin.user.name },
      decisions_count: 1,
    });
  });
});

describe('who may report on what', () => {
  it('lists the own account first, then the groups administered by name; a plain member gets no group', async () => {
    const { group, owner, member } = await groupWithRoles(ctx);
    const second = await createGroupAs(ctx, owner, { name: 'Agencia Belgrano' });
    const sources = await ctx.app.inject({ method: 'GET', url: '/api/account/stat/sources', headers: owner.headers });
    expect(sources.statusCode, sources.body).toBe(200);
    expect(statSourcesSchema.parse(sources.json())).toEqual([
      { type: 'user', id: owner.user.id, entity: { name: owner.user.name, avatar_url: null } },
      { type: 'group', id: second.id, entity: { name: 'Agencia Belgrano', avatar_url: null } },
      { type: 'group', id: group.id, entity: { name: group.name, avatar_url: null } },
    ]);
    const own = await ctx.app.inject({ method: 'GET', url: '/api/account/stat/sources', headers: member.headers });
    expect(own.json()).toEqual([
      { type: 'user', id: member.user.id, entity: { name: member.user.name, avatar_url: null } },
    ]);
  });

  it('refuses with 403 another user, a group not administered or missing, and any microsite', async () => {
    const { group, owner, admin, member, outsider } = await groupWithRoles(ctx);
    const dates = ['2026-03-01', '2026-03-31'];
    expect((await post(admin, { source: { type: 'group', id: group.id }, dates })).statusCode).toBe(200);
    for (const [who, source] of [
      [owner, { type: 'user', id: member.user.id }],
      [member, { type: 'group', id: group.id }],
      [outsider, { type: 'group', id: group.id }],
      [owner, { type: 'group', id: 9_999_999 }],
      [owner, { type: 'microsite', id: 1 }],
    ] as const) {
      const response = await post(who, { source, dates });
      expect(response.statusCode, JSON.stringify(source)).toBe(403);
      expect(response.json()).toEqual({ message: statMessages.sourceNotAllowed });
    }
  });

  it('answers 401 without a session on all three endpoints', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/account/stat/sources' },
      { method: 'POST' as const, url: '/api/account/stat/general', payload: { source: { type: 'user', id: 1 } } },
      { method: 'GET' as const, url: '/api/account/stat/superlikes/1' },
    ]) {
      const response = await ctx.app.inject(request);
      expect(response.statusCode, request.url).toBe(401);
      expect(response.json()).toEqual(guestBody);
    }
  });

  it('answers 422 in Spanish for a bad range or an unknown field', async () => {
    const me = await actor(ctx, { name: 'Valentina Gómez' });
    const source = { type: 'user', id: me.user.id };
    const cases: [object, string, string][] = [
      [{ source, dates: ['01/03/2026', '2026-03-02'] }, 'dates.0', statMessages.notADate],
      [{ source, dates: ['2026-02-01', '2026-02-30'] }, 'dates.1', statMessages.notADate],
      [{ source, dates: ['2026-03-02', '2026-03-01'] }, 'dates', statMessages.rangeReversed],
      [{ source, dates: ['2026-01-01', '2027-01-01'] }, 'dates', statMessages.rangeTooLong(365)],
    ];
    for (const [payload, field, message] of cases) {
      const response = await post(me, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toMatchObject({ message, errors: { [field]: [message] } });
    }
    // 365 days is the most a range may hold.
    expect((await post(me, { source, dates: ['2026-01-01', '2026-12-31'] })).statusCode).toBe(200);
    for (const payload of [
      { source: { type: 'tienda', id: me.user.id }, dates: ['2026-03-01', '2026-03-02'] },
      { source, dates: ['2026-03-01', '2026-03-02'], extra: true },
      { source, dates: ['2026-03-01'] },
    ]) {
      const response = await post(me, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toHaveProperty('errors');
    }
  });
});

describe('who superliked a listing', () => {
  function superlikes(who: Actor, id: number | string, query = '') {
    return ctx.app.inject({ method: 'GET', url: `/api/account/stat/superlikes/${id}${query}`, headers: who.headers });
  }

  it('lists each person once with their latest superlike, by name, page by page', async () => {
    const seller = await actor(ctx, { name: 'Inmobiliaria Centro' });
    const carla = await actor(ctx, { name: 'Carla Benítez' });
    const bruno = await actor(ctx, { name: 'Bruno Acosta' });
    const zoe = await actor(ctx, { name: 'Zoe Martínez' });
    const lucas = await actor(ctx, { name: 'Lucas Díaz' });
    const listing = await listingOf(seller, '2026-03-01T12:00:00Z', {
      title: 'Casa con jardín',
      addressTitle: 'Cuba 2000, Belgrano, CABA',
      priority: 'destacada',
      priorityDescription: 'Destacada',
    });
    await ctx.db.insert(publicationMedia).values([
      { publicationId: listing.id, file: 'publications/x/second.jpg', number: 2 },
      { publicationId: listing.id, file: 'publications/x/first.jpg', number: 1 },
    ]);
    const first = await searchOf(carla, '2026-03-01T12:00:00Z', { title: 'Casa para la familia' });
    const later = await searchOf(carla, '2026-03-02T12:00:00Z', { title: 'Casa con patio' });
    const brunos = await searchOf(bruno, '2026-03-01T12:00:00Z', { title: 'Algo en Belgrano' });
    const zoes = await searchOf(zoe, '2026-03-01T12:00:00Z', { title: 'Mudanza' });
    const lucass = await searchOf(lucas, '2026-03-01T12:00:00Z');
    await decision(first, carla, listing, '2026-03-02T10:00:00Z', { isSuper: true });
    await decision(later, carla, listing, '2026-03-03T10:00:00Z', { isSuper: true });
    await decision(brunos, bruno, listing, '2026-03-02T12:00:00Z', { isSuper: true });
    await decision(zoes, zoe, listing, '2026-03-04T10:00:00Z', { isSuper: true });
    await decision(lucass, lucas, listing, '2026-03-05T10:00:00Z'); // a plain like

    const response = await superlikes(seller, listing.id);
    expect(response.statusCode, response.body).toBe(200);
    const page = superlikesPageSchema.parse(response.json());
    expect(page.publication).toEqual({
      id: listing.id,
      title: 'Casa con jardín',
      image_url: `${ctx.config.publicUrl}/uploads/publications/x/first.jpg`,
      address: 'Cuba 2000, Belgrano, CABA',
      priority: 'destacada',
      priority_description: 'Destacada',
    });
    expect(page.data).toEqual([
      {
        user: { id: zoe.user.id, name: 'Zoe Martínez', avatar_url: null },
        search: { uuid: zoes.uuid, title: 'Mudanza' },
        created_at: '2026-03-04T10:00:00.000Z',
      },
      {
        user: { id: carla.user.id, name: 'Carla Benítez', avatar_url: null },
        search: { uuid: later.uuid, title: 'Casa con patio' },
        created_at: '2026-03-03T10:00:00.000Z',
      },
      {
        user: { id: bruno.user.id, name: 'Bruno Acosta', avatar_url: null },
        search: { uuid: brunos.uuid, title: 'Algo en Belgrano' },
        created_at: '2026-03-02T12:00:00.000Z',
      },
    ]);
    expect(page).toMatchObject({ current_page: 1, last_page: 1, total: 3, prev_page_url: null, next_page_url: null });

    const named = (await superlikes(seller, listing.id, '?search=ZOE')).json();
    expect(named).toMatchObject({ total: 1, data: [{ user: { id: zoe.user.id } }] });
    const oldest = (await superlikes(seller, listing.id, '?orderMethod=asc&take=2')).json();
    expect(oldest.data.map((row: { user: { id: number } }) => row.user.id)).toEqual([bruno.user.id, carla.user.id]);
    expect(oldest).toMatchObject({ current_page: 1, last_page: 2, total: 3, prev_page_url: null });
    expect(oldest.next_page_url).toBe(
      `${ctx.config.publicUrl}/api/account/stat/superlikes/${listing.id}?orderMethod=asc&take=2&page=2`,
    );
    const second = (await superlikes(seller, listing.id, '?orderMethod=asc&take=2&page=2')).json();
    expect(second.data.map((row: { user: { id: number } }) => row.user.id)).toEqual([zoe.user.id]);
    expect(second).toMatchObject({ current_page: 2, last_page: 2, next_page_url: null });
  });

  it("answers the owner and whoever sees the listing in a group's portfolio; 403 otherwise, 404 when missing", async () => {
    const seller = await actor(ctx, { name: 'Inmobiliaria Sur' });
    const colleague = await actor(ctx, { name: 'Martín Fernández' });
    const publicTeammate = await actor(ctx, { name: 'Lucía Rodríguez' });
    const stranger = await actor(ctx, { name: 'Santiago López' });
    const hidden = await listingOf(seller, '2026-03-01T12:00:00Z', { public: false });
    const privateTeam = await createGroupAs(ctx, seller, { name: 'Equipo privado', public: '0' });
    await joinGroup(ctx, seller, privateTeam.id, colleague);
    const publicTeam = await createGroupAs(ctx, seller, { name: 'Equipo público', public: '1' });
    await joinGroup(ctx, seller, publicTeam.id, publicTeammate);

    expect((await superlikes(seller, hidden.id)).statusCode).toBe(200);
    expect((await superlikes(colleague, hidden.id)).statusCode).toBe(200);
    for (const who of [publicTeammate, stranger]) {
      const refused = await superlikes(who, hidden.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: statMessages.superlikesNotAllowed });
    }
    for (const id of [9_999_999, 'cero']) {
      const missing = await superlikes(seller, id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: statMessages.publicationMissing });
    }
  });
});

describe("the User's has_stat", () => {
  const hasStat = async (who: Actor) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: who.headers })).json().user.has_stat;

  it('is true with a listing, a search or a group administered, false with nothing to report', async () => {
    const { owner, admin, member } = await groupWithRoles(ctx);
    const fresh = await actor(ctx, { name: 'Persona Nueva' });
    const seller = await actor(ctx, { name: 'Vendedora' });
    const searcher = await actor(ctx, { name: 'Buscador' });
    await listingOf(seller, '2026-03-01T12:00:00Z');
    await searchOf(searcher, '2026-03-01T12:00:00Z');
    expect(await hasStat(fresh)).toBe(false);
    expect(await hasStat(member)).toBe(false);
    for (const who of [owner, admin, seller, searcher]) expect(await hasStat(who)).toBe(true);
  });
});
