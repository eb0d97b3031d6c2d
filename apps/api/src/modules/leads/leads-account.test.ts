// 'Consultas': GET /api/account/lead, PUT /api/account/lead/{id}, GET /api/account/lead.csv. Only a lead's receiver
// reads or changes it; in a group the listing's publisher receives it, not the group's owner or other members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { bearer } from '../auth/auth-test-helpers';
import { admin, call } from '../admin/admin-test-helpers';
import { groupWithRoles, guestBody, notFoundBody, type Actor } from '../groups/groups-test-helpers';
import { listing, postLead, validLead } from './leads-test-helpers';

let ctx: TestContext;
let team: Awaited<ReturnType<typeof groupWithRoles>>;
let leadIds: number[];
let listingId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  team = await groupWithRoles(ctx);
  const flat = await listing(ctx, team.member.user.id, { title: 'Departamento en Belgrano' });
  listingId = flat.id;
  leadIds = [];
  // 23 leads a minute apart, the newest last; the third one without an email.
  for (let i = 1; i <= 23; i += 1) {
    ctx.clock.advance(60_000);
    const body = i === 3 ? { ...validLead, email: null, name: 'Sin Email' } : { ...validLead, name: `Persona ${i}` };
    const response = await postLead(ctx, `/api/publication/${flat.id}/lead`, body, { ip: `192.0.2.${i}` });
    expect(response.statusCode, response.body).toBe(201);
  }
  const page = await get(team.member);
  leadIds = page.json().data.map((lead: { id: number }) => lead.id);
});
afterAll(() => ctx.close());

const get = (who: Actor | null, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/account/lead${query}`, headers: who?.headers ?? {} });
const put = (who: Actor | null, id: number | string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/api/account/lead/${id}`, headers: who?.headers ?? {}, payload });
const csv = (who: Actor | null) =>
  ctx.app.inject({ method: 'GET', url: '/api/account/lead.csv', headers: who?.headers ?? {} });

describe('GET /api/account/lead', () => {
  it('lists the publisher’s leads newest first, 20 a page, with a WhatsApp link where there is a phone', async () => {
    const first = await get(team.member);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ current_page: 1, last_page: 2, total: 23, prev_page_url: null });
    expect(body.next_page_url).toBe('http://vitrina.test/api/account/lead?page=2');
    expect(body.data).toHaveLength(20);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Persona 23',
      email: 'martina.quiroga@correo.example',
      phone: '+5491155551234',
      message: validLead.message,
      status: 'nueva',
      source: 'publication',
      publication: { id: listingId, title: 'Departamento en Belgrano' },
      whatsapp_url: 'https://wa.me/5491155551234',
      created_at: expect.any(String),
    });
    const second = (await get(team.member, '?page=2')).json();
    expect(second.data.map((lead: { name: string }) => lead.name)).toEqual(['Sin Email', 'Persona 2', 'Persona 1']);
    expect(second.data[0].email).toBeNull();
  });

  it('shows nothing of it to the group’s owner, another member or an outsider, and 401 to a visitor', async () => {
    for (const who of [team.owner, team.admin, team.outsider]) {
      const response = await get(who);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: [], total: 0 });
    }
    const guest = await get(null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(guestBody);
  });

  it('filters by status and refuses a status that is none', async () => {
    expect((await get(team.member, '?status=descartada')).json().total).toBe(0);
    const bad = await get(team.member, '?status=archivada');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ status: ['El valor elegido no es válido'] });
  });
});

describe('PUT /api/account/lead/{id}', () => {
  it('lets the receiver mark a lead contactada or descartada, and back', async () => {
    const [id] = leadIds;
    for (const status of ['contactada', 'descartada', 'nueva', 'contactada']) {
      const response = await put(team.member, id, { status });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, status });
    }
    const listed = (await get(team.member, '?status=contactada')).json();
    expect(listed.data.map((lead: { id: number }) => lead.id)).toEqual([id]);
  });

  it('refuses a status that is none, and unknown fields, with 422', async () => {
    const bad = await put(team.member, leadIds[1], { status: 'archivada' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ status: ['El valor elegido no es válido'] });
    const missing = await put(team.member, leadIds[1], {});
    expect(missing.json().errors).toEqual({ status: ['El valor elegido no es válido'] });
  });

  it('answers 404 to anyone but the receiver (the group’s owner, another member, an outsider) and 401 to a visitor', async () => {
    const id = leadIds[2];
    for (const who of [team.owner, team.admin, team.outsider]) {
      const response = await put(who, id, { status: 'descartada' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    expect((await put(null, id, { status: 'descartada' })).statusCode).toBe(401);
    for (const bad of ['999999999', 'abc'])
      expect((await put(team.member, bad, { status: 'nueva' })).statusCode).toBe(404);
    expect((await get(team.member)).json().data[2].status).toBe('nueva');
  });

  it('lets an administrator act only as the person they impersonate: their own session sees nothing', async () => {
    const boss = await admin(ctx, ['users'], { name: 'Ana Administradora' });
    expect((await get(boss)).json().total).toBe(0);
    expect((await put(boss, leadIds[3], { status: 'descartada' })).statusCode).toBe(404);
    const token = (await call(ctx, boss, 'POST', `/admin/user/${team.member.user.id}/impersonate`)).json().access_token;
    const session: Actor = { user: team.member.user, headers: bearer(token) };
    expect((await get(session)).json().total).toBe(23);
    expect((await put(session, leadIds[3], { status: 'descartada' })).statusCode).toBe(200);
    // The export is every sender's data at once: not in someone else's name.
    const exported = await csv(session);
    expect(exported.statusCode).toBe(403);
    // Impersonating someone else shows that person's leads, not these.
    const otherToken = (await call(ctx, boss, 'POST', `/admin/user/${team.outsider.user.id}/impersonate`)).json()
      .access_token;
    const other: Actor = { user: team.outsider.user, headers: bearer(otherToken) };
    expect((await get(other)).json().total).toBe(0);
    expect((await put(other, leadIds[4], { status: 'descartada' })).statusCode).toBe(404);
  });
});

describe('GET /api/account/lead.csv', () => {
  it('exports every lead as UTF-8 with BOM, quoted, semicolon separated, and defuses formulas', async () => {
    await postLead(
      ctx,
      `/api/publication/${listingId}/lead`,
      { ...validLead, name: '=HYPERLINK("x")', message: '+54 9 11 5555 1234 llamame por favor, José' },
      { ip: '192.0.2.99' },
    );
    const response = await csv(team.member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="consultas.csv"');
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Fecha";"Nombre";"Email";"Teléfono";"Mensaje";"Publicación";"Origen";"Estado"');
    expect(lines).toHaveLength(1 + 24 + 1);
    expect(lines[1]).toContain('"\'=HYPERLINK(""x"")"');
    expect(lines[1]).toContain('"\'+54 9 11 5555 1234 llamame por favor, José"');
    expect(lines[1]).toContain('"Departamento en Belgrano";"Página de la publicación";"Nueva"');
    expect(lines[lines.length - 1]).toBe('');
  });

  it('needs a session, and gives others only their own (empty) list', async () => {
    expect((await csv(null)).statusCode).toBe(401);
    const other = await csv(team.outsider);
    expect(other.statusCode).toBe(200);
    expect(
      other.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });
});
