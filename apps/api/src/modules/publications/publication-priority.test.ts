import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications } from '../../db/schema/index';
import { jobHandlers, recurringJobs } from '../../jobs/registry';
import { createLogger } from '../../lib/logger';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, createGroupAs, guestBody, joinGroup, notFoundBody, type Actor } from '../groups/groups-test-helpers';
import { createListing, listingState, propertyFields, syncedListing } from './publications-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const day = 24 * 60 * 60 * 1000;

const setPriority = (who: Actor | null, id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/account/publication/${id}/priority`,
    headers: who?.headers ?? {},
    payload,
  });

const storedRelevance = async (id: number) =>
  (await ctx.db.select().from(publications).where(eq(publications.id, id)))[0].relevance;

describe('PUT /api/account/publication/{id}/priority', () => {
  it('sets a priority expiring after its days, raising the stored relevance, and removes it with null', async () => {
    const owner = await actor(ctx);
    const listing = await createListing(ctx, owner);
    const base = await storedRelevance(listing.id);

    const set = await setPriority(owner, listing.id, {
      priority: 'urgente',
      priority_description: 'Se muda el mes que viene',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      id: listing.id,
      priority: 'urgente',
      priority_description: 'Se muda el mes que viene',
      priority_expires_at: new Date(ctx.clock.now().getTime() + 14 * day).toISOString(),
      pivot: { creator: true },
    });
    expect(await storedRelevance(listing.id)).toBeCloseTo(base + 0.4, 4);

    const removed = await setPriority(owner, listing.id, { priority: null, priority_description: 'queda' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ priority: null, priority_description: null, priority_expires_at: null });
    expect(await storedRelevance(listing.id)).toBeCloseTo(base, 4);

    // The form's 'Quitar' may send an empty choice.
    await setPriority(owner, listing.id, { priority: 'destacada' });
    expect((await setPriority(owner, listing.id, { priority: '' })).json().priority).toBeNull();
  });

  it('shows no priority once it has expired', async () => {
    const owner = await actor(ctx);
    const listing = await createListing(ctx, owner);
    await setPriority(owner, listing.id, { priority: 'destacada', priority_description: 'Oferta de la semana' });
    const show = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api/account/publication/${listing.id}`, headers: owner.headers })
      ).json();
    ctx.clock.advance(7 * day - 1000);
    expect(await show()).toMatchObject({ priority: 'destacada', priority_description: 'Oferta de la semana' });
    ctx.clock.advance(2000);
    expect(await show()).toMatchObject({ priority: null, priority_description: null, priority_expires_at: null });
  });

  it('refuses a priority that does not exist with 422', async () => {
    const owner = await actor(ctx);
    const listing = await createListing(ctx, owner);
    const response = await setPriority(owner, listing.id, { priority: 'vip' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'El valor elegido no es válido',
      errors: { priority: ['El valor elegido no es válido'] },
    });
  });

  it('lets the owner mark a synchronized listing', async () => {
    const owner = await actor(ctx);
    const row = await syncedListing(ctx, owner);
    const response = await setPriority(owner, row.id, { priority: 'exclusiva' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      priority: 'exclusiva',
      created_by: 'synchronizer',
      pivot: { creator: true },
    });
  });

  it('gives a user sharing no group 404 and a guest 401, changing nothing', async () => {
    const owner = await actor(ctx);
    const stranger = await actor(ctx);
    const listing = await createListing(ctx, owner);
    const before = await listingState(ctx);
    const foreign = await setPriority(stranger, listing.id, { priority: 'urgente' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(notFoundBody);
    const guest = await setPriority(null, listing.id, { priority: 'urgente' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(guestBody);
    expect((await setPriority(owner, 999_999, { priority: 'urgente' })).statusCode).toBe(404);
    expect(await listingState(ctx)).toEqual(before);
  });
});

describe('priority set by a group member', () => {
  /** An owner with a public and a private listing, and a member of one group with them of the given scope. */
  async function scenario(scope: '' | '1' | '0') {
    const owner = await actor(ctx, { name: 'Valentina Gómez' });
    const member = await actor(ctx, { name: 'Lucía Rodríguez' });
    const group = await createGroupAs(ctx, owner, { public: scope === '' ? '' : scope === '1' });
    await joinGroup(ctx, owner, group.id, member);
    const publicListing = await createListing(ctx, owner, propertyFields({ public: '1' }));
    const privateListing = await createListing(ctx, owner, propertyFields({ public: '0' }));
    return { owner, member, publicListing, privateListing };
  }

  it('works on every listing of a colleague in a group that shows all', async () => {
    const { member, publicListing, privateListing } = await scenario('');
    for (const listing of [publicListing, privateListing]) {
      const response = await setPriority(member, listing.id, { priority: 'oportunidad' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        priority: 'oportunidad',
        pivot: { creator: false },
        users: [{ name: 'Valentina Gómez' }],
      });
    }
  });

  it('follows the group’s scope: public listings in a public group, private ones in a private group', async () => {
    const publicGroup = await scenario('1');
    expect(
      (await setPriority(publicGroup.member, publicGroup.publicListing.id, { priority: 'urgente' })).statusCode,
    ).toBe(200);
    expect(
      (await setPriority(publicGroup.member, publicGroup.privateListing.id, { priority: 'urgente' })).statusCode,
    ).toBe(404);

    const privateGroup = await scenario('0');
    expect(
      (await setPriority(privateGroup.member, privateGroup.privateListing.id, { priority: 'urgente' })).statusCode,
    ).toBe(200);
    expect(
      (await setPriority(privateGroup.member, privateGroup.publicListing.id, { priority: 'urgente' })).statusCode,
    ).toBe(404);
  });

  it('does not let the member read, edit or delete the listing on the owner’s endpoints', async () => {
    const { member, publicListing } = await scenario('');
    const url = `/api/account/publication/${publicListing.id}`;
    expect((await ctx.app.inject({ method: 'GET', url, headers: member.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: member.headers })).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url,
          headers: member.headers,
          payload: { title: 'x', type: 'property', category: 'casa', operation: 'venta' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the publications.priorities-expire job', () => {
  it('clears priorities past their expiry and lowers the stored relevance, leaving live ones', async () => {
    const owner = await actor(ctx);
    const short = await createListing(ctx, owner);
    const long = await createListing(ctx, owner);
    await setPriority(owner, short.id, { priority: 'destacada', priority_description: 'Esta semana' });
    await setPriority(owner, long.id, { priority: 'exclusiva' });
    const raised = await storedRelevance(short.id);
    ctx.clock.advance(8 * day);

    const context = {
      db: ctx.db,
      config: ctx.config,
      clock: ctx.clock,
      mailer: ctx.app.mailer,
      logger: createLogger('silent'),
    };
    await jobHandlers['publications.priorities-expire']({}, context);
    const [expired] = await ctx.db.select().from(publications).where(eq(publications.id, short.id));
    expect(expired).toMatchObject({ priority: null, priorityDescription: null, priorityExpiresAt: null });
    expect(expired.relevance).toBeLessThan(raised - 0.39);
    const [live] = await ctx.db.select().from(publications).where(eq(publications.id, long.id));
    expect(live.priority).toBe('exclusiva');
    expect(recurringJobs.map((job) => job.type)).toContain('publications.priorities-expire');
  });
});
