import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicationMedia, publications, type UserRow } from '../../db/schema/index';
import { issueToken } from '../auth';
import { createTestContext, createUser, type TestContext } from '../../test/context';
import { bearer } from '../auth/auth-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const notFoundBody = { message: 'No se encontró la información que buscaba.' };
const store = (slug: string) => ctx.app.inject({ method: 'GET', url: `/api/user/${slug}` });

describe('GET /api/user/{slug}', () => {
  it('answers the store page data to anyone: name, avatar, contact means (the owner opted in) and an empty gallery without listings', async () => {
    const seller = await createUser(ctx.db, {
      name: 'Agustina Torres',
      email: 'agustina.torres@vitrina.example',
      phone: '+5491143219876',
      slug: 'torres-palermo-propiedades',
      avatarPath: 'avatars/user-7-abc.webp',
      contactTypes: ['email', 'phone', 'whatsapp'],
      storeContacts: true,
    });
    for (const slug of ['torres-palermo-propiedades', 'Torres-Palermo-Propiedades']) {
      const response = await store(slug);
      expect(response.statusCode, slug).toBe(200);
      expect(response.json()).toEqual({
        id: seller.id,
        name: 'Agustina Torres',
        slug: 'torres-palermo-propiedades',
        avatar_url: 'http://vitrina.test/uploads/avatars/user-7-abc.webp',
        contacts: { email: 'agustina.torres@vitrina.example', phone: '+5491143219876', whatsapp: '+5491143219876' },
        images: [],
      });
    }
  });

  it('shows, once the seller opted in, only the means enabled and with data, and leaks nothing else', async () => {
    const cases = [
      {
        slug: 'lucia-indumentaria',
        phone: '+5491167458923',
        contactTypes: ['whatsapp'],
        contacts: { email: null, phone: null, whatsapp: '+5491167458923' },
      },
      {
        slug: 'flor-diaz-showroom',
        phone: '+5491162874139',
        contactTypes: [],
        contacts: { email: null, phone: null, whatsapp: null },
      },
      // Phone means enabled without a phone: nothing to call.
      {
        slug: 'perez-bienes-raices',
        phone: null,
        contactTypes: ['phone', 'whatsapp'],
        contacts: { email: null, phone: null, whatsapp: null },
      },
      {
        slug: 'camila-martinez-ropa',
        phone: '+5491156329874',
        contactTypes: ['email'],
        contacts: { email: 'camila.martinez@vitrina.example', phone: null, whatsapp: null },
      },
    ];
    for (const { slug, phone, contactTypes, contacts } of cases) {
      const email = `${slug}@vitrina.example`;
      const user = await createUser(ctx.db, {
        slug,
        phone,
        contactTypes,
        email: contacts.email ?? email,
        storeContacts: true,
      });
      const response = await store(slug);
      expect(response.statusCode, slug).toBe(200);
      expect(response.json().contacts, slug).toEqual(contacts);
      if (!contacts.email) expect(response.body, slug).not.toContain(user.email);
      if (phone && !contacts.phone && !contacts.whatsapp) expect(response.body, slug).not.toContain(phone);
      expect(Object.keys(response.json()).sort()).toEqual(['avatar_url', 'contacts', 'id', 'images', 'name', 'slug']);
    }
  });

  it('shows no contact means to anyone until the owner chooses so in Tienda, then only the enabled ones with data', async () => {
    const seller = await createUser(ctx.db, {
      name: 'Sofía Pérez',
      email: 'sofia.perez@vitrina.example',
      phone: '+5491134567821',
      slug: 'perez-bienes-raices-contacto',
      contactTypes: ['email', 'whatsapp'],
    });
    const sellerToken = (await issueToken(ctx.db, seller.id, { clock: ctx.clock })).access_token;
    const other = await createUser(ctx.db, { name: 'Santiago López' });
    const otherToken = (await issueToken(ctx.db, other.id, { clock: ctx.clock })).access_token;
    const viewers: [string, Record<string, string>][] = [
      ['visitor', {}],
      ['other user', bearer(otherToken)],
      ['owner', bearer(sellerToken)],
    ];
    const seen = async () =>
      Promise.all(
        viewers.map(async ([who, headers]) => {
          const response = await ctx.app.inject({
            method: 'GET',
            url: '/api/user/perez-bienes-raices-contacto',
            headers,
          });
          expect(response.statusCode, who).toBe(200);
          return { who, contacts: response.json().contacts, body: response.body };
        }),
      );

    for (const { who, contacts, body } of await seen()) {
      expect(contacts, who).toEqual({ email: null, phone: null, whatsapp: null });
      expect(body, who).not.toContain('sofia.perez@vitrina.example');
      expect(body, who).not.toContain('+5491134567821');
    }

    const optIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/slug',
      headers: bearer(sellerToken),
      payload: { _method: 'PUT', slug: 'perez-bienes-raices-contacto', store_contacts: true },
    });
    expect(optIn.statusCode, optIn.body).toBe(200);
    expect(optIn.json().user.store_contacts).toBe(true);
    for (const { who, contacts } of await seen()) {
      expect(contacts, who).toEqual({ email: 'sofia.perez@vitrina.example', phone: null, whatsapp: '+5491134567821' });
    }

    const optOut = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/user/slug',
      headers: bearer(sellerToken),
      payload: { slug: 'perez-bienes-raices-contacto', store_contacts: false },
    });
    expect(optOut.json().user.store_contacts).toBe(false);
    for (const { who, contacts } of await seen())
      expect(contacts, who).toEqual({ email: null, phone: null, whatsapp: null });
  });

  it('answers 404 to an unknown slug and to users without a store', async () => {
    await createUser(ctx.db, { slug: null, name: 'Santiago López' });
    for (const slug of ['nadie-con-este-nombre', 'santiago-lopez', 'a'.repeat(100), '%20', 'null']) {
      const response = await store(slug);
      expect(response.statusCode, slug.slice(0, 20)).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
  });
});

