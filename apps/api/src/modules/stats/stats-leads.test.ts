// Leads in the statistics (product.md, Statistics; Leads): a person's report counts the leads they received in the
// range, by where they were sent from and by listing, against the range before; a group's counts its members'; nobody
// else's show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statReportSchema } from '@vitrina/shared/stats';
import { createTestContext, type TestContext } from '../../test/context';
import { groupWithRoles, type Actor } from '../groups/groups-test-helpers';
import { listing, postLead, validLead } from '../leads/leads-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  // The clock stands at 2024-08-06 12:00 UTC (09:00 in Argentina).
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function report(who: Actor, source: { type: string; id: number }, dates: [string, string]) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/stat/general',
    headers: who.headers,
    payload: { source, dates },
  });
  expect(response.statusCode, response.body).toBe(200);
  return statReportSchema.parse(response.json()).leads;
}

describe('leads in the statistics', () => {
  it('counts a publisher’s leads by source and by listing, and a group’s by its members', async () => {
    const team = await groupWithRoles(ctx);
    const flat = await listing(ctx, team.member.user.id, { title: 'Departamento en Belgrano' });
    const house = await listing(ctx, team.member.user.id, { title: 'Casa en Tigre' });
    await ctx.db.execute(`update users set slug = 'lucia-stats' where id = ${team.member.user.id}`);
    // One in the range before (2024-08-01 to 08-03).
    ctx.clock.advance(-4 * 86_400_000);
    expect((await postLead(ctx, `/api/publication/${flat.id}/lead`, validLead)).statusCode).toBe(201);
    ctx.clock.advance(4 * 86_400_000);
    for (const [url, body] of [
      [`/api/publication/${flat.id}/lead`, validLead],
      [`/api/publication/${flat.id}/lead`, { ...validLead, source: 'search' }],
      [`/api/publication/${house.id}/lead`, validLead],
      ['/api/user/lucia-stats/lead', validLead],
    ] as const) {
      expect((await postLead(ctx, url, body)).statusCode).toBe(201);
    }

    const own = await report(team.member, { type: 'user', id: team.member.user.id }, ['2024-08-04', '2024-08-06']);
    expect(own).toEqual({
      total: 4,
      previous_total: 1,
      by_source: [
        { source: 'publication', count: 2 },
        { source: 'search', count: 1 },
        { source: 'store', count: 1 },
      ],
      publications: [
        { id: flat.id, title: 'Departamento en Belgrano', count: 2 },
        { id: house.id, title: 'Casa en Tigre', count: 1 },
      ],
    });
    // The day after the range counts nothing.
    expect(
      (await report(team.member, { type: 'user', id: team.member.user.id }, ['2024-08-07', '2024-08-07'])).total,
    ).toBe(0);

    const group = await report(team.owner, { type: 'group', id: team.group.id }, ['2024-08-04', '2024-08-06']);
    expect(group.total).toBe(4);
    const owners = await report(team.owner, { type: 'user', id: team.owner.user.id }, ['2024-08-04', '2024-08-06']);
    expect(owners).toEqual({ total: 0, previous_total: 0, by_source: [], publications: [] });
  });
});
