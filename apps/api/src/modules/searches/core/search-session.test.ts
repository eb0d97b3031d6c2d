// The session and the search read in one statement on the routes that open a search by their path (decision 019):
// every answer must be the one the token's and the search's separate lookups gave. Who the caller is comes from the
// token (expired, revoked, impersonated), their part in the search is their own, a search that does not exist is
// 404 to the signed-in and 401 first where a session is needed, and the token's use is still recorded.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessTokens } from '../../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/context';
import { bearer } from '../../auth/auth-test-helpers';
import { hashToken, issueToken } from '../../auth';
import { actor, type Actor } from '../../groups/groups-test-helpers';
import { clearListings, countOf, makeListing, resultIds, resultsOf } from './search-test-helpers';
import {
  createSearchAs,
  decideOn,
  decisionRows,
  guestBody,
  searchNotFoundBody,
  sharedSearchOf,
  undoOn,
} from './searches-test-helpers';

let ctx: TestContext;
let owner: Actor;
let client: Actor;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
  owner = await actor(ctx, { name: 'Valentina Gómez' });
  client = await actor(ctx, { name: 'Carla Benítez' });
  seller = await actor(ctx, { name: 'Inmobiliaria Norte' });
});
afterAll(() => ctx.close());
beforeEach(() => clearListings(ctx));

/** A session of `who` that lives `lifetimeMs`, or one an admin opened as them. */
async function sessionOf(who: Actor, options: { lifetimeMs?: number; impersonatorId?: number } = {}): Promise<Actor> {
  const token = await issueToken(ctx.db, who.user.id, { clock: ctx.clock, ...options });
  return { user: who.user, headers: bearer(token.access_token) };
}

