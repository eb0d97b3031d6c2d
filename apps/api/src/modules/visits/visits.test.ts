// Asking for a visit (POST /api/publication/{id}/visit) and answering it (PUT /api/visit/{id}): who may, the rules of
// each change, what the other person is told, the calendar file and the 'visited' tag when it is done.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDecisions } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { runDueJobs } from '../../test/jobs';
import { toldTo } from '../../test/outbox';
import { mailsTo } from '../auth/auth-test-helpers';
import { actor, forbiddenBody, guestBody, type Actor } from '../groups/groups-test-helpers';
import { decideOn, sharedSearchOf } from '../searches/core/searches-test-helpers';
import { agentWithListing, askVisit, changeVisitAs, wednesdayEleven, wednesdayTen } from './visits-test-helpers';

let ctx: TestContext;
let agent: Actor;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
  agent = await actor(ctx, { name: 'Valentina Gómez', phone: '+5491155550000', contactTypes: ['whatsapp'] });
});
afterAll(() => ctx.close());

describe('POST /api/publication/{id}/visit', () => {
  it('books a free slot: 201 with the visit, both people and the listing, and tells the agent', async () => {
    const listing = await agentWithListing(ctx, agent);
    const client = await actor(ctx, { name: 'Lucía Rodríguez' });
    const response = await askVisit(ctx, client, listing.id, { starts_at: wednesdayTen, message: '¿Tiene cochera?' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'requested',
      starts_at: '2024-08-07T10:00:00-03:00',
      ends_at: '2024-08-07T11:00:00-03:00',
      message: '¿Tiene cochera?',
      awaiting: 'agent',
      publication: { id: listing.id, title: listing.title, address: 'Av. Santa Fe 1234, Palermo' },
      agent: { id: agent.user.id, name: 'Valentina Gómez', email: agent.user.email, whatsapp: '+5491155550000' },
      client: { id: client.user.id, name: 'Lucía Rodríguez', email: client.user.email, phone: null },
    });
    expect(await toldTo(ctx, agent.user.id, 'visit')).toContainEqual(
      expect.objectContaining({
        title: 'Nuevo pedido de visita',
        body: `Lucía Rodríguez quiere visitar «${listing.title}» el 07/08/2024 a las 10:00.`,
        url: '/account/agenda',
      }),
    );
    // The same instant in UTC is the same slot.
    const again = await askVisit(ctx, await actor(ctx), listing.id, { starts_at: '2024-08-07T13:00:00Z' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Ese horario ya no está disponible. Elegí otro.' });
  });

  it('asks visitors to sign in and unverified people to verify', async () => {
    const listing = await agentWithListing(ctx, agent);
    const guest = await askVisit(ctx, null, listing.id, { starts_at: wednesdayTen });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(guestBody);
    const unverified = await actor(ctx, { emailVerifiedAt: null });
    const refused = await askVisit(ctx, unverified, listing.id, { starts_at: wednesdayTen });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Verificá tu correo electrónico para pedir una visita.' });
  });

  it('refuses a time outside the hours, inside the notice, a bad body, visits off and one’s own listing', async () => {
    const listing = await agentWithListing(ctx, agent);
    const client = await actor(ctx);
    const slotInvalid = { starts_at: ['Ese horario no está entre los disponibles para visitar esta publicación.'] };
    for (const starts_at of ['2024-08-07T10:30:00-03:00', '2024-08-06T10:00:00-03:00', '2024-08-08T10:00:00-03:00']) {
      const response = await askVisit(ctx, client, listing.id, { starts_at });
      expect(response.statusCode, starts_at).toBe(422);
      expect(response.json().errors).toEqual(slotInvalid);
    }
    const bad = await askVisit(ctx, client, listing.id, { starts_at: 'mañana', message: 'x'.repeat(1001) });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['message', 'starts_at']);
    const strangeSearch = await askVisit(ctx, client, listing.id, { starts_at: wednesdayTen, search_id: 123456 });
    expect(strangeSearch.statusCode).toBe(422);
    expect(strangeSearch.json().errors).toEqual({ search_id: ['El valor ingresado no es válido'] });
    const off = await agentWithListing(ctx, agent, { visits: false });
    const offResponse = await askVisit(ctx, client, off.id, { starts_at: wednesdayTen });
    expect(offResponse.statusCode).toBe(409);
    expect(offResponse.json()).toEqual({ message: 'Esta publicación no recibe pedidos de visita.' });
    const own = await askVisit(ctx, agent, listing.id, { starts_at: wednesdayTen });
    expect(own.statusCode).toBe(403);
    expect((await askVisit(ctx, client, 99_999_999, { starts_at: wednesdayTen })).statusCode).toBe(404);
  });

  it('takes at most 3 pending requests per person', async () => {
    const client = await actor(ctx);
    const listings = [];
    for (let i = 0; i < 4; i += 1) listings.push(await agentWithListing(ctx, await actor(ctx)));
    for (const listing of listings.slice(0, 3))
      expect((await askVisit(ctx, client, listing.id, { starts_at: wednesdayTen })).statusCode).toBe(201);
    const fourth = await askVisit(ctx, client, listings[3].id, { starts_at: wednesdayTen });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      message: 'Ya tenés 3 pedidos de visita esperando respuesta. Esperá una respuesta o cancelá alguno.',
    });
  });
});

