import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, notFoundBody } from '../groups/groups-test-helpers';
import {
  jpegFile,
  listingState,
  propertyFields,
  sendForm,
  syncedBody,
  syncedListing,
} from './publications-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('a listing a synchronizer brought', () => {
  it('is shown to its owner as synchronized, with the feed’s code', async () => {
    const owner = await actor(ctx, { name: 'Inmobiliaria Norte' });
    const row = await syncedListing(ctx, owner, { code: 'feed-77' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/publication/${row.id}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      created_by: 'synchronizer',
      code: 'feed-77',
      pivot: { creator: true },
      publicable: { name: 'Inmobiliaria Norte' },
      users: [{ id: owner.user.id, name: 'Inmobiliaria Norte' }],
    });
  });

  it('cannot be edited or deleted by its owner (403), however the request is sent; nothing changes', async () => {
    const owner = await actor(ctx);
    const row = await syncedListing(ctx, owner);
    const before = await listingState(ctx);
    const url = `/api/account/publication/${row.id}`;
    const responses = [
      await sendForm(ctx, owner, 'POST', url, [
        ['_method', 'PUT'],
        ...propertyFields(),
        ['medias[]', await jpegFile()],
      ]),
      await sendForm(ctx, owner, 'PUT', url, propertyFields()),
      await sendForm(ctx, owner, 'POST', url, [['_method', 'DELETE']]),
      await ctx.app.inject({ method: 'DELETE', url, headers: owner.headers }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(syncedBody);
    }
    expect(await listingState(ctx)).toEqual(before);
  });

  it('is not found for anyone else, synchronized or not', async () => {
    const owner = await actor(ctx);
    const other = await actor(ctx);
    const row = await syncedListing(ctx, owner);
    const url = `/api/account/publication/${row.id}`;
    for (const response of [
      await ctx.app.inject({ method: 'GET', url, headers: other.headers }),
      await sendForm(ctx, other, 'PUT', url, propertyFields()),
      await ctx.app.inject({ method: 'DELETE', url, headers: other.headers }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
  });
});
