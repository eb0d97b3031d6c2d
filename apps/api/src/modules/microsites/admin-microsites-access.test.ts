// Who may call the microsite administration: guests get 401, users without 'microsites' 403 with the spec's text
// (holding every other permission is not enough), holders of it succeed. A refused upload writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { admin, forbiddenBody, guestBody } from '../admin/admin-test-helpers';
import { actor, type Actor } from '../groups/groups-test-helpers';
import {
  createMicrosite,
  imageFile,
  micrositeForm,
  micrositesState,
  send,
  type FormValue,
} from './microsites-test-helpers';

let ctx: TestContext;
let holder: Actor;
let plain: Actor;
let others: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  holder = await admin(ctx, ['microsites']);
  plain = await actor(ctx);
  others = await admin(ctx, ['users', 'groups', 'searches']);
});
afterAll(() => ctx.close());

type Call = (who: Actor | null) => Promise<{ statusCode: number; json(): unknown; body: string }>;

function json(method: 'GET' | 'DELETE', url: () => string): Call {
  return (who) => ctx.app.inject({ method, url: `/api${url()}`, headers: who?.headers ?? {} });
}

function form(method: 'POST' | 'PUT', url: () => string, fields: () => Promise<Record<string, FormValue>>): Call {
  return async (who) => send(ctx, who, method, url(), await fields());
}

describe('microsite administration access', () => {
  let micrositeId = 0;
  beforeAll(async () => {
    micrositeId = (await createMicrosite(ctx, holder, [plain.user.id])).id;
  });
  const byId = () => `/admin/microsite/${micrositeId}`;
  const logoForm = async () => micrositeForm([plain.user.id], { logo_square: await imageFile() });

  const endpoints: [name: string, call: Call, status: number][] = [
    ['GET /admin/microsite', json('GET', () => '/admin/microsite'), 200],
    ['GET /admin/microsite/users', json('GET', () => '/admin/microsite/users?search=usuario'), 200],
    ['GET /admin/microsite/{id}', json('GET', byId), 200],
    ['POST /admin/microsite', form('POST', () => '/admin/microsite', logoForm), 201],
    [
      'POST /admin/microsite/{id} (_method=PUT)',
      form('POST', byId, async () => ({ _method: 'PUT', name: 'Otro nombre' })),
      200,
    ],
    ['PUT /admin/microsite/{id}', form('PUT', byId, async () => ({ name: 'Nombre nuevo' })), 200],
    ['DELETE /admin/microsite/{id}', json('DELETE', byId), 200],
  ];

  for (const [name, call, status] of endpoints) {
    it(`${name}: 401 guest, 403 without 'microsites', ${status} with it`, async () => {
      const before = await micrositesState(ctx);
      const guest = await call(null);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual(guestBody);
      for (const outsider of [plain, others]) {
        const refused = await call(outsider);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual(forbiddenBody);
      }
      expect(await micrositesState(ctx)).toEqual(before);

      const allowed = await call(holder);
      expect(allowed.statusCode, allowed.body).toBe(status);
    });
  }

  it('GET /microsite/{id} is public', async () => {
    const { id } = await createMicrosite(ctx, holder, [plain.user.id]);
    const guest = await ctx.app.inject({ method: 'GET', url: `/api/microsite/${id}` });
    expect(guest.statusCode, guest.body).toBe(200);
    const signedIn = await ctx.app.inject({ method: 'GET', url: `/api/microsite/${id}`, headers: plain.headers });
    expect(signedIn.statusCode).toBe(200);
  });
});
