// What the inbox's tests share: reading a person's page, marking, and an event told through notify() as a feature
// would tell it.
import { expect } from 'vitest';
import type { ActivityPage } from '@vitrina/shared/activity';
import type { TestContext } from '../../test/context';
import type { Actor } from '../groups/groups-test-helpers';
import { type NotificationEvent, notify } from '../notifications';

export async function inbox(ctx: TestContext, who: Actor, page = 1): Promise<ActivityPage> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/account/activity?page=${page}`,
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ActivityPage;
}

export function markRead(ctx: TestContext, who: Actor | null, payload: unknown) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/account/activity/read',
    headers: who?.headers ?? {},
    payload: payload as object,
  });
}

export function coincidenceOf(searchId: number, actorId: number, listing: string): NotificationEvent {
  return {
    type: 'search_coincidence',
    groupKey: `search:${searchId}:coincidence`,
    title: '¡Coincidencia en «Departamento en venta»!',
    body: `A alguien también le gusta «${listing}».`,
    url: `/account/search/abc/filtered?view=coincidences`,
    actorIds: [actorId],
    subject: 'Departamento en venta',
  };
}

/** notify() in a transaction of its own, as a feature's event would run it. */
export function tell(ctx: TestContext, userIds: number[], event: NotificationEvent) {
  return ctx.db.transaction((tx) => notify(tx, ctx.clock, userIds, event));
}
