// Listings made through the API for flows whose subject is something else (searches, sharing).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext } from '@playwright/test';
import { signUpByApi, type Account } from './accounts';
import { uniqueEmail } from './mail';

const livingRoom = readFileSync(fileURLToPath(new URL('../fixtures/living-room.jpg', import.meta.url)));
const balcony = readFileSync(fileURLToPath(new URL('../fixtures/balcony.jpg', import.meta.url)));

/** Who the seller is when a flow needs two of them apart: their name, their store's slug and their titles' ending. */
export type SellerOptions = { name: string; slug: string; titleSuffix: string };

/**
 * A seller with a store address and five public flats on sale, made through the API: the subject here is the search.
 * The search looks in this store only, so the two projects running side by side never see each other's listings.
 */
export async function sellerWithFlats(
  request: APIRequestContext,
  project: string,
  options: Partial<SellerOptions> = {},
): Promise<{ slug: string; titles: string[]; userId: number; seller: Account }> {
  const name = options.name ?? 'Carolina Benítez';
  const emailPrefix = `${(options.slug ?? 'carolina').split('-')[0]}-search-${project}`;
  const seller: Account = await signUpByApi(request, name, uniqueEmail(emailPrefix));
  const headers = { Authorization: `Bearer ${seller.token.access_token}` };
  const slug = `${options.slug ?? 'carolina-propiedades'}-${project}-${Date.now() % 100000}`;
  expect((await request.put('/api/auth/user/slug', { headers, data: { slug } })).status()).toBe(200);
  const streets = ['Honduras', 'Gorriti', 'Malabia', 'Thames', 'Armenia'];
  const suffix = options.titleSuffix ? ` ${options.titleSuffix}` : '';
  const titles = streets.map((street, index) => `Departamento ${index + 2} ambientes en ${street}${suffix}`);
  for (const [index, title] of titles.entries()) {
    const form = new FormData();
    const fields = { title, type: 'property', category: 'departamento', operation: 'venta', currency: 'USD' };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('amount', String(110000 + index * 15000));
    form.append('public', '1');
    // Two images, so the card has a second one to browse.
    form.append('medias[]', new Blob([livingRoom], { type: 'image/jpeg' }), 'living-room.jpg');
    form.append('medias[]', new Blob([balcony], { type: 'image/jpeg' }), 'balcony.jpg');
    const created = await request.post('/api/account/publication', { headers, multipart: form });
    expect(created.status(), await created.text()).toBe(201);
  }
  const me = await request.get('/api/auth/user', { headers });
  expect(me.status()).toBe(200);
  return { slug, titles, seller, userId: ((await me.json()) as { user: { id: number } }).user.id };
}

export type PlacedFlat = { title: string; rooms: number; lat: number; lng: number };

/**
 * A seller with `count` public flats on sale a few blocks apart in Palermo, with addresses on the map and 1 to 4
 * rooms, made through the API without images (the subject is the map and the predictions, not the cards).
 */
export async function sellerWithPlacedFlats(
  request: APIRequestContext,
  project: string,
  count = 24,
  /** Where the index-th flat stands: by default on a grid of six rows, 150 m apart. */
  place: (index: number) => { lat: number; lng: number } = (index) => ({
    lat: -34.588 + (index % 6) * 0.0015,
    lng: -58.432 + Math.floor(index / 6) * 0.0015,
  }),
): Promise<{ slug: string; userId: number; seller: Account; flats: PlacedFlat[] }> {
  const seller: Account = await signUpByApi(request, 'Martín Herrera', uniqueEmail(`martin-map-${project}`));
  const headers = { Authorization: `Bearer ${seller.token.access_token}` };
  const slug = `herrera-palermo-${project}-${Date.now() % 100000}`;
  expect((await request.put('/api/auth/user/slug', { headers, data: { slug } })).status()).toBe(200);
  const streets = ['Honduras', 'Gorriti', 'Malabia', 'Thames', 'Armenia', 'Costa Rica'];
  const flats: PlacedFlat[] = [];
  for (let index = 0; index < count; index += 1) {
    const rooms = 1 + (index % 4);
    const street = streets[index % streets.length];
    const number = 4500 + index * 37;
    const flat = {
      title: `Departamento ${rooms} ${rooms === 1 ? 'ambiente' : 'ambientes'} en ${street} ${number}`,
      rooms,
      ...place(index),
    };
    const form = new FormData();
    const fields: Record<string, string> = {
      title: flat.title,
      type: 'property',
      category: 'departamento',
      operation: 'venta',
      currency: 'USD',
      amount: String(95000 + rooms * 30000 + index * 1000),
      public: '1',
      'address[title]': `${street} ${number}, Palermo, CABA`,
      'address[lat]': String(flat.lat),
      'address[lng]': String(flat.lng),
      'extras[rooms][total]': String(rooms),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const created = await request.post('/api/account/publication', { headers, multipart: form });
    expect(created.status(), await created.text()).toBe(201);
    flats.push(flat);
  }
  const me = await request.get('/api/auth/user', { headers });
  return { slug, seller, flats, userId: ((await me.json()) as { user: { id: number } }).user.id };
}
