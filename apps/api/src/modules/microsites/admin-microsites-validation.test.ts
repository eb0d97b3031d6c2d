// Bad microsite forms: each is refused with a 422 naming its field in Spanish, and leaves everything as it was (rows,
// users, audit entries, stored files), even when a logo was already encoded and stored before the refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { admin } from '../admin/admin-test-helpers';
import { actor, type Actor } from '../groups/groups-test-helpers';
import {
  createMicrosite,
  fakeImageFile,
  imageFile,
  micrositeForm,
  micrositesState,
  send,
  type FormValue,
} from './microsites-test-helpers';

let ctx: TestContext;
let boss: Actor;
let ana: Actor;
let bruno: Actor;
let existing: { id: number; host: string };
beforeAll(async () => {
  ctx = await createTestContext();
  boss = await admin(ctx, ['microsites']);
  ana = await actor(ctx);
  bruno = await actor(ctx);
  existing = await createMicrosite(ctx, boss, [ana.user.id], { logo_square: await imageFile() });
});
afterAll(() => ctx.close());

const m = {
  hostTaken: 'Ese host ya lo usa otro micrositio.',
  hostInvalid: 'Ingresa un nombre de host válido, por ejemplo tienda.ejemplo.com.ar.',
  hostReserved: 'Ese host es el de la plataforma.',
  colorInvalid: 'Ingresa un color como #1a2b3c.',
  styleInvalid: 'El estilo tiene un valor que no es válido.',
  logoNotImage: 'El logo debe ser una imagen',
  userUnknown: 'Uno de los usuarios no existe.',
  defaultNotListed: 'El usuario por defecto debe estar entre los usuarios del micrositio.',
  usersRequired: 'Elige al menos un usuario.',
  invalidOption: 'El valor elegido no es válido',
};

const one = (field: string, message: string) => ({ message, errors: { [field]: [message] } });
const style = (value: unknown) => JSON.stringify(value);
const header = { background: '#ffffff', text: 'dark' };

type Case = [name: string, fields: () => Promise<Record<string, FormValue>>, body: unknown];

const creates: Case[] = [
  ['a host another microsite uses', async () => ({ host: existing.host.toUpperCase() }), one('host', m.hostTaken)],
  ['a URL for a host', async () => ({ host: 'https://tienda.ejemplo.com/inicio' }), one('host', m.hostInvalid)],
  ['a host without a dot', async () => ({ host: 'localhost' }), one('host', m.hostInvalid)],
  ['a host with a port', async () => ({ host: 'tienda.ejemplo.com:8080' }), one('host', m.hostInvalid)],
  ["the platform's own host", async () => ({ host: 'VITRINA.test' }), one('host', m.hostReserved)],
  ['a style with an unknown section', async () => ({ style: style({ css: 'body{}' }) }), one('style', m.styleInvalid)],
  [
    'a style with an unknown key',
    async () => ({ style: style({ header: { ...header, font: 'Comic Sans' } }) }),
    one('style.header', m.styleInvalid),
  ],
  [
    'CSS in a colour',
    async () => ({ style: style({ header: { background: 'red;background:url(javascript:alert(1))', text: 'dark' } }) }),
    one('style.header.background', m.colorInvalid),
  ],
  [
    'CSS in an option',
    async () => ({ style: style({ button: { background: '#000000', radius: '0}body{display:none' } }) }),
    one('style.button.radius', m.styleInvalid),
  ],
  ['a style that is no JSON', async () => ({ style: 'header { color: red }' }), one('style', m.styleInvalid)],
  ['a PDF as a logo', async () => ({ logo_main: fakeImageFile() }), one('logo_main', m.logoNotImage)],
  ['text as a logo', async () => ({ logo_square: 'data:image/png;base64,AAAA' }), one('logo_square', m.logoNotImage)],
  ['an unknown user', async () => ({ 'users[]': [String(ana.user.id), '987654321'] }), one('users', m.userUnknown)],
  [
    'no users',
    async () => ({ 'users[]': [], default_user_id: String(ana.user.id) }),
    { message: m.usersRequired, errors: { users: [m.usersRequired], default_user_id: [m.defaultNotListed] } },
  ],
  [
    'more than 50 users',
    async () => ({ 'users[]': Array.from({ length: 51 }, (_, i) => String(i + 1)), default_user_id: '1' }),
    one('users', 'Un micrositio puede tener hasta 50 usuarios.'),
  ],
  [
    'a default who is not among the users',
    async () => ({ default_user_id: String(bruno.user.id) }),
    one('default_user_id', m.defaultNotListed),
  ],
  ['an unknown status', async () => ({ status: 'published' }), one('status', m.invalidOption)],
  [
    'a refusal after the logos were stored',
    async () => ({
      logo_main: await imageFile(),
      logo_square: await imageFile(),
      'users[]': [String(ana.user.id), '987654321'],
    }),
    one('users', m.userUnknown),
  ],
];

