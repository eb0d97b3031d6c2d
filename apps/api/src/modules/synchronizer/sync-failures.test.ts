import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';
import {
  feedListing,
  json,
  listings,
  runDueJobs,
  saveJson,
  startFeedHost,
  synchronizerOf,
  syncContext,
} from './synchronizer-test-helpers';

const texts = {
  notJson: 'El contenido del enlace no es un JSON válido.',
  shape: 'El JSON debe ser una lista de publicaciones o un objeto con una lista en "data".',
  timeout: 'El enlace tardó demasiado en responder.',
  tooLarge: 'El contenido del enlace es demasiado grande.',
  unreachable: 'No se pudo acceder al enlace.',
  privateHost: 'El enlace apunta a una dirección privada.',
};

let ctx: TestContext;
let host: Awaited<ReturnType<typeof startFeedHost>>;
let owner: Actor;
let id: number;
beforeAll(async () => {
  ctx = await syncContext({ timeoutMs: 400, feedMaxBytes: 256 * 1024 });
  host = await startFeedHost();
  owner = await actor(ctx);
  host.routes.set('/feed.json', json([feedListing('K-1'), feedListing('K-2')]));
  ({ id } = await saveJson(ctx, owner, `${host.url}/feed.json`));
  await runDueJobs(ctx);
});
afterAll(async () => {
  await ctx.close();
  await host.close();
});

/** Points the synchronizer at `path`, syncs, and checks the error recorded and that no listing changed. */
async function failsWith(path: string, message: string) {
  const before = await listings(ctx, id);
  expect(Object.keys(before)).toEqual(['K-1', 'K-2']);
  ctx.clock.advance(60_000);
  await saveJson(ctx, owner, `${host.url}${path}`);
  const started = Date.now();
  await runDueJobs(ctx);
  const state = await synchronizerOf(ctx, owner);
  expect(state).toMatchObject({
    status: 'idle',
    last_error: message,
    sync_on: ctx.clock.now().toISOString(),
    publications_count: 2,
  });
  expect(await listings(ctx, id)).toEqual(before);
  return Date.now() - started;
}

describe('a feed that cannot be used changes no listing and says why', () => {
  it('an HTML page, a JSON cut short, broken JSON between listings', async () => {
    host.routes.set('/pagina', (response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Hola</p>'),
    );
    host.routes.set('/cortado', json('[{"code":"K-1","title":"Depto"},{"code":"K-2"'));
    host.routes.set('/roto', json('[{"code":"K-1"} {"code":"K-2"}]'));
    await failsWith('/pagina', texts.notJson);
    await failsWith('/cortado', texts.notJson);
    await failsWith('/roto', texts.notJson);
  });

  it('JSON of another shape', async () => {
    host.routes.set('/objeto', json({ items: [feedListing('K-1')] }));
    await failsWith('/objeto', texts.shape);
  });

  it('a server that never answers, cut at the timeout', async () => {
    host.routes.set('/mudo', () => {});
    expect(await failsWith('/mudo', texts.timeout)).toBeLessThan(5000);
  });

  it('a server that streams for ever, cut at the size limit', async () => {
    host.routes.set('/infinito', (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.from(`${JSON.stringify(feedListing('X'))},`.repeat(50));
      response.write('[');
      const pump = () => {
        while (!response.destroyed && response.write(chunk));
        if (!response.destroyed) response.once('drain', pump);
      };
      pump();
    });
    await failsWith('/infinito', texts.tooLarge);
    // A declared length over the limit is refused before reading.
    host.routes.set('/gigante', (response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(1024 ** 3) });
      response.write('[');
    });
    await failsWith('/gigante', texts.tooLarge);
  });

  it('a missing feed or a host that does not exist', async () => {
    await failsWith('/no-existe.json', texts.unreachable);
    const before = await listings(ctx, id);
    await saveJson(ctx, owner, 'http://no-existe.invalid/feed.json');
    await runDueJobs(ctx);
    expect((await synchronizerOf(ctx, owner)).last_error).toBe(texts.unreachable);
    expect(await listings(ctx, id)).toEqual(before);
  });
});

describe('private addresses', () => {
  it('are refused unless SYNC_ALLOW_PRIVATE_HOSTS is set, by address or by a name that resolves to one', async () => {
    const guarded = await syncContext({ allowPrivateHosts: false }, { database: ctx.database });
    try {
      const user = await actor(guarded);
      const port = new URL(host.url).port;
      for (const url of [
        `${host.url}/feed.json`,
        `http://localhost:${port}/feed.json`,
        `http://[::1]:${port}/feed.json`,
        'http://169.254.169.254/latest/meta-data',
      ]) {
        const hits = host.hits('/feed.json');
        guarded.clock.advance(60_000);
        await saveJson(guarded, user, url);
        await runDueJobs(guarded);
        expect((await synchronizerOf(guarded, user)).last_error, url).toBe(texts.privateHost);
        expect(host.hits('/feed.json'), url).toBe(hits);
      }
      expect((await synchronizerOf(guarded, user)).publications_count).toBe(0);
    } finally {
      await guarded.close();
    }
  });
});