describe('PUT /api/visit/{id}', () => {
  async function requested() {
    const owner = await actor(ctx, { name: 'Martín Pérez' });
    const listing = await agentWithListing(ctx, owner);
    const client = await actor(ctx, { name: 'Sofía Díaz' });
    const visit = (await askVisit(ctx, client, listing.id, { starts_at: wednesdayTen })).json();
    return { owner, listing, client, visit };
  }

  it('lets the agent confirm, tells the client with the invitation, and both download the same .ics', async () => {
    const { owner, client, visit } = await requested();
    const confirm = await changeVisitAs(ctx, owner, visit.id, { status: 'confirmed' });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toMatchObject({ status: 'confirmed', awaiting: null });
    expect(await toldTo(ctx, client.user.id, 'visit')).toEqual([
      expect.objectContaining({ title: 'Visita confirmada', url: '/account/visit' }),
    ]);
    // The worker mails it with the invitation attached, the same file the API serves.
    ctx.clock.advance(1000);
    await runDueJobs(ctx);
    const [mail] = mailsTo(ctx.dataDir, client.user.email).filter((sent) => sent.subject === 'Visita confirmada');
    expect(mail.calendar).toContain('METHOD:REQUEST\r\n');
    expect(mail.calendar).toContain(`UID:visit-${visit.id}@`);
    expect(mail.calendar).toContain('SEQUENCE:1\r\n');
    const [agentMail] = mailsTo(ctx.dataDir, owner.user.email);
    expect(agentMail).toMatchObject({ subject: 'Nuevo pedido de visita' });
    expect(agentMail.calendar).toContain('SEQUENCE:0\r\n');
    for (const who of [owner, client]) {
      const ics = await ctx.app.inject({ method: 'GET', url: `/api/visit/${visit.id}/ics`, headers: who.headers });
      expect(ics.statusCode).toBe(200);
      expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8; method=REQUEST');
      expect(ics.body).toContain(`UID:visit-${visit.id}@`);
      expect(ics.body).toContain('SEQUENCE:1\r\n');
      expect(ics.body).toContain('DTSTART:20240807T130000Z\r\n');
      expect(ics.body).toContain('STATUS:CONFIRMED\r\n');
    }
  });

  it('refuses visitors (401), strangers and administrators (403), and an administrator browsing as one (403)', async () => {
    const { owner, visit } = await requested();
    expect((await changeVisitAs(ctx, null, visit.id, { status: 'confirmed' })).statusCode).toBe(401);
    const stranger = await changeVisitAs(ctx, await actor(ctx), visit.id, { status: 'confirmed' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual(forbiddenBody);
    const admin = await actor(ctx, { permissions: ['users'] });
    expect((await changeVisitAs(ctx, admin, visit.id, { status: 'cancelled' })).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/visit/${visit.id}/ics`, headers: admin.headers })).statusCode,
    ).toBe(403);
    const impersonation = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/user/${owner.user.id}/impersonate`,
      headers: admin.headers,
    });
    expect(impersonation.statusCode, impersonation.body).toBe(200);
    const asOwner = { authorization: `Bearer ${impersonation.json().access_token}` };
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/visit/${visit.id}`,
      headers: asOwner,
      payload: { status: 'confirmed' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await changeVisitAs(ctx, owner, visit.id, { status: 'confirmed' })).statusCode).toBe(200);
  });

  it('lets the agent propose another time; the client then confirms it, with a higher SEQUENCE', async () => {
    const { owner, client, visit } = await requested();
    const proposed = await changeVisitAs(ctx, owner, visit.id, { starts_at: wednesdayEleven });
    expect(proposed.json()).toMatchObject({ status: 'requested', awaiting: 'client', starts_at: wednesdayEleven });
    // Not the agent's turn any more.
    expect((await changeVisitAs(ctx, owner, visit.id, { status: 'confirmed' })).statusCode).toBe(409);
    const confirmed = await changeVisitAs(ctx, client, visit.id, { status: 'confirmed' });
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', starts_at: wednesdayEleven });
    const ics = await ctx.app.inject({ method: 'GET', url: `/api/visit/${visit.id}/ics`, headers: client.headers });
    expect(ics.body).toContain('SEQUENCE:2\r\n');
    expect(ics.body).toContain('DTSTART:20240807T140000Z\r\n');
    // The first slot is free again.
    const other = await askVisit(ctx, await actor(ctx), visit.publication.id, { starts_at: wednesdayTen });
    expect(other.statusCode).toBe(201);
  });

  it('declines with a reason only, and cancels with METHOD:CANCEL', async () => {
    const { owner, client, visit } = await requested();
    const noReason = await changeVisitAs(ctx, owner, visit.id, { status: 'declined' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['Indicá el motivo'] });
    const declined = await changeVisitAs(ctx, owner, visit.id, { status: 'declined', reason: 'Ya está reservada' });
    expect(declined.json()).toMatchObject({ status: 'declined', reason: 'Ya está reservada' });
    expect(await toldTo(ctx, client.user.id, 'visit')).toContainEqual(
      expect.objectContaining({ title: 'Visita rechazada' }),
    );

    const second = await requested();
    const cancelled = await changeVisitAs(ctx, second.client, second.visit.id, { status: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const ics = await ctx.app.inject({
      method: 'GET',
      url: `/api/visit/${second.visit.id}/ics`,
      headers: second.owner.headers,
    });
    expect(ics.body).toContain('METHOD:CANCEL\r\n');
    expect(ics.body).toContain('STATUS:CANCELLED\r\n');
    expect((await changeVisitAs(ctx, second.owner, second.visit.id, { status: 'confirmed' })).statusCode).toBe(409);
  });

  it('marks done only after it starts, by the agent, and tags the client’s answer as visited', async () => {
    const owner = await actor(ctx);
    const listing = await agentWithListing(ctx, owner);
    const client = await actor(ctx);
    const search = await sharedSearchOf(ctx, owner, [client]);
    expect((await decideOn(ctx, client, search, { publication_id: listing.id, like: true })).statusCode).toBe(200);
    const visit = (await askVisit(ctx, client, listing.id, { starts_at: wednesdayTen, search_id: search.id })).json();
    expect(visit.search_id).toBe(search.id);
    await changeVisitAs(ctx, owner, visit.id, { status: 'confirmed' });
    const early = await changeVisitAs(ctx, owner, visit.id, { status: 'done' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'La visita todavía no ocurrió.' });
    ctx.clock.advance(26 * 3600_000);
    try {
      expect((await changeVisitAs(ctx, client, visit.id, { status: 'done' })).statusCode).toBe(403);
      expect((await changeVisitAs(ctx, client, visit.id, { status: 'cancelled' })).statusCode).toBe(409);
      const done = await changeVisitAs(ctx, owner, visit.id, { status: 'done' });
      expect(done.json()).toMatchObject({ status: 'done' });
      const [answer] = await ctx.db
        .select({ tags: searchDecisions.tags })
        .from(searchDecisions)
        .where(and(eq(searchDecisions.searchId, search.id), eq(searchDecisions.userId, client.user.id)));
      expect(answer.tags).toEqual(['visited']);
    } finally {
      ctx.clock.advance(-26 * 3600_000);
    }
  });

  it('answers 422 for an empty or mixed change and 404 for no visit', async () => {
    const { owner, visit } = await requested();
    expect((await changeVisitAs(ctx, owner, visit.id, {})).json().errors).toEqual({
      status: ['Indicá un estado o un nuevo horario'],
    });
    expect(
      (await changeVisitAs(ctx, owner, visit.id, { status: 'confirmed', starts_at: wednesdayEleven })).statusCode,
    ).toBe(422);
    expect((await changeVisitAs(ctx, owner, visit.id, { status: 'requested' })).statusCode).toBe(422);
    expect((await changeVisitAs(ctx, owner, 99_999_999, { status: 'confirmed' })).statusCode).toBe(404);
  });
});

describe('GET /api/account/visit', () => {
  it('lists upcoming and past visits per role, paged', async () => {
    const owner = await actor(ctx);
    const listing = await agentWithListing(ctx, owner);
    const client = await actor(ctx);
    const first = (await askVisit(ctx, client, listing.id, { starts_at: wednesdayEleven })).json();
    const second = (await askVisit(ctx, client, listing.id, { starts_at: wednesdayTen })).json();
    await changeVisitAs(ctx, client, first.id, { status: 'cancelled' });
    const list = (query: string, who: Actor) =>
      ctx.app.inject({ method: 'GET', url: `/api/account/visit${query}`, headers: who.headers });
    const upcoming = await list('?role=agent&when=upcoming', owner);
    expect(upcoming.json()).toMatchObject({ total: 1, data: [{ id: second.id }] });
    const past = await list('?role=client&when=past', client);
    expect(past.json()).toMatchObject({ total: 1, data: [{ id: first.id, status: 'cancelled' }] });
    const paged = await list('?role=client&when=upcoming&take=1', client);
    expect(paged.json()).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    expect((await list('?role=agent', client)).json().total).toBe(0);
    // The owner's 'Listado de publicaciones' counts the visits asked for each listing.
    const own = await ctx.app.inject({ method: 'GET', url: '/api/account/publication', headers: owner.headers });
    expect(own.json().data).toEqual([expect.objectContaining({ id: listing.id, visits_count: 2 })]);
    expect((await list('?role=boss', client)).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/visit' })).statusCode).toBe(401);
  });
});
