import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { searchCardSchema, searchMessages } from '@vitrina/shared/searches';
import { publicationMedia } from '../../../db/schema/index';
import { loadPublicationViews } from '../../publications';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, type Actor } from '../../groups/groups-test-helpers';
import {
  clearListings,
  countOf,
  decide,
  makeListing,
  makeSearch,
  resultIds,
  resultOf,
  resultsOf,
} from '../core/search-test-helpers';
import { createSearchAs, decideOn } from '../core/searches-test-helpers';

let ctx: TestContext;
let owner: Actor;
let seller: Actor;
let stranger: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await actor(ctx, { name: 'Valentina Gómez' });
  seller = await actor(ctx, { name: 'Inmobiliaria Palermo' });
  stranger = await actor(ctx, { name: 'Santiago López' });
});
afterAll(() => ctx.close());
beforeEach(() => clearListings(ctx));

const flats = [{ type: 'property', category: 'departamento', operation: 'venta' }] as const;
const notFoundBody = { message: searchMessages.notFound };

describe('POST /search/{id}/results', () => {
  it('answers a page of cards: the listing view with the participant’s own decision', async () => {
    const listed = await makeListing(ctx, seller, { title: 'Departamento luminoso en Palermo', relevance: 5 });
    const search = await makeSearch(ctx, { creator: owner, filters: [...flats] });
    const response = await resultsOf(ctx, search, owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        id: listed.id,
        title: 'Departamento luminoso en Palermo',
        type: 'property',
        category: 'departamento',
        operation: 'venta',
        like: null,
        is_super: false,
        comment: null,
      }),
    ]);
  });

  it('shows each card as the one listing view, media in their order and the publisher, exactly as its schema says', async () => {
    const listed = await makeListing(ctx, seller, { title: 'PH con terraza en Colegiales', relevance: 7 });
    await ctx.db.insert(publicationMedia).values([
      { publicationId: listed.id, file: 'publications/t/2.webp', number: 2, width: 800, height: 600, color: '#aabbcc' },
      { publicationId: listed.id, file: 'publications/t/1.webp', thumbnail: 'publications/t/1-t.webp', number: 1 },
    ]);
    await makeListing(ctx, seller, { title: 'Sin fotos', relevance: 6 });
    const search = await makeSearch(ctx, { creator: owner, filters: [...flats] });
    const response = await resultsOf(ctx, search, owner);
    expect(response.statusCode, response.body).toBe(200);
    const cards = response.json();
    // Nothing beyond the schema (its parse drops unknown keys) and nothing missing from it.
    expect(z.array(searchCardSchema).parse(cards)).toEqual(cards);
    const views = await loadPublicationViews(ctx.db, ctx.app.storage, [listed], owner.user.id, ctx.clock.now());
    // The creator takes part: the card says how many messages its thread holds (none yet).
    expect(cards[0]).toEqual({ ...views[0], like: null, is_super: false, comment: null, message_count: 0 });
    expect(cards[0].medias.map((media: { file: string }) => media.file)).toEqual([
      'publications/t/1.webp',
      'publications/t/2.webp',
    ]);
    expect(cards[0].users).toEqual([expect.objectContaining({ id: seller.user.id, name: 'Inmobiliaria Palermo' })]);
    expect(cards[1]).toMatchObject({ title: 'Sin fotos', medias: [] });
  });

  it('answers at most 10 cards, by id or by uuid, to its creator', async () => {
    for (let index = 0; index < 12; index += 1) await makeListing(ctx, seller, { relevance: index });
    const search = await makeSearch(ctx, { creator: owner, filters: [...flats] });
    expect(await resultIds(ctx, search, owner)).toHaveLength(10);
    expect(await resultIds(ctx, String(search.id), owner)).toHaveLength(10);
  });

  it('leaves out what the participant decided and the ids sent in except, but not what others decided', async () => {
    const [a, b, c, d] = [
      await makeListing(ctx, seller, { relevance: 4 }),
      await makeListing(ctx, seller, { relevance: 3 }),
      await makeListing(ctx, seller, { relevance: 2 }),
      await makeListing(ctx, seller, { relevance: 1 }),
    ];
    const search = await makeSearch(ctx, { creator: owner, filters: [...flats] });
    const other = await makeSearch(ctx, { creator: owner, filters: [...flats] });
    await decide(ctx, search, owner, a.id, true);
    await decide(ctx, search, owner, c.id, false);
    // A decision in another search, or another user's in this one, does not hide a listing here.
    await decide(ctx, other, owner, b.id, true);
    await decide(ctx, search, stranger, d.id, true);
    expect(await resultIds(ctx, search, owner)).toEqual([b.id, d.id]);
    expect(await resultIds(ctx, search, owner, [d.id])).toEqual([b.id]);
  });

  it('never shows a private listing in a platform or a user search', async () => {
    const visible = await makeListing(ctx, seller, { relevance: 1 });
    await makeListing(ctx, seller, { relevance: 9, public: false });
    const platform = await makeSearch(ctx, { creator: owner, filters: [...flats] });
    const store = await makeSearch(ctx, { creator: owner, filters: [...flats], scopeUserId: seller.user.id });
    expect(await resultIds(ctx, platform, owner)).toEqual([visible.id]);
    expect(await resultIds(ctx, store, owner)).toEqual([visible.id]);
  });

  it('a user search shows only that user’s public listings', async () => {
    const theirs = await makeListing(ctx, seller, { relevance: 1 });
    await makeListing(ctx, stranger, { relevance: 2 });
    const store = await makeSearch(ctx, { creator: owner, filters: [...flats], scopeUserId: seller.user.id });
    expect(await resultIds(ctx, store, owner)).toEqual([theirs.id]);
  });

  it('opens a visitor’s search by its uuid for anyone, and only except excludes there', async () => {
    const [a, b] = [await makeListing(ctx, seller, { relevance: 2 }), await makeListing(ctx, seller, { relevance: 1 })];
    const search = await makeSearch(ctx, { creator: null, filters: [...flats] });
    expect(await resultIds(ctx, search, null)).toEqual([a.id, b.id]);
    expect(await resultIds(ctx, search, null, [a.id])).toEqual([b.id]);
    expect(await resultIds(ctx, search, stranger)).toEqual([a.id, b.id]);
    // Its numeric id is guessable, so it does not open it.
    expect((await resultsOf(ctx, String(search.id), null)).json()).toEqual(notFoundBody);
  });

  it('answers 404 to whoever may not open the search', async () => {
    const search = await makeSearch(ctx, { creator: owner, filters: [...flats] });
    for (const who of [null, stranger]) {
      const response = await resultsOf(ctx, search, who);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
  });

  it('answers 404 to an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '0', '123456789', '1e3']) {
      const response = await resultsOf(ctx, id, owner);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
  });

  it('refuses an except of more than 500 ids, or ids that are not ids, with 422', async () => {
    const search = await makeSearch(ctx, { creator: owner, filters: [...flats] });
    const many = Array.from({ length: 10_000 }, (_, index) => index + 1);
    const response = await resultsOf(ctx, search, owner, many);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(searchMessages.tooManyExcept);
    expect(
      (
        await resultsOf(
          ctx,
          search,
          owner,
          Array.from({ length: 500 }, (_, i) => i + 1),
        )
      ).statusCode,
    ).toBe(200);
    for (const except of [['a'], [-1], [1.5], 'todo'])
      expect((await resultsOf(ctx, search, owner, except)).statusCode, JSON.stringify(except)).toBe(422);
  });
});

