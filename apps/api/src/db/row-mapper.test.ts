// A select's rows mapped by a plan made once (row-mapper.ts) answer what Drizzle's own mapping answers, key for key
// and in the same order: tables whole, nested objects, SQL fields with and without a decoder, and left joins whose
// side is missing. Runs on PGlite and, in the PostgreSQL suite, on PostgreSQL.
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, createUser, type TestDatabase } from '../test/context';
import { builtOnce, perHandle } from './prepared';
import { withRowPlan } from './row-mapper';
import { users } from './schema/index';

let database: TestDatabase;
// The second user's referrer is the first; the first has none: one side of the left join found, one missing.
const referrer = alias(users, 'referrer');
const referrerOf = and(eq(referrer.slug, 'primera'), eq(users.slug, 'segunda'));

beforeAll(async () => {
  database = await createTestDatabase();
  const first = await createUser(database.db, { slug: 'primera', emailVerifiedAt: new Date('2026-03-01T12:00:00Z') });
  await createUser(database.db, { slug: 'segunda', phone: '+5491155550000', avatarPath: `avatars/${first.id}.webp` });
});
afterAll(() => database.close());

/** Each statement, with Drizzle's mapping and with the plan's, on the same database. */
function statements() {
  const db = database.db;
  const byId = asc(users.id);
  return {
    'a table whole': () => db.select().from(users).orderBy(byId),
    'nested objects and SQL fields': () =>
      db
        .select({
          id: users.id,
          person: { name: users.name, shout: sql<string>`upper(${users.name})`, since: users.createdAt },
          counted: sql<number>`(select count(*) from users)`.mapWith(Number),
          meta: { slug: users.slug, verified: users.emailVerifiedAt, types: users.contactTypes },
          label: sql<string>`coalesce(${users.phone}, 'sin teléfono')`.as('label'),
        })
        .from(users)
        .orderBy(byId),
    'a left join, found and missing': () =>
      db
        .select({ user: users, referrer: { id: referrer.id, name: referrer.name } })
        .from(users)
        .leftJoin(referrer, referrerOf)
        .orderBy(byId),
    'an object mixing both tables of a left join': () =>
      db
        .select({ both: { referrer: referrer.id, user: users.id }, slug: users.slug })
        .from(users)
        .leftJoin(referrer, referrerOf)
        .orderBy(byId),
  };
}

describe('rows mapped by a plan made once', () => {
  const names = [
    'a table whole',
    'nested objects and SQL fields',
    'a left join, found and missing',
    'an object mixing both tables of a left join',
  ] as const;
  for (const name of names) {
    it(`answers what Drizzle answers: ${name}`, async () => {
      const query = statements()[name];
      const drizzles = await query().execute();
      const planned = withRowPlan(query().prepare(undefined as unknown as string));
      const ours = await planned.execute();
      expect(ours).toEqual(drizzles);
      // Same keys in the same order: the answers built from these rows list them as Drizzle's did.
      expect(JSON.stringify(ours)).toBe(JSON.stringify(drizzles));
      expect(ours.length).toBeGreaterThan(1);
    });
  }

  it('reads each side of a left join as the rows hold it: the missing referrer is null', async () => {
    const rows = await withRowPlan(statements()['a left join, found and missing']().prepare('with_referrer')).execute();
    const bySlug = new Map(rows.map((row) => [row.user.slug, row]));
    expect(bySlug.get('primera')?.referrer).toBeNull();
    expect(bySlug.get('segunda')?.referrer).toEqual({ id: bySlug.get('primera')!.user.id, name: expect.any(String) });
    expect(bySlug.get('segunda')?.user.createdAt).toBeInstanceOf(Date);
  });

  it('is what the statements built once use: their rows go through the plan', async () => {
    const statement = builtOnce(statements()['nested objects and SQL fields']());
    const mapper = (statement as unknown as { customResultMapper?: (rows: unknown[][]) => unknown }).customResultMapper;
    expect(mapper).toBeTypeOf('function');
    const spy = vi.fn(mapper!);
    (statement as unknown as { customResultMapper: typeof spy }).customResultMapper = spy;
    const rows = await statement.execute();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(rows[0].person.since).toBeInstanceOf(Date);
    expect(rows[0].counted).toBe(rows.length);
    const perDb = perHandle((db) => db.select({ id: users.id }).from(users).prepare('row_plan_ids'));
    expect((perDb(database.db) as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
      'function',
    );
  });

  it('leaves anything else as it is', () => {
    const notAStatement = { fields: [{ path: ['a'], field: users.id }] };
    expect(withRowPlan(notAStatement)).toEqual({ fields: notAStatement.fields });
    const raw = database.db.execute(sql`select 1`);
    expect(withRowPlan(raw)).toBe(raw);
  });
});
