import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { publications, synchronizers } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, guestBody } from '../groups/groups-test-helpers';
import { syncedListing } from '../publications/publications-test-helpers';
import { pendingSyncJobs, synchronizerOf, synchronizerRow } from './synchronizer-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SECRET_KEY: 'una-clave-de-prueba-bastante-larga-0123456789' } });
});
afterAll(() => ctx.close());

const put = (headers: object | undefined, payload: unknown, url = '/api/account/synchronizer') =>
  ctx.app.inject({ method: 'PUT', url, headers: headers as Record<string, string>, payload: payload as object });
const jsonConfig = { type: 'json', config: { url: 'https://feeds.inmobiliaria.com.ar/publicaciones.json' } };
const scraping = (password?: string) => ({
  type: 'scraping',
  config: { service: 'octoparse', username: 'inmo@norte.com', taskId: 'tarea-42', password },
});
const notConfiguredBody = { message: 'Todavía no configuraste una sincronización.' };

describe('GET /api/account/synchronizer', () => {
  it('answers null until the user saves one, and 401 to a guest', async () => {
    const owner = await actor(ctx);
    expect(await synchronizerOf(ctx, owner)).toBeNull();
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/account/synchronizer' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(guestBody);
  });
});

describe('PUT /api/account/synchronizer', () => {
  it('saves a JSON feed and queues its first sync (sync_on empty)', async () => {
    const owner = await actor(ctx);
    const response = await put(owner.headers, jsonConfig);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      type: 'json',
      config: { url: 'https://feeds.inmobiliaria.com.ar/publicaciones.json' },
      has_password: false,
      sync_on: null,
      status: 'queued',
      progress: { done: 0, total: 0 },
      started_at: null,
      finished_at: null,
      last_error: null,
      publications_count: 0,
    });
    const jobs = await pendingSyncJobs(ctx);
    expect(jobs.filter((job) => job.payload.synchronizerId === response.json().id)).toHaveLength(1);
    expect(await synchronizerOf(ctx, owner)).toEqual(response.json());
  });

  it('keeps one synchronizer per user: saving again replaces type and configuration', async () => {
    const owner = await actor(ctx);
    const first = (await put(owner.headers, jsonConfig)).json();
    const second = await put(owner.headers, { type: 'json', config: { url: 'https://otro.com.ar/feed' } });
    expect(second.json()).toMatchObject({ id: first.id, config: { url: 'https://otro.com.ar/feed' } });
    expect(await ctx.db.select().from(synchronizers).where(eq(synchronizers.userId, owner.user.id))).toHaveLength(1);
  });

  it('stores an Octoparse password encrypted, never answers it, and keeps it when saved empty', async () => {
    const owner = await actor(ctx);
    const saved = await put(owner.headers, scraping('clave-secreta-123'));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      type: 'scraping',
      config: { service: 'octoparse', username: 'inmo@norte.com', taskId: 'tarea-42' },
      has_password: true,
    });
    expect(JSON.stringify(saved.json())).not.toContain('clave-secreta-123');
    const stored = (await synchronizerRow(ctx, saved.json().id))!;
    expect(JSON.stringify(stored.config)).not.toContain('clave-secreta-123');
    expect(stored.config.password_sealed).toMatch(/^v1\./);

    const again = await put(owner.headers, scraping(''));
    expect(again.json()).toMatchObject({ has_password: true, config: { taskId: 'tarea-42' } });
    expect((await synchronizerRow(ctx, saved.json().id))!.config.password_sealed).toBe(stored.config.password_sealed);
  });

  it('asks for the Octoparse password the first time', async () => {
    const owner = await actor(ctx);
    const response = await put(owner.headers, scraping());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Este campo es obligatorio',
      errors: { 'config.password': ['Este campo es obligatorio'] },
    });
    expect(await synchronizerOf(ctx, owner)).toBeNull();
  });

  it("refuses the type 'api' with 'Aún no disponible', and a missing type or a bad URL", async () => {
    const owner = await actor(ctx);
    const api = await put(owner.headers, { type: 'api', config: {} });
    expect(api.statusCode).toBe(422);
    expect(api.json()).toEqual({ message: 'Aún no disponible', errors: { type: ['Aún no disponible'] } });
    expect((await put(owner.headers, { config: {} })).statusCode).toBe(422);
    const badUrl = await put(owner.headers, { type: 'json', config: { url: 'ftp://feeds.com/x.json' } });
    expect(badUrl.statusCode).toBe(422);
    expect(Object.keys(badUrl.json().errors)).toEqual(['config.url']);
    expect(await synchronizerOf(ctx, owner)).toBeNull();
  });

  it('is refused to a guest (401), creating nothing', async () => {
    const before = (await ctx.db.select().from(synchronizers)).length;
    const response = await put(undefined, jsonConfig);
    expect(response.statusCode).toBe(401);
    expect((await ctx.db.select().from(synchronizers)).length).toBe(before);
  });
});

describe('PUT /api/account/synchronizer/sync', () => {
  it('marks a finished sync for another run, queuing one job however often it is asked', async () => {
    const owner = await actor(ctx);
    const { id } = (await put(owner.headers, jsonConfig)).json();
    const finished = new Date('2024-08-06T10:00:00Z');
    await ctx.db
      .update(synchronizers)
      .set({ status: 'idle', syncOn: finished, finishedAt: finished })
      .where(eq(synchronizers.id, id));
    const jobsBefore = (await pendingSyncJobs(ctx)).filter((job) => job.payload.synchronizerId === id).length;

    const first = await put(owner.headers, undefined, '/api/account/synchronizer/sync');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id, status: 'queued', sync_on: null, finished_at: finished.toISOString() });
    await put(owner.headers, undefined, '/api/account/synchronizer/sync');
    expect((await pendingSyncJobs(ctx)).filter((job) => job.payload.synchronizerId === id).length).toBe(jobsBefore + 1);
  });

  it('answers 404 to a user without synchronizer and 401 to a guest', async () => {
    const owner = await actor(ctx);
    const response = await put(owner.headers, undefined, '/api/account/synchronizer/sync');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notConfiguredBody);
    expect((await put(undefined, undefined, '/api/account/synchronizer/sync')).statusCode).toBe(401);
  });
});

describe('DELETE /api/account/synchronizer', () => {
  it('removes the synchronizer with the listings it brought, keeping the user’s own listings', async () => {
    const owner = await actor(ctx);
    const { id } = (await put(owner.headers, jsonConfig)).json();
    const synced = await syncedListing(ctx, owner, { code: 'a-1' });
    expect(synced.synchronizerId).toBe(id);
    const own = await syncedListing(ctx, owner, { code: null, synchronizerId: null, title: 'Mi casa' });
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account/synchronizer',
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Sincronización eliminada.' });
    expect(await synchronizerRow(ctx, id)).toBeNull();
    expect(await synchronizerOf(ctx, owner)).toBeNull();
    const left = await ctx.db
      .select({ id: publications.id })
      .from(publications)
      .where(eq(publications.userId, owner.user.id));
    expect(left).toEqual([{ id: own.id }]);
  });

  it('lets nobody else touch it: another user gets their own (none), a guest 401', async () => {
    const owner = await actor(ctx);
    const other = await actor(ctx);
    const { id } = (await put(owner.headers, jsonConfig)).json();
    expect(await synchronizerOf(ctx, other)).toBeNull();
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account/synchronizer',
      headers: other.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notConfiguredBody);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/account/synchronizer' })).statusCode).toBe(401);
    expect(await synchronizerRow(ctx, id)).not.toBeNull();
  });
});
