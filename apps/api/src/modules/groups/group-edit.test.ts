import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import {
  forbiddenBody,
  groupState,
  groupWithRoles,
  guestBody,
  logoFiles,
  logoNotImage,
  notFoundBody,
  pdfDataUrls,
  pngDataUrl,
} from './groups-test-helpers';
import { uploadExists } from '../../lib/storage/uploads-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('PUT /api/account/group/{id}', () => {
  it('lets admins edit name, description and logo, sent as the web sends it', async () => {
    const { group, admin } = await groupWithRoles(ctx, { logo: await pngDataUrl() });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/account/group/${group.id}`,
      headers: admin.headers,
      payload: {
        _method: 'PUT',
        name: 'Equipo Palermo Soho',
        description: '',
        logo: await pngDataUrl(200, 400),
        public: '',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json();
    expect(edited).toMatchObject({
      name: 'Equipo Palermo Soho',
      description: null,
      public: null,
      pivot: { admin: true },
    });
    expect(edited.logo_url).not.toBe(group.logo_url);
    expect(await uploadExists(ctx, group.logo_url!)).toBe(false);

    // Absent keeps the logo; null removes it and its file.
    const kept = await ctx.app.inject({
      method: 'PUT',
      url: `/api/account/group/${group.id}`,
      headers: admin.headers,
      payload: { name: 'Equipo' },
    });
    expect(kept.json().logo_url).toBe(edited.logo_url);
    const removed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/account/group/${group.id}`,
      headers: admin.headers,
      payload: { name: 'Equipo', logo: null },
    });
    expect(removed.json().logo_url).toBeNull();
    expect(await uploadExists(ctx, edited.logo_url)).toBe(false);
  });

  it('keeps the scope chosen at creation', async () => {
    const { group, owner } = await groupWithRoles(ctx, { public: 0 });
    const put = (scope: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/account/group/${group.id}`,
        headers: owner.headers,
        payload: { name: 'Equipo Privado', public: scope },
      });
    expect((await put('0')).statusCode).toBe(200);
    for (const scope of ['1', '', null]) {
      const response = await put(scope);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'El tipo de publicaciones del grupo no se puede cambiar.',
        errors: { public: ['El tipo de publicaciones del grupo no se puede cambiar.'] },
      });
    }
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/group/${group.id}`,
      headers: owner.headers,
    });
    expect(shown.json()).toMatchObject({ name: 'Equipo Privado', public: false });
  });

  it('refuses members who are not admins (403), outsiders (404) and guests (401), changing nothing', async () => {
    const { group, member, outsider } = await groupWithRoles(ctx, { logo: await pngDataUrl() });
    const before = await groupState(ctx, group.id);
    const put = async (headers?: { authorization: string }) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/account/group/${group.id}`,
        headers,
        payload: { name: 'Tomado', logo: await pngDataUrl(64, 64) },
      });
    const refused = await put(member.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(forbiddenBody);
    const hidden = await put(outsider.headers);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(notFoundBody);
    const guest = await put();
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(guestBody);
    expect(await groupState(ctx, group.id)).toEqual(before);
  });
});

describe('PUT /api/account/group/{id} with bad input', () => {
  it('refuses a 2-character and a 151-character name, changing nothing', async () => {
    const { group, owner } = await groupWithRoles(ctx, { logo: await pngDataUrl() });
    const before = await groupState(ctx, group.id);
    const cases: [string, string][] = [
      ['ab', 'Este campo debe tener al menos 3 caracteres'],
      ['a'.repeat(151), 'Este campo debe tener 150 caracteres como máximo'],
    ];
    for (const [name, message] of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/account/group/${group.id}`,
        headers: owner.headers,
        payload: { _method: 'PUT', name, description: 'Otra', logo: await pngDataUrl(80, 80) },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message, errors: { name: [message] } });
    }
    expect(await groupState(ctx, group.id)).toEqual(before);
  });

  it('refuses a PDF as the new logo, keeping the old one and storing no file', async () => {
    const { group, admin } = await groupWithRoles(ctx, { logo: await pngDataUrl() });
    const before = await groupState(ctx, group.id);
    for (const logo of pdfDataUrls()) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/account/group/${group.id}`,
        headers: admin.headers,
        payload: { name: 'Con PDF', logo },
      });
      expect(response.statusCode, logo.slice(0, 30)).toBe(422);
      expect(response.json()).toEqual(logoNotImage);
    }
    expect(await groupState(ctx, group.id)).toEqual(before);
    const served = await ctx.app.inject({ method: 'GET', url: new URL(group.logo_url!).pathname });
    expect(served.statusCode).toBe(200);
  });

  it('answers 404 to a malformed or unknown id', async () => {
    const { owner } = await groupWithRoles(ctx);
    for (const id of ['999999', 'abc', '-1']) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/account/group/${id}`,
        headers: owner.headers,
        payload: { name: 'Equipo' },
      });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
  });
});

describe('two admins changing the logo at once', () => {
  it('leaves exactly the winning logo on disk', async () => {
    const { group, owner, admin } = await groupWithRoles(ctx, { logo: await pngDataUrl() });
    const others = (await logoFiles(ctx)).filter((file) => !group.logo_url!.endsWith(file));
    const edit = async (who: typeof owner, width: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/account/group/${group.id}`,
        headers: who.headers,
        payload: { name: 'Equipo', logo: await pngDataUrl(width, 90) },
      });
    const answers = await Promise.all([edit(owner, 90), edit(admin, 120)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/group/${group.id}`,
      headers: owner.headers,
    });
    const logoUrl: string = shown.json().logo_url;
    expect(answers.map((answer) => answer.json().logo_url)).toContain(logoUrl);
    expect(await uploadExists(ctx, logoUrl)).toBe(true);
    expect((await logoFiles(ctx)).filter((file) => !others.includes(file))).toEqual([logoUrl.split('/').pop()]);
  });
});
