// 'Visitas': GET/PUT /api/account/visit-availability, and the free slots a listing then offers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, guestBody, type Actor } from '../groups/groups-test-helpers';
import { createListing, propertyFields } from '../publications/publications-test-helpers';
import { makeListing } from '../searches/core/search-test-helpers';
import { agentWithListing, askVisit, hours, setHours, slotsOf, wednesdayTen } from './visits-test-helpers';

let ctx: TestContext;
let agent: Actor;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
  agent = await actor(ctx, { name: 'Valentina Gómez' });
});
afterAll(() => ctx.close());

describe('GET/PUT /api/account/visit-availability', () => {
  it('starts with no hours and keeps what the person saves, sorted', async () => {
    const who = await actor(ctx);
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/account/visit-availability', headers: who.headers });
    expect(empty.json()).toEqual({ weekly: [], slot_minutes: 30, notice_hours: 2, days_off: [] });
    const body = {
      weekly: [
        { weekday: 6, from: '09:00', to: '13:00' },
        { weekday: 1, from: '16:00', to: '19:30' },
        { weekday: 1, from: '09:00', to: '12:00' },
      ],
      slot_minutes: 45,
      notice_hours: 24,
      days_off: ['2024-12-25', '2024-12-24', '2024-12-25'],
    };
    const put = await setHours(ctx, who, body);
    expect(put.statusCode, put.body).toBe(200);
    const expected = {
      weekly: [
        { weekday: 1, from: '09:00', to: '12:00' },
        { weekday: 1, from: '16:00', to: '19:30' },
        { weekday: 6, from: '09:00', to: '13:00' },
      ],
      slot_minutes: 45,
      notice_hours: 24,
      days_off: ['2024-12-24', '2024-12-25'],
    };
    expect(put.json()).toEqual(expected);
    const read = await ctx.app.inject({ method: 'GET', url: '/api/account/visit-availability', headers: who.headers });
    expect(read.json()).toEqual(expected);
  });

  it('refuses visitors with 401', async () => {
    const get = await ctx.app.inject({ method: 'GET', url: '/api/account/visit-availability' });
    expect(get.statusCode).toBe(401);
    expect(get.json()).toEqual(guestBody);
    const put = await ctx.app.inject({ method: 'PUT', url: '/api/account/visit-availability', payload: hours });
    expect(put.statusCode).toBe(401);
  });

  it('answers 422 in Spanish for bad hours, lengths, overlaps and dates', async () => {
    const bad = await setHours(ctx, agent, {
      weekly: [
        { weekday: 7, from: '10:00', to: '12:00' },
        { weekday: 1, from: '10:00', to: '09:00' },
        { weekday: 2, from: '9:00', to: '12:00' },
        { weekday: 3, from: '10:00', to: '12:00' },
        { weekday: 3, from: '11:00', to: '13:00' },
      ],
      slot_minutes: 40,
      notice_hours: -1,
      days_off: ['2024-02-30'],
    });
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors;
    expect(errors['weekly.0.weekday']).toEqual(['Este campo debe tener un valor máximo de 6']);
    expect(errors['weekly.2.from']).toEqual(['Debe ser una hora HH:mm']);
    expect(errors['slot_minutes']).toEqual(['El valor elegido no es válido']);
    expect(errors['notice_hours']).toEqual(['Este campo debe tener un valor mínimo de 0']);
    expect(errors['days_off.0']).toEqual(['Debe ser una fecha AAAA-MM-DD']);
  });

  it('refuses a range that ends before it starts, and two that overlap on one day', async () => {
    const bad = await setHours(ctx, agent, {
      ...hours,
      weekly: [
        { weekday: 1, from: '10:00', to: '09:00' },
        { weekday: 3, from: '10:00', to: '12:00' },
        { weekday: 3, from: '11:00', to: '13:00' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'weekly.0.to': ['La hora de fin debe ser posterior a la de inicio'],
      'weekly.2.from': ['Los horarios de un mismo día no deben superponerse'],
    });
  });
});

describe('GET /api/publication/{id}/visit-slot', () => {
  it('lists the free slots in Argentina time, from the notice on, without days off', async () => {
    const listing = await agentWithListing(ctx, agent);
    const response = await slotsOf(ctx, null, listing.id, '?days=8');
    expect(response.statusCode, response.body).toBe(200);
    // Tuesday 09:00 now: 10:00 is inside the two hours' notice; next Tuesday and Wednesday follow.
    expect(response.json()).toEqual({
      enabled: true,
      slot_minutes: 60,
      data: [
        { starts_at: '2024-08-06T11:00:00-03:00', ends_at: '2024-08-06T12:00:00-03:00' },
        { starts_at: '2024-08-07T10:00:00-03:00', ends_at: '2024-08-07T11:00:00-03:00' },
        { starts_at: '2024-08-07T11:00:00-03:00', ends_at: '2024-08-07T12:00:00-03:00' },
        { starts_at: '2024-08-13T10:00:00-03:00', ends_at: '2024-08-13T11:00:00-03:00' },
        { starts_at: '2024-08-13T11:00:00-03:00', ends_at: '2024-08-13T12:00:00-03:00' },
      ],
    });
    const fromDate = await slotsOf(ctx, null, listing.id, '?from=2024-08-07&days=1');
    expect(fromDate.json().data).toHaveLength(2);
  });

  it('leaves out days off and the slots open visits hold', async () => {
    const owner = await actor(ctx);
    await setHours(ctx, owner, { ...hours, days_off: ['2024-08-06'] });
    const listing = await makeListing(ctx, owner);
    const client = await actor(ctx);
    expect((await askVisit(ctx, client, listing.id, { starts_at: wednesdayTen })).statusCode).toBe(201);
    const response = await slotsOf(ctx, client, listing.id, '?days=2');
    expect(response.json().data).toEqual([
      { starts_at: '2024-08-07T11:00:00-03:00', ends_at: '2024-08-07T12:00:00-03:00' },
    ]);
  });

  it('says visits are off for a listing that turned them off or an agent without hours', async () => {
    const off = await agentWithListing(ctx, agent, { visits: false });
    expect((await slotsOf(ctx, null, off.id)).json()).toEqual({ enabled: false, slot_minutes: 30, data: [] });
    const noHours = await makeListing(ctx, await actor(ctx));
    expect((await slotsOf(ctx, null, noHours.id)).json()).toMatchObject({ enabled: false, data: [] });
  });

  it('follows the listing form’s «Recibe pedidos de visita» switch, on unless turned off', async () => {
    const on = await createListing(ctx, agent);
    expect(on.visits).toBe(true);
    expect((await slotsOf(ctx, null, on.id)).json().enabled).toBe(true);
    const off = await createListing(ctx, agent, [...propertyFields(), ['visits', '0']]);
    expect(off.visits).toBe(false);
    expect((await slotsOf(ctx, null, off.id)).json()).toMatchObject({ enabled: false, data: [] });
  });

  it('answers 404 for a private listing or none, and 422 for a bad query', async () => {
    const hidden = await agentWithListing(ctx, agent, { public: false });
    expect((await slotsOf(ctx, await actor(ctx), hidden.id)).statusCode).toBe(404);
    expect((await slotsOf(ctx, agent, hidden.id)).statusCode).toBe(200);
    expect((await slotsOf(ctx, null, 99_999_999)).statusCode).toBe(404);
    const bad = await slotsOf(ctx, null, hidden.id, '?days=0&from=2024-13-01');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['days', 'from']);
  });
});
