// The inbox under events and marks that arrive at once (on PostgreSQL, through `npm run test:pg`, each on its own
// connection of the pool, really side by side): one item per burst however the writes interleave, and read marks
// that race each other and new events leave a count that matches the rows.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityItems } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor } from '../groups/groups-test-helpers';
import { coincidenceOf, inbox, markRead, tell } from './activity-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
});
afterAll(() => ctx.close());

describe('the inbox under concurrent writes', () => {
  it('makes twelve events of one search written at once one item of count 12 for each recipient', async () => {
    const agent = await actor(ctx, { name: 'Valentina Gómez' });
    const client = await actor(ctx, { name: 'Lucía Rodríguez' });
    const likers = await Promise.all(Array.from({ length: 12 }, (_, n) => actor(ctx, { name: `Persona ${n + 1}` })));
    await Promise.all(
      likers.map((liker, n) =>
        tell(ctx, [agent.user.id, client.user.id], coincidenceOf(40_000, liker.user.id, `Departamento ${n}`)),
      ),
    );
    for (const who of [agent, client]) {
      const rows = await ctx.db.select().from(activityItems).where(eq(activityItems.userId, who.user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0].count).toBe(12);
      // Ten actors at most, none repeated.
      expect(new Set(rows[0].actorIds).size).toBe(10);
    }
    const [item] = (await inbox(ctx, agent)).data;
    expect(item.actors).toHaveLength(10);
    const [first, second] = item.actors.map((person) => person.name);
    expect(item.title).toBe(
      `${first}, ${second} y 8 personas más coincidieron en 12 publicaciones de "Departamento en venta"`,
    );
  });

  it('keeps each seq distinct, so a stream resuming after one never misses a growth', async () => {
    const agent = await actor(ctx, { name: 'Secuencias' });
    await Promise.all(
      Array.from({ length: 8 }, (_, n) => tell(ctx, [agent.user.id], coincidenceOf(41_000 + (n % 2), 1, 'x'))),
    );
    const rows = await ctx.db.select().from(activityItems).where(eq(activityItems.userId, agent.user.id));
    expect(rows.map((row) => row.count).sort()).toEqual([4, 4]);
    expect(new Set(rows.map((row) => row.seq)).size).toBe(2);
  });

  it('leaves an unread count that matches the rows when read marks race each other and new events', async () => {
    const agent = await actor(ctx, { name: 'Carrera de lecturas' });
    for (let n = 0; n < 10; n++) await tell(ctx, [agent.user.id], coincidenceOf(42_000 + n, 1, 'x'));
    const ids = (await inbox(ctx, agent)).data.map((item) => item.id);
    const answers = await Promise.all([
      markRead(ctx, agent, { all: true }),
      markRead(ctx, agent, { ids: ids.slice(0, 5) }),
      markRead(ctx, agent, { ids: ids.slice(3) }),
      markRead(ctx, agent, { all: true }),
      tell(ctx, [agent.user.id], coincidenceOf(42_100, 1, 'nuevo')),
    ]);
    for (const answer of answers.slice(0, 4)) expect((answer as { statusCode: number }).statusCode).toBe(200);
    const [row] = await ctx.db
      .select({ unread: sql<number>`count(*)::int` })
      .from(activityItems)
      .where(and(eq(activityItems.userId, agent.user.id), isNull(activityItems.readAt)));
    const page = await inbox(ctx, agent);
    expect(page.unread).toBe(Number(row.unread));
    expect(page.unread).toBeLessThanOrEqual(1);
    expect(page.data.filter((item) => item.id !== ids.find((id) => id === item.id)).length).toBe(1);
  });
});