describe('a refused new microsite', () => {
  for (const [name, fields, body] of creates) {
    it(`${name}: 422, nothing written`, async () => {
      const before = await micrositesState(ctx);
      const response = await send(ctx, boss, 'POST', '/admin/microsite', micrositeForm([ana.user.id], await fields()));
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual(body);
      expect(await micrositesState(ctx)).toEqual(before);
    });
  }

  it('reports every problem of the form at once', async () => {
    const response = await send(
      ctx,
      boss,
      'POST',
      '/admin/microsite',
      micrositeForm([ana.user.id], { name: 'ab', host: 'no host', logo_secondary: fakeImageFile() }),
    );
    expect(Object.keys(response.json().errors).sort()).toEqual(['host', 'logo_secondary', 'name']);
  });
});

const updates: Case[] = [
  ['a host another microsite uses', async () => ({ host: existing.host }), one('host', m.hostTaken)],
  ["the platform's own host", async () => ({ host: 'vitrina.test' }), one('host', m.hostReserved)],
  [
    'an unknown user',
    async () => ({ 'users[]': ['987654321'], default_user_id: '987654321' }),
    one('users', m.userUnknown),
  ],
  [
    'a default who is not among its users',
    async () => ({ default_user_id: String(ana.user.id) }),
    one('default_user_id', m.defaultNotListed),
  ],
  [
    'users that leave out the default',
    async () => ({ 'users[]': [String(ana.user.id)] }),
    one('default_user_id', m.defaultNotListed),
  ],
  ['an unknown status', async () => ({ status: 'borrado', name: 'Nombre nuevo' }), one('status', m.invalidOption)],
  [
    'a logo that is not an image beside good changes',
    async () => ({ name: 'Nombre nuevo', logo_main: await imageFile(), logo_square: fakeImageFile() }),
    one('logo_square', m.logoNotImage),
  ],
  [
    'a host taken, with new logos stored first',
    async () => ({ host: existing.host, logo_main: await imageFile(), remove_logo_square: '1' }),
    one('host', m.hostTaken),
  ],
];

describe('a refused edit', () => {
  let target: { id: number };
  beforeAll(async () => {
    target = await createMicrosite(ctx, boss, [bruno.user.id], { logo_square: await imageFile() });
  });

  for (const [name, fields, body] of updates) {
    it(`${name}: 422, nothing changed`, async () => {
      const before = await micrositesState(ctx);
      const response = await send(ctx, boss, 'POST', `/admin/microsite/${target.id}`, {
        _method: 'PUT',
        ...(await fields()),
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual(body);
      expect(await micrositesState(ctx)).toEqual(before);
    });
  }

  it('of an unknown microsite: 404, nothing stored', async () => {
    const before = await micrositesState(ctx);
    const response = await send(ctx, boss, 'PUT', '/admin/microsite/987654321', { logo_main: await imageFile() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'El micrositio no existe.' });
    expect(await micrositesState(ctx)).toEqual(before);
  });

  it('a POST without a usable _method is no route', async () => {
    const response = await send(ctx, boss, 'POST', `/admin/microsite/${target.id}`, { _method: 'PATCH', name: 'Otro' });
    expect(response.statusCode).toBe(404);
  });
});