describe('the caller and the search, read together', () => {
  it('gives each participant their own part: their decisions, their cursor, their count', async () => {
    const [first, second, third] = [
      await makeListing(ctx, seller, { hoursAgo: 1 }),
      await makeListing(ctx, seller, { hoursAgo: 2 }),
      await makeListing(ctx, seller, { hoursAgo: 3 }),
    ];
    const search = await sharedSearchOf(ctx, owner, [client], { order: 'recent' });
    expect((await decideOn(ctx, owner, search, { publication_id: first.id, like: true })).statusCode).toBe(200);
    expect((await decideOn(ctx, client, search, { publication_id: second.id, like: false })).statusCode).toBe(200);
    const byUuid = search.uuid;
    expect(await resultIds(ctx, byUuid, owner)).toEqual([second.id, third.id]);
    expect(await resultIds(ctx, byUuid, client)).toEqual([first.id, third.id]);
    // By its numeric id too, for the participants.
    expect(await resultIds(ctx, String(search.id), client)).toEqual([first.id, third.id]);
    expect((await countOf(ctx, byUuid, owner)).json()).toEqual({ count: 2 });
    expect((await countOf(ctx, byUuid, client)).json()).toEqual({ count: 2 });
    // Undo is the client's own: the owner's like stays.
    expect((await undoOn(ctx, client, search, second.id)).statusCode).toBe(204);
    expect(await decisionRows(ctx, search.id, client.user.id, second.id)).toHaveLength(0);
    expect(await decisionRows(ctx, search.id, owner.user.id, first.id)).toHaveLength(1);
  });

  it('treats an expired or revoked token as a visitor: 401 to decide, 404 for a search they may not open', async () => {
    const listing = await makeListing(ctx, seller);
    const search = await createSearchAs(ctx, owner);
    const shortLived = await sessionOf(owner, { lifetimeMs: 60_000 });
    expect(await resultIds(ctx, search.uuid, shortLived)).toEqual([listing.id]);
    ctx.clock.advance(60_001);
    const decided = await decideOn(ctx, shortLived, search, { publication_id: listing.id, like: true });
    expect(decided.statusCode).toBe(401);
    expect(decided.json()).toEqual(guestBody);
    expect((await resultsOf(ctx, search.uuid, shortLived)).json()).toEqual(searchNotFoundBody);
    expect((await countOf(ctx, String(search.id), shortLived)).statusCode).toBe(404);
    const revoked = await sessionOf(owner);
    await ctx.db.delete(accessTokens).where(eq(accessTokens.userId, owner.user.id));
    expect((await decideOn(ctx, revoked, search, { publication_id: listing.id, like: true })).statusCode).toBe(401);
    // The owner signs in again; nothing was recorded meanwhile.
    owner = await sessionOf(owner);
    expect(await decisionRows(ctx, search.id, owner.user.id, listing.id)).toHaveLength(0);
    expect(await resultIds(ctx, search.uuid, owner)).toEqual([listing.id]);
  });

  it('answers 404 to the signed-in and 401 to a guest for a search that does not exist, and 404 for a bad path', async () => {
    const listing = await makeListing(ctx, seller);
    const missing = randomUUID();
    const signedIn = await decideOn(ctx, client, missing, { publication_id: listing.id, like: true });
    expect(signedIn.statusCode).toBe(404);
    expect(signedIn.json()).toEqual(searchNotFoundBody);
    expect((await decideOn(ctx, null, missing, { publication_id: listing.id, like: true })).json()).toEqual(guestBody);
    expect((await resultsOf(ctx, missing, client)).json()).toEqual(searchNotFoundBody);
    expect((await resultsOf(ctx, '99999999', client)).statusCode).toBe(404);
    expect((await resultsOf(ctx, 'no-es-una-busqueda', client)).json()).toEqual(searchNotFoundBody);
  });

  it("opens a visitor's search by its uuid only, whoever asks", async () => {
    const listing = await makeListing(ctx, seller);
    const search = await createSearchAs(ctx, null);
    expect(await resultIds(ctx, search.uuid, client)).toEqual([listing.id]);
    expect((await resultsOf(ctx, String(search.id), client)).json()).toEqual(searchNotFoundBody);
  });

  it('records the use of the token at most once a minute on these routes too', async () => {
    const session = await sessionOf(client);
    const search = await createSearchAs(ctx, client);
    const lastUsed = async () =>
      (
        await ctx.db
          .select()
          .from(accessTokens)
          .where(eq(accessTokens.tokenHash, hashOf(session)))
      )[0].lastUsedAt;
    ctx.clock.advance(61_000);
    const first = ctx.clock.now();
    expect((await resultsOf(ctx, search.uuid, session)).statusCode).toBe(200);
    expect(await lastUsed()).toEqual(first);
    ctx.clock.advance(30_000);
    expect((await countOf(ctx, search.uuid, session)).statusCode).toBe(200);
    expect(await lastUsed()).toEqual(first);
    ctx.clock.advance(31_000);
    // A search that does not exist still counts as a use of the token.
    expect((await resultsOf(ctx, randomUUID(), session)).statusCode).toBe(404);
    expect(await lastUsed()).toEqual(ctx.clock.now());
  });

  it('looks for coincidences once someone else takes part, whoever joined first', async () => {
    const [first, second] = [await makeListing(ctx, seller), await makeListing(ctx, seller)];
    const search = await sharedSearchOf(ctx, owner);
    const like = (who: Actor, publicationId: number) =>
      decideOn(ctx, who, search, { publication_id: publicationId, like: true });
    const coincidences = async (response: Awaited<ReturnType<typeof like>>) => {
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { coincidences: { exists: boolean; users: { name: string }[] } };
      return body.coincidences.users.map((user) => user.name);
    };
    // Alone in the search: nobody to meet.
    expect(await coincidences(await like(owner, first.id))).toEqual([]);
    // The client's first like joins them and meets the owner's.
    expect(await coincidences(await like(client, first.id))).toEqual(['Valentina Gómez']);
    expect(await coincidences(await like(client, second.id))).toEqual([]);
    // Now the owner is no longer alone either.
    expect(await coincidences(await like(owner, second.id))).toEqual(['Carla Benítez']);
  });

  it('decides as the user an admin opened a session as', async () => {
    const admin = await actor(ctx, { name: 'Soporte Vitrina', permissions: ['users'] });
    const listing = await makeListing(ctx, seller);
    const search = await createSearchAs(ctx, client);
    const impersonation = await sessionOf(client, { impersonatorId: admin.user.id });
    const decided = await decideOn(ctx, impersonation, search, { publication_id: listing.id, like: true });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await decisionRows(ctx, search.id, client.user.id, listing.id)).toHaveLength(1);
    expect(await decisionRows(ctx, search.id, admin.user.id, listing.id)).toHaveLength(0);
    expect(await resultIds(ctx, search.uuid, impersonation)).toEqual([]);
  });
});

function hashOf(who: Actor): string {
  return hashToken(String(who.headers.authorization).replace(/^Bearer /, ''));
}