describe('POST /search/{id}/result', () => {
  it('answers one listing of the search as a card, with the participant’s decision', async () => {
    const listed = await makeListing(ctx, seller);
    const search = await makeSearch(ctx, { creator: owner, filters: [...flats] });
    await decide(ctx, search, owner, listed.id, true);
    const response = await resultOf(ctx, search, owner, listed.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: listed.id, like: true, is_super: false, comment: null });
  });

  it('answers 404 for a listing outside the search’s filters or scope, private, or missing', async () => {
    const house = await makeListing(ctx, seller, { category: 'casa' });
    const hidden = await makeListing(ctx, seller, { public: false });
    const strangers = await makeListing(ctx, stranger);
    const search = await makeSearch(ctx, { creator: owner, filters: [...flats], scopeUserId: seller.user.id });
    for (const id of [house.id, hidden.id, strangers.id, 999_999_999]) {
      const response = await resultOf(ctx, search, owner, id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ message: searchMessages.outsideSearch });
    }
  });

  it('answers 404 to whoever may not open the search, and 422 to a bad id', async () => {
    const listed = await makeListing(ctx, seller);
    const search = await makeSearch(ctx, { creator: owner, filters: [...flats] });
    for (const who of [null, stranger]) expect((await resultOf(ctx, search, who, listed.id)).statusCode).toBe(404);
    for (const id of ['x', 0, -3, 1.5]) expect((await resultOf(ctx, search, owner, id)).statusCode).toBe(422);
  });
});

