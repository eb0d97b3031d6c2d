import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context';
import { sendJson, startLocalServer, type LocalServer } from '../../test/local-server';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { octoparseRowToItem, parseLooseNumber } from './octoparse-rows';
import { listings, runDueJobs, syncContext, synchronizerOf } from './synchronizer-test-helpers';

// Rows as an Octoparse task extracts them from a listings site: Spanish column names, text values.
const rows = Array.from({ length: 5 }, (_, index) => ({
  Codigo: `OP-${index + 1}`,
  Titulo: `Casa ${index + 1} en Bella Vista`,
  Tipo: 'Inmueble',
  Categoria: 'Casa',
  Operacion: 'Venta',
  Precio: `US$ ${150 + index}.000`,
  Direccion: 'Pardo 1200, Bella Vista',
  Latitud: '-34.5636',
  Longitud: '-58.6926',
  Ambientes: '4',
  Dormitorios: '3',
  'Superficie total': '420,5',
  'Apto crédito': 'Sí',
  Etiquetas: 'pileta, jardín',
}));

let ctx: TestContext;
let octoparse: LocalServer;
let tokens = 0;
beforeAll(async () => {
  octoparse = await startLocalServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (request.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(request.body);
      if (
        request.headers['content-type'] !== 'application/x-www-form-urlencoded' ||
        form.get('grant_type') !== 'password'
      )
        return sendJson(response, 400, { error: 'unsupported_grant_type' });
      if (form.get('username') !== 'inmo@norte.com' || form.get('password') !== 'clave-correcta') {
        return sendJson(response, 400, {
          error: 'invalid_grant',
          error_description: 'The user name or password is incorrect.',
        });
      }
      tokens += 1;
      return sendJson(response, 200, {
        access_token: `token-${tokens}`,
        token_type: 'bearer',
        expires_in: 86399,
        refresh_token: 'r',
      });
    }
    if (url.pathname === '/api/alldata/GetDataOfTaskByOffset') {
      if (request.headers.authorization !== `Bearer token-${tokens}`)
        return sendJson(response, 401, { error: 'unauthorized' });
      if (url.searchParams.get('taskId') !== 'tarea-42')
        return sendJson(response, 200, { data: null, error: 'error', error_Description: 'Task not found' });
      const offset = Number(url.searchParams.get('offset'));
      const size = Math.min(2, Number(url.searchParams.get('size')));
      const page = rows.slice(offset, offset + size);
      return sendJson(response, 200, {
        data: {
          offset: offset + page.length,
          total: rows.length,
          restTotal: rows.length - offset - page.length,
          dataList: page,
        },
        error: 'success',
        error_Description: 'Action Success',
      });
    }
    sendJson(response, 404, {});
  });
  ctx = await syncContext({ octoparseUrl: octoparse.url });
});
afterAll(async () => {
  await ctx.close();
  await octoparse.close();
});

async function saveScraping(owner: Actor, config: Record<string, string>) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/api/account/synchronizer',
    headers: owner.headers,
    payload: {
      type: 'scraping',
      config: { service: 'octoparse', username: 'inmo@norte.com', taskId: 'tarea-42', ...config },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number };
}

describe('an Octoparse sync', () => {
  it('logs in with the password grant, reads every page of the task and imports its rows', async () => {
    const owner = await actor(ctx);
    const { id } = await saveScraping(owner, { password: 'clave-correcta' });
    await runDueJobs(ctx);
    const login = octoparse.requests.find((request) => request.url === '/token')!;
    expect(Object.fromEntries(new URLSearchParams(login.body))).toEqual({
      username: 'inmo@norte.com',
      password: 'clave-correcta',
      grant_type: 'password',
    });
    const pages = octoparse.requests
      .filter((request) => request.url.startsWith('/api/alldata/'))
      .map((request) => new URL(request.url, 'http://x').searchParams.get('offset'));
    expect(pages).toEqual(['0', '2', '4']);

    const stored = await listings(ctx, id);
    expect(Object.keys(stored)).toEqual(['OP-1', 'OP-2', 'OP-3', 'OP-4', 'OP-5']);
    expect(stored['OP-1']).toMatchObject({
      userId: owner.user.id,
      title: 'Casa 1 en Bella Vista',
      type: 'property',
      category: 'casa',
      operation: 'venta',
      currency: 'USD',
      amount: 150000,
      addressTitle: 'Pardo 1200, Bella Vista',
      lat: -34.5636,
      lng: -58.6926,
      roomsTotal: 4,
      bedrooms: 3,
      areaTotal: 420.5,
      credit: true,
      tags: ['pileta', 'jardín'],
    });
    expect(await synchronizerOf(ctx, owner)).toMatchObject({
      status: 'idle',
      progress: { done: 5, total: 5 },
      last_error: null,
      publications_count: 5,
    });
  });

  it('records the Spanish error when Octoparse refuses the password, changing no listing', async () => {
    const owner = await actor(ctx);
    const { id } = await saveScraping(owner, { password: 'clave-correcta' });
    await runDueJobs(ctx);
    const before = await listings(ctx, id);
    await saveScraping(owner, { password: 'clave-vieja' });
    await runDueJobs(ctx);
    expect(await synchronizerOf(ctx, owner)).toMatchObject({
      last_error: 'Octoparse rechazó el usuario o la contraseña.',
      publications_count: 5,
    });
    expect(await listings(ctx, id)).toEqual(before);
  });

  it('records the Spanish error when the task cannot be read', async () => {
    const owner = await actor(ctx);
    await saveScraping(owner, { password: 'clave-correcta', taskId: 'otra-tarea' });
    await runDueJobs(ctx);
    expect(await synchronizerOf(ctx, owner)).toMatchObject({
      last_error: 'No se pudieron leer los datos de la tarea de Octoparse.',
      publications_count: 0,
    });
  });

  it('cannot log in when SECRET_KEY changed since the password was saved', async () => {
    const owner = await actor(ctx);
    await saveScraping(owner, { password: 'clave-correcta' });
    const rotated = await syncContext(
      { octoparseUrl: octoparse.url },
      { database: ctx.database, env: { SECRET_KEY: 'otra-clave-de-produccion-0123456789abcdef' } },
    );
    try {
      await runDueJobs(rotated);
      expect(await synchronizerOf(ctx, owner)).toMatchObject({
        last_error: 'No se pudo leer la contraseña guardada. Volvé a ingresarla y guardá.',
      });
    } finally {
      await rotated.close();
    }
  });
});

describe('Octoparse rows', () => {
  it('read numbers as Argentine pages write them', () => {
    const cases: [string, number | null][] = [
      ['US$ 120.000', 120000],
      ['$ 1.250.000', 1250000],
      ['85,5', 85.5],
      ['1,234.50', 1234.5],
      ['1.234,50', 1234.5],
      ['72.5', 72.5],
      ['0.750', 0.75],
      ['Consultar', null],
    ];
    for (const [text, number] of cases) expect(parseLooseNumber(text), text).toBe(number);
  });

  it('take images from a list column or numbered columns, and currency from the price', () => {
    const item = octoparseRowToItem({
      code: 'x',
      'Imagen 1': 'https://a.com/1.jpg',
      imagen_2: 'https://a.com/2.jpg',
      Fotos: 'https://a.com/3.jpg | https://a.com/4.jpg',
      precio: '$ 95.000',
    });
    expect(item.images).toEqual([
      'https://a.com/1.jpg',
      'https://a.com/2.jpg',
      'https://a.com/3.jpg',
      'https://a.com/4.jpg',
    ]);
    expect(item).toMatchObject({ currency: 'ARS', amount: 95000 });
  });
});
