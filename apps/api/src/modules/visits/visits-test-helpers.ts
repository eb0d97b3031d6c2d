// Helpers for the visits tests: an agent with hours, a listing of theirs, and the requests as the web sends them.
// The test clock starts on Tuesday 2024-08-06 at 12:00 UTC, 09:00 in Argentina.
import type { TestContext } from '../../test/context';
import type { Actor } from '../groups/groups-test-helpers';
import { makeListing } from '../searches/core/search-test-helpers';

/** Tuesday and Wednesday 10:00–12:00, one-hour visits, two hours' notice. */
export const hours = {
  weekly: [
    { weekday: 2, from: '10:00', to: '12:00' },
    { weekday: 3, from: '10:00', to: '12:00' },
  ],
  slot_minutes: 60,
  notice_hours: 2,
  days_off: [],
};
/** Wednesday 2024-08-07 10:00 in Argentina. */
export const wednesdayTen = '2024-08-07T10:00:00-03:00';
export const wednesdayEleven = '2024-08-07T11:00:00-03:00';

export async function setHours(ctx: TestContext, who: Actor, body: Record<string, unknown> = hours) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/api/account/visit-availability',
    headers: who.headers,
    payload: body,
  });
  return response;
}

export async function agentWithListing(ctx: TestContext, agent: Actor, values: Parameters<typeof makeListing>[2] = {}) {
  const put = await setHours(ctx, agent);
  if (put.statusCode !== 200) throw new Error(put.body);
  return makeListing(ctx, agent, { addressTitle: 'Av. Santa Fe 1234, Palermo', lat: -34.59, lng: -58.4, ...values });
}

export function askVisit(ctx: TestContext, who: Actor | null, publicationId: number, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/publication/${publicationId}/visit`,
    headers: who?.headers ?? {},
    payload,
  });
}

export function changeVisitAs(ctx: TestContext, who: Actor | null, id: number, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'PUT', url: `/api/visit/${id}`, headers: who?.headers ?? {}, payload });
}

export function slotsOf(ctx: TestContext, who: Actor | null, publicationId: number, query = '') {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/publication/${publicationId}/visit-slot${query}`,
    headers: who?.headers ?? {},
  });
}