describe('the store gallery', () => {
  const hour = 60 * 60 * 1000;
  async function listingWithImages(
    owner: UserRow,
    title: string,
    options: { hoursAgo: number; public?: boolean; images?: string[] },
  ) {
    const listedAt = new Date(ctx.clock.now().getTime() - options.hoursAgo * hour);
    const [row] = await ctx.db
      .insert(publications)
      .values({
        userId: owner.id,
        title,
        type: 'clothing',
        category: 'remeras',
        public: options.public ?? true,
        listedAt,
        createdAt: listedAt,
        updatedAt: listedAt,
      })
      .returning();
    // Inserted last to first: the gallery goes by number, not by insertion.
    const images = options.images ?? [];
    for (const [index, name] of [...images.entries()].reverse()) {
      await ctx.db.insert(publicationMedia).values({
        publicationId: row.id,
        file: `publications/${owner.id}/${name}.webp`,
        thumbnail: `publications/${owner.id}/${name}-thumb.webp`,
        number: index + 1,
      });
    }
    return row;
  }

  it('shows the first image of each public listing, newest first, and no private or image-less listing', async () => {
    const seller = await createUser(ctx.db, { name: 'Florencia Díaz', slug: 'flor-diaz-galeria' });
    const other = await createUser(ctx.db, { slug: 'otra-tienda' });
    const jacket = await listingWithImages(seller, 'Campera de cuero negra', {
      hoursAgo: 5,
      images: ['campera-frente', 'campera-espalda'],
    });
    const dress = await listingWithImages(seller, 'Vestido midi floreado', { hoursAgo: 1, images: ['vestido'] });
    await listingWithImages(seller, 'Muestra privada', { hoursAgo: 2, public: false, images: ['privada'] });
    await listingWithImages(seller, 'Sin fotos todavía', { hoursAgo: 3 });
    await listingWithImages(other, 'De otra vendedora', { hoursAgo: 0, images: ['ajena'] });

    const response = await store('flor-diaz-galeria');
    expect(response.statusCode).toBe(200);
    const base = `http://vitrina.test/uploads/publications/${seller.id}`;
    expect(response.json().images).toEqual([
      {
        publication_id: dress.id,
        url: `${base}/vestido.webp`,
        thumbnail_url: `${base}/vestido-thumb.webp`,
        title: 'Vestido midi floreado',
      },
      {
        publication_id: jacket.id,
        url: `${base}/campera-frente.webp`,
        thumbnail_url: `${base}/campera-frente-thumb.webp`,
        title: 'Campera de cuero negra',
      },
    ]);
  });

  it('keeps the 20 latest', async () => {
    const seller = await createUser(ctx.db, { slug: 'muchas-fotos' });
    for (let i = 0; i < 23; i++)
      await listingWithImages(seller, `Remera ${i}`, { hoursAgo: 100 - i, images: [`remera-${i}`] });
    const images = (await store('muchas-fotos')).json().images as { title: string }[];
    expect(images.map((image) => image.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Remera ${22 - i}`));
  });
});
