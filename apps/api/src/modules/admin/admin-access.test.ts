// Who may call the administration: guests get 401, users without the section's permission 403 with the spec's text,
// holders of it 200.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext } from '../../test/context';
import { actor, createGroupAs, type Actor } from '../groups/groups-test-helpers';
import { admin, call, forbiddenBody, guestBody } from './admin-test-helpers';

let ctx: TestContext;
let everything: Actor;
let plain: Actor;
let subjectId: number;
let groupId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  everything = await admin(ctx, ['users', 'groups', 'microsites', 'searches']);
  plain = await actor(ctx);
  subjectId = (await createUser(ctx.db, { name: 'Lucía Rodríguez' })).id;
  groupId = (await createGroupAs(ctx, plain)).id;
});
afterAll(() => ctx.close());

type Endpoint = [method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, permission: string, body?: unknown];
const endpoints: Endpoint[] = [
  ['GET', '/admin/user', 'users'],
  ['GET', '/admin/user/:user', 'users'],
  ['PUT', '/admin/user/:user', 'users', { name: 'Lucía R.' }],
  ['POST', '/admin/user/:user/impersonate', 'users'],
  ['DELETE', '/admin/user/:user', 'users'],
  ['GET', '/admin/group', 'groups'],
  ['GET', '/admin/group/:group', 'groups'],
  ['PUT', '/admin/group/:group', 'groups', { name: 'Equipo Norte' }],
  ['DELETE', '/admin/group/:group', 'groups'],
  ['GET', '/admin/search', 'searches'],
];

describe('administration access', () => {
  for (const [method, path, permission, body] of endpoints) {
    const url = () => path.replace(':user', String(subjectId)).replace(':group', String(groupId));
    it(`${method} ${path}: 401 guest, 403 without '${permission}', 200 with it`, async () => {
      const guest = await call(ctx, null, method, url(), body);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual(guestBody);

      expect((await call(ctx, plain, method, url(), body)).json()).toEqual(forbiddenBody);
      // Every other permission is not enough.
      const others = await admin(
        ctx,
        ['users', 'groups', 'microsites', 'searches'].filter((p) => p !== permission),
      );
      const refused = await call(ctx, others, method, url(), body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(forbiddenBody);

      const allowed = await call(ctx, everything, method, url(), body);
      expect(allowed.statusCode, allowed.body).toBe(200);
    });
  }
});