describe('GET /search/{id}/count', () => {
  it('counts the matches the caller has not decided', async () => {
    const listed = [];
    for (let index = 0; index < 13; index += 1) listed.push(await makeListing(ctx, seller));
    await makeListing(ctx, seller, { category: 'casa' });
    await makeListing(ctx, seller, { public: false });
    const search = await makeSearch(ctx, { creator: owner, filters: [...flats] });
    expect((await countOf(ctx, search, owner)).json()).toEqual({ count: 13 });
    await decide(ctx, search, owner, listed[0].id, true);
    await decide(ctx, search, owner, listed[1].id, false);
    const response = await countOf(ctx, search, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 11 });
  });

  it('counts every decision acknowledged before it was asked, with decisions and counts in flight at once', async () => {
    const listed = [];
    for (let index = 0; index < 30; index += 1) listed.push(await makeListing(ctx, seller));
    const search = await createSearchAs(ctx, owner, { filters: [...flats] });
    let acknowledged = 0;
    const readings: { count: number; acknowledgedBefore: number }[] = [];
    const read = async () => {
      const acknowledgedBefore = acknowledged;
      const response = await countOf(ctx, search.uuid, owner);
      expect(response.statusCode, response.body).toBe(200);
      readings.push({ count: (response.json() as { count: number }).count, acknowledgedBefore });
    };
    await Promise.all([
      read(),
      ...listed.map(async (listing, index) => {
        const response = await decideOn(ctx, owner, search, { publication_id: listing.id, like: index % 2 === 0 });
        expect(response.statusCode, response.body).toBe(200);
        acknowledged += 1;
        await read();
      }),
    ]);
    // A reading never misses a decision the API had acknowledged when it was asked: the deck's count may trust it.
    for (const { count, acknowledgedBefore } of readings) expect(count).toBeLessThanOrEqual(30 - acknowledgedBefore);
    expect(readings).toHaveLength(31);
    expect((await countOf(ctx, search.uuid, owner)).json()).toEqual({ count: 0 });
  });

  it('counts a visitor’s search for anyone with its uuid, and answers 404 to who may not open one', async () => {
    await makeListing(ctx, seller);
    const visitors = await makeSearch(ctx, { creator: null, filters: [...flats] });
    expect((await countOf(ctx, visitors, null)).json()).toEqual({ count: 1 });
    const owned = await makeSearch(ctx, { creator: owner, filters: [...flats] });
    for (const who of [null, stranger]) {
      const response = await countOf(ctx, owned, who);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    expect((await countOf(ctx, 'zzz', owner)).statusCode).toBe(404);
  });
});

describe('with a search made and decided through the API', () => {
  it('the deck leaves out what was decided, counts the rest, and a card carries its decision', async () => {
    const [a, b, c] = [
      await makeListing(ctx, seller, { relevance: 3 }),
      await makeListing(ctx, seller, { relevance: 2 }),
      await makeListing(ctx, seller, { relevance: 1 }),
    ];
    await makeListing(ctx, seller, { operation: 'alquiler', currency: 'ARS' });
    const search = await createSearchAs(ctx, owner, {
      filters: [{ type: 'property', category: 'departamento', operation: 'venta' }],
    });
    expect(await resultIds(ctx, search.uuid, owner)).toEqual([a.id, b.id, c.id]);
    const decided = await decideOn(ctx, owner, search, {
      publication_id: b.id,
      like: true,
      is_super: true,
      comment: 'Me encanta el balcón',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await resultIds(ctx, search.uuid, owner)).toEqual([a.id, c.id]);
    expect((await countOf(ctx, search.uuid, owner)).json()).toEqual({ count: 2 });
    expect((await resultOf(ctx, search.uuid, owner, b.id)).json()).toMatchObject({
      id: b.id,
      like: true,
      is_super: true,
      comment: 'Me encanta el balcón',
    });
  });
});
