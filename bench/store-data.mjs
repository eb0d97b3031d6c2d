// What the browser benchmarks open, made through the API as a seller would make it: a store of twelve flats for sale
// in Palermo with two photos and an address each (a listing's page shows its map), and an agent's search of them,
// shared.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startServer, stop, waitHealthy } from './lib.mjs';

export const photos = ['living-room.jpg', 'balcony.jpg'].map((name) => readFileSync(join(root, 'e2e/fixtures', name)));

/** Calls the API at `base` and returns the parsed answer, failing on any status other than `expected`. */
export async function api(base, path, { method = 'GET', token, json, form, expected = 200 } = {}) {
  const headers = {};
  if (token) headers.Authorization = `${token.token_type} ${token.access_token}`;
  if (json) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${base}/api${path}`, { method, headers, body: json ? JSON.stringify(json) : form });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A seller's store with 12 flats for sale and an agent's search of them, shared: what a client is sent. */
export async function makeStore(base) {
  const call = (path, options) => api(base, path, options);
  const stamp = Date.now();
  const seller = await call('/auth/signup', {
    method: 'POST',
    json: { email: `vendedora-${stamp}@vitrina.test`, name: 'Carolina Benítez' },
  });
  const slug = `carolina-propiedades-${stamp % 100000}`;
  await call('/auth/user/slug', { method: 'PUT', token: seller, json: { slug } });
  const streets = ['Honduras', 'Gorriti', 'Malabia', 'Thames', 'Armenia', 'Serrano'];
  const ids = [];
  for (let index = 0; index < 12; index += 1) {
    const form = new FormData();
    const title = `Departamento ${(index % 4) + 1} ambientes en ${streets[index % streets.length]} ${1200 + index}`;
    const fields = { title, type: 'property', category: 'departamento', operation: 'venta', currency: 'USD' };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('amount', String(110000 + index * 5000));
    form.append('public', '1');
    form.append(
      'address[title]',
      `${streets[index % streets.length]} ${1200 + index}, Palermo, Ciudad Autónoma de Buenos Aires`,
    );
    form.append('address[lat]', String(-34.588 + index * 0.001));
    form.append('address[lng]', String(-58.43 - index * 0.001));
    for (const [at, photo] of photos.entries())
      form.append('medias[]', new Blob([photo], { type: 'image/jpeg' }), `foto-${at}.jpg`);
    const created = await call('/account/publication', { method: 'POST', token: seller, form, expected: 201 });
    ids.push(created.id);
  }
  const search = await call('/search', {
    method: 'POST',
    token: seller,
    json: { uuid: crypto.randomUUID(), filters: [{ type: 'property', category: 'departamento', operation: 'venta' }] },
    expected: 201,
  });
  // Shared, as an agent sends it: anyone with the link opens it.
  await call(`/search/${search.id}`, { method: 'PUT', token: seller, json: { shareable: true } });
  return { slug, search, publicationId: ids[0], publicationIds: ids };
}

/** The bare page: one heading, one sentence and the card's photo, as small as a page can be. */
export function startBarePage(photo, port) {
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Página mínima</title>
<style>body{font-family:sans-serif;margin:16px}img{width:100%;height:auto;border-radius:12px}</style></head>
<body><h1>Departamento 3 ambientes</h1><p>USD 120.000</p><img src="/photo.jpg" width="800" height="600" alt="Living"></body></html>`;
  const server = createServer((request, response) => {
    if (request.url === '/photo.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'cache-control': 'max-age=3600' });
      response.end(photo);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * What the first screen's benchmarks open: the built app on an empty embedded database at `port`, a store made through
 * the API, and the bare page at `barePort`. The app runs with PUBLIC_URL at its own address, so its images are
 * same-origin as in production (another site's get a new connection and a lower priority). Returns the four pages a
 * phone opens first (the home, the store, a listing's page, the shared deck), the bare page's address, the store's
 * data and `close`.
 */
export async function openFirstScreen({ port, barePort, name }) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `vitrina-bench-${name}-`));
  const server = startServer({ port, dataDir, env: { DEMO_DATA: '0', PUBLIC_URL: base } });
  let bare;
  const close = async () => {
    bare?.close();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(port);
    const data = await makeStore(base);
    bare = await startBarePage(photos[0], barePort);
    const pages = [
      { name: 'home', url: `${base}/` },
      { name: 'store', url: `${base}/${data.slug}` },
      { name: 'listing', url: `${base}/publication/${data.publicationId}` },
      { name: 'shared deck', url: `${base}/search/${data.search.uuid}` },
    ];
    return { base, data, pages, bareUrl: `http://127.0.0.1:${barePort}/`, close };
  } catch (error) {
    await close();
    throw error;
  }
}
