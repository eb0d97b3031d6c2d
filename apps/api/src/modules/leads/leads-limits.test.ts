// The leads' limits, under truly concurrent requests: per IP (the route's counter) and per listing or store (counted
// in the database under a lock), so a burst never stores more than the limit.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { listing, postLead, validLead } from './leads-test-helpers';

let ctx: TestContext;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext({ config: { leadLimit: { perIp: 3, perTarget: 4, windowMs: 60 * 60 * 1000 } } });
  seller = await actor(ctx, { name: 'Agustina Torres', slug: 'torres-limites' });
});
afterAll(() => ctx.close());

const tooMany = { message: 'Demasiados intentos, aguarde un momento y vuelva a intentar.' };
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

describe('lead limits', () => {
  it('lets one address send 3 leads an hour: of 8 at once, 3 are stored and 5 get 429', async () => {
    const flat = await listing(ctx, seller.user.id);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        postLead(ctx, `/api/publication/${flat.id}/lead`, validLead, { ip: '198.51.100.7' }),
      ),
    );
    expect(statuses(responses)).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    for (const response of responses.filter((r) => r.statusCode === 429)) {
      expect(response.json()).toEqual(tooMany);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await ctx.db.select().from(leads).where(eq(leads.publicationId, flat.id))).toHaveLength(3);
    // Another address is counted apart.
    const other = await postLead(ctx, `/api/publication/${flat.id}/lead`, validLead, { ip: '198.51.100.8' });
    expect(other.statusCode).toBe(201);
  });

  it('lets one listing receive 4 leads an hour from any addresses: of 10 at once, exactly 4 are stored', async () => {
    const flat = await listing(ctx, seller.user.id, { title: 'Muy consultado' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postLead(ctx, `/api/publication/${flat.id}/lead`, validLead, { ip: `192.0.2.${i + 1}` }),
      ),
    );
    expect(statuses(responses)).toEqual([201, 201, 201, 201, 429, 429, 429, 429, 429, 429]);
    expect(await ctx.db.select().from(leads).where(eq(leads.publicationId, flat.id))).toHaveLength(4);
    // The next hour it takes leads again.
    ctx.clock.advance(60 * 60 * 1000 + 1);
    const later = await postLead(ctx, `/api/publication/${flat.id}/lead`, validLead, { ip: '192.0.2.200' });
    expect(later.statusCode).toBe(201);
  });

  it('limits a store the same way, apart from its listings', async () => {
    const responses = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        postLead(ctx, '/api/user/torres-limites/lead', validLead, { ip: `192.0.2.${100 + i}` }),
      ),
    );
    expect(statuses(responses)).toEqual([201, 201, 201, 201, 429, 429, 429]);
    const stored = await ctx.db.select().from(leads).where(eq(leads.receiverId, seller.user.id));
    expect(stored.filter((lead) => lead.source === 'store')).toHaveLength(4);
  });
});
