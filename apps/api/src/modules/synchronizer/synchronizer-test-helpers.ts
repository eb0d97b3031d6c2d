// Helpers for the synchronizer tests: a feed host on loopback whose answers a test changes between syncs,
// contexts with short limits, running the queued sync jobs as the worker would, and a snapshot of the listings
// a sync wrote (with each row's physical version, so "nothing was written" can be checked, not guessed).
import type { ServerResponse } from 'node:http';
import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobs, publicationMedia, publications, synchronizers } from '../../db/schema/index';
import { uploadNames } from '../../lib/storage/uploads-test-helpers';
import { createTestContext, type TestContext, type TestContextOptions } from '../../test/context';
import { startLocalServer, type LocalServer } from '../../test/local-server';
import { runDueJobs } from '../../test/jobs';
import type { Actor } from '../groups/groups-test-helpers';
import { imageBytes } from '../publications/publications-test-helpers';

export type Route = (response: ServerResponse) => void;

/** A loopback host: `routes[path]` answers; a test swaps routes between syncs. Counts hits per path. */
export async function startFeedHost(): Promise<
  LocalServer & { routes: Map<string, Route>; hits(path: string): number }
> {
  const routes = new Map<string, Route>();
  const server = await startLocalServer((request, response) => {
    const route = routes.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (route) return route(response);
    response.writeHead(404).end();
  });
  return Object.assign(server, {
    routes,
    hits: (path: string) =>
      server.requests.filter((request) => new URL(request.url, 'http://x').pathname === path).length,
  });
}

export const json =
  (body: unknown, status = 200): Route =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
export const bytes =
  (data: Buffer, type: string): Route =>
  (response) => {
    response.writeHead(200, { 'content-type': type });
    response.end(data);
  };

export const jpeg = (background = '#2a6f97') => imageBytes('jpeg', 120, 90, background);
export const png = (background = '#d83b7d') => imageBytes('png', 90, 120, background);

/** A context whose syncs fetch from loopback with short limits. */
export function syncContext(sync: Partial<TestContext['config']['sync']> = {}, options: TestContextOptions = {}) {
  return createTestContext({
    ...options,
    config: {
      sync: {
        timeoutMs: 2000,
        feedMaxBytes: 5 * 1024 * 1024,
        imageMaxBytes: 1024 * 1024,
        imagesPerItem: 20,
        allowPrivateHosts: true,
        octoparseUrl: 'http://127.0.0.1:9',
        ...sync,
      },
      ...options.config,
    },
  });
}

export async function saveJson(ctx: TestContext, owner: Actor, url: string) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/api/account/synchronizer',
    headers: owner.headers,
    payload: { type: 'json', config: { url } },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number };
}

export async function syncAgain(ctx: TestContext, owner: Actor) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/api/account/synchronizer/sync',
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  await runDueJobs(ctx);
}

export async function synchronizerOf(ctx: TestContext, owner: Actor) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/account/synchronizer', headers: owner.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The synchronizer's listings by code, with their media and the physical version of every row. */
export async function listings(ctx: TestContext, synchronizerId: number) {
  const rows = await ctx.db
    .select({ row: publications, version: sql<string>`${publications}.xmin::text` })
    .from(publications)
    .where(eq(publications.synchronizerId, synchronizerId))
    .orderBy(asc(publications.code));
  const media = await ctx.db
    .select({ row: publicationMedia, version: sql<string>`${publicationMedia}.xmin::text` })
    .from(publicationMedia)
    .orderBy(asc(publicationMedia.publicationId), asc(publicationMedia.number));
  return Object.fromEntries(
    rows.map(({ row, version }) => [
      row.code!,
      {
        ...row,
        version,
        media: media
          .filter((item) => item.row.publicationId === row.id)
          .map((item) => ({ ...item.row, version: item.version })),
      },
    ]),
  );
}

export async function synchronizerRow(ctx: TestContext, id: number) {
  return (await ctx.db.select().from(synchronizers).where(eq(synchronizers.id, id)))[0] ?? null;
}

export async function pendingSyncJobs(ctx: TestContext) {
  return (await ctx.db.select().from(jobs).where(eq(jobs.type, 'synchronizer.sync'))).filter(
    (job) => !job.doneAt && !job.failedAt,
  );
}

/** Every stored listing image file of a user, read through the app's store. */
export function storedFiles(ctx: TestContext, userId: number): Promise<string[]> {
  return uploadNames(ctx, `publications/${userId}`);
}

/** A complete apartment listing as a feed carries it. */
export function feedListing(code: string, overrides: Record<string, unknown> = {}) {
  return {
    code,
    title: `Departamento ${code} en Palermo`,
    description: 'Luminoso, con balcón.',
    type: 'property',
    category: 'departamento',
    operation: 'venta',
    currency: 'USD',
    amount: 120000,
    public: true,
    address: { title: `Honduras ${code}, Palermo, CABA`, lat: -34.5862, lng: -58.4301 },
    extras: {
      areas: { total: 72.5, covered: 65 },
      rooms: { total: 3, bedrooms: 2, bathrooms: 1 },
      tags: ['balcón'],
      credit: true,
    },
    images: [],
    ...overrides,
  };
}

export { runDueJobs };
