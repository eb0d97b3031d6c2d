import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mapMessages } from '@vitrina/shared/search-map';
import { mapPlaces, searches } from '../../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, groupWithRoles, type Actor } from '../../groups/groups-test-helpers';
import { rememberPlace } from '../../map';
import {
  apartmentsOnSale,
  createSearchAs,
  getSearch,
  guestBody,
  postSearch,
  searchNotFoundBody,
  searchState,
} from './searches-test-helpers';

let ctx: TestContext;
let owner: Actor;
let other: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await actor(ctx, { name: 'Valentina Gómez', slug: 'valentina-gomez' });
  other = await actor(ctx, { name: 'Santiago López' });
});
afterAll(() => ctx.close());

const searchCount = async () => (await ctx.db.select({ id: searches.id }).from(searches)).length;

describe('POST /api/search', () => {
  it('lets a visitor search the whole platform: no creator, no participant, an automatic title', async () => {
    const uuid = randomUUID();
    const response = await postSearch(ctx, null, {
      uuid,
      filters: [{ ...apartmentsOnSale, amount: { max: 200000 } }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      uuid,
      title: 'Departamento en venta hasta US$ 200.000',
      description: null,
      public: false,
      shareable: false,
      published_at: null,
      filtered: null,
      microsite_id: null,
      user_id: null,
      group_id: null,
      filters: [{ ...apartmentsOnSale, amount: { max: 200000 }, currency: 'USD' }],
      order: 'relevance',
      places: [],
      created_at: ctx.clock.now().toISOString(),
      decisions_true_count: 0,
      decisions_false_count: 0,
      scope: { type: 'platform', id: null, name: 'toda la aplicación', slug: null },
      pivot: { owner: false },
      users: [],
    });
    expect((await searchState(ctx, response.json().id)).participants).toEqual([]);
  });

  it("makes a signed-in user the search's creator and owner, with their title and order", async () => {
    const response = await postSearch(ctx, owner, {
      uuid: randomUUID(),
      title: '  Para la familia ',
      order: 'recent',
      filters: [apartmentsOnSale, { type: 'clothing', category: 'remeras', extras: { brands: ['Nike'] } }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const search = response.json();
    expect(search).toMatchObject({
      title: 'Para la familia',
      order: 'recent',
      user_id: owner.user.id,
      pivot: { owner: true },
      users: [
        {
          id: owner.user.id,
          name: 'Valentina Gómez',
          slug: 'valentina-gomez',
          avatar_url: null,
          pivot: { owner: true, joined_at: ctx.clock.now().toISOString(), finished_at: null },
        },
      ],
    });
    expect(search.filters).toHaveLength(2);
    expect((await searchState(ctx, search.id)).participants).toMatchObject([{ userId: owner.user.id, owner: true }]);
  });

  it("titles a search of several filters 'Búsqueda con N filtros'", async () => {
    const search = await createSearchAs(ctx, owner, {
      filters: [apartmentsOnSale, { type: 'property', category: 'casa' }, { type: 'property', category: 'ph' }],
    });
    expect(search.title).toBe('Búsqueda con 3 filtros');
  });

  it("scopes a search to a user's store, named after the user", async () => {
    const search = await createSearchAs(ctx, null, { user_id: owner.user.id });
    expect((await getSearch(ctx, null, search.uuid)).json().scope).toEqual({
      type: 'user',
      id: owner.user.id,
      name: 'Valentina Gómez',
      slug: 'valentina-gomez',
    });
    const before = await searchCount();
    const unknown = await postSearch(ctx, null, { uuid: randomUUID(), user_id: 999_999, filters: [apartmentsOnSale] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      message: 'La tienda elegida no existe.',
      errors: { user_id: ['La tienda elegida no existe.'] },
    });
    expect(await searchCount()).toBe(before);
  });

  it("scopes a search to a group's portfolio for its members only", async () => {
    const { group, member, outsider } = await groupWithRoles(ctx, { name: 'Inmobiliaria Palermo Norte' });
    const search = await createSearchAs(ctx, member, { group_id: group.id });
    const shown = (await getSearch(ctx, member, search.id)).json();
    expect(shown.group_id).toBe(group.id);
    expect(shown.scope).toEqual({ type: 'group', id: group.id, name: 'Inmobiliaria Palermo Norte', slug: null });
    const before = await searchCount();
    for (const who of [outsider, null]) {
      const refused = await postSearch(ctx, who, {
        uuid: randomUUID(),
        group_id: group.id,
        filters: [apartmentsOnSale],
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: 'No se encontró la información que buscaba.' });
    }
    expect(await searchCount()).toBe(before);
  });

  it('refuses a microsite that does not exist, and a group with another scope', async () => {
    const microsite = await postSearch(ctx, owner, {
      uuid: randomUUID(),
      microsite_id: 999999,
      filters: [apartmentsOnSale],
    });
    expect(microsite.statusCode).toBe(422);
    expect(microsite.json().errors).toEqual({
      microsite_id: ['El micrositio elegido no existe o no está disponible.'],
    });
    const two = await postSearch(ctx, owner, {
      uuid: randomUUID(),
      user_id: owner.user.id,
      group_id: 1,
      filters: [apartmentsOnSale],
    });
    expect(two.statusCode).toBe(422);
    expect(two.json().errors).toEqual({
      group_id: ['Una búsqueda tiene un solo alcance: un usuario, un grupo o un micrositio.'],
    });
  });

  it('keeps places of the gazetteer with their point and radius, and names them in the title', async () => {
    const search = await createSearchAs(ctx, null, {
      filters: [{ ...apartmentsOnSale, amount: { max: 200000 } }],
      places: [{ reference: 'neighbourhood:caba:palermo' }, { reference: 'neighbourhood:caba:palermo' }],
    });
    const shown = (await getSearch(ctx, null, search.uuid)).json();
    expect(shown.title).toBe('Departamento en venta en Palermo hasta US$ 200.000');
    expect(shown.places).toEqual([
      {
        reference: 'neighbourhood:caba:palermo',
        name: 'Palermo',
        description: 'Palermo, Ciudad Autónoma de Buenos Aires',
        kind: 'neighbourhood',
        lat: expect.any(Number),
        lng: expect.any(Number),
        radius_km: 1.5,
      },
    ]);
  });

  it("takes a signed-in user's own remembered address, and nobody else's", async () => {
    await rememberPlace(ctx.db, {
      userId: owner.user.id,
      title: 'Honduras 4800, Palermo, CABA',
      lat: -34.58,
      lng: -58.43,
    });
    const [remembered] = await ctx.db.select().from(mapPlaces).where(eq(mapPlaces.userId, owner.user.id));
    const search = await createSearchAs(ctx, owner, { places: [{ reference: remembered.reference }] });
    expect((await getSearch(ctx, owner, search.id)).json().places).toMatchObject([
      { reference: remembered.reference, kind: 'address', lat: -34.58, lng: -58.43, radius_km: 0.5 },
    ]);
    const before = await searchCount();
    for (const who of [other, null]) {
      const refused = await postSearch(ctx, who, {
        uuid: randomUUID(),
        filters: [apartmentsOnSale],
        places: [{ reference: 'city:cordoba:cordoba' }, { reference: remembered.reference }],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        message: 'No se encontró el lugar elegido.',
        errors: { 'places.1.reference': ['No se encontró el lugar elegido.'] },
      });
    }
    expect(await searchCount()).toBe(before);
  });

  it('answers the same search sent again by its creator (a retry) with the one stored, and writes nothing', async () => {
    const input = {
      uuid: randomUUID(),
      filters: [{ ...apartmentsOnSale, amount: { max: 200_000 }, extras: { rooms: { total: 2 } } }],
    };
    const first = await postSearch(ctx, owner, input);
    expect(first.statusCode).toBe(201);
    const before = await searchCount();
    const again = await postSearch(ctx, owner, input);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await searchCount()).toBe(before);
    // A visitor's retry too.
    const visitorInput = { uuid: randomUUID(), filters: [apartmentsOnSale] };
    expect((await postSearch(ctx, null, visitorInput)).statusCode).toBe(201);
    expect((await postSearch(ctx, null, visitorInput)).statusCode).toBe(200);
    // Different content under the same uuid is no retry.
    const changed = await postSearch(ctx, owner, { ...input, filters: [apartmentsOnSale] });
    expect(changed.statusCode).toBe(409);
  });

  it('refuses a uuid already taken and writes nothing', async () => {
    const first = await createSearchAs(ctx, owner);
    const before = await searchCount();
    const again = await postSearch(ctx, other, { uuid: first.uuid.toUpperCase(), filters: [apartmentsOnSale] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Ya existe una búsqueda con este identificador.',
      errors: { uuid: ['Ya existe una búsqueda con este identificador.'] },
    });
    expect(await searchCount()).toBe(before);
    expect((await searchState(ctx, first.id)).participants).toMatchObject([{ userId: owner.user.id }]);
  });

  it('answers every bad input with a 422 in Spanish and writes nothing', async () => {
    const filter = (extra: Record<string, unknown>) => ({
      uuid: randomUUID(),
      filters: [{ ...apartmentsOnSale, ...extra }],
    });
    const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
      ['unknown filter field', filter({ colour: 'rojo' }), { 'filters.0': ['Campo desconocido: colour'] }],
      [
        'category of the other type',
        filter({ category: 'remeras' }),
        { 'filters.0.category': ['La categoría no corresponde al tipo elegido.'] },
      ],
      [
        'min over max',
        filter({ amount: { min: 300000, max: 100000 } }),
        { 'filters.0.amount.min': ['El mínimo no puede ser mayor que el máximo.'] },
      ],
      [
        'negative rooms',
        filter({ extras: { rooms: { total: -1 } } }),
        { 'filters.0.extras.rooms.total': ['Este campo debe tener un valor mínimo de 1'] },
      ],
      [
        'fractional rooms',
        filter({ extras: { rooms: { bedrooms: 1.5 } } }),
        { 'filters.0.extras.rooms.bedrooms': ['No es un número'] },
      ],
      [
        '11 filters',
        { uuid: randomUUID(), filters: Array.from({ length: 11 }, () => apartmentsOnSale) },
        { filters: ['Una búsqueda puede tener hasta 10 filtros.'] },
      ],
      ['no filter', { uuid: randomUUID(), filters: [] }, { filters: ['Elegí al menos un filtro para buscar.'] }],
      [
        'malformed uuid',
        { uuid: 'no-es-un-uuid', filters: [apartmentsOnSale] },
        { uuid: ['El identificador de la búsqueda no es válido.'] },
      ],
      [
        'title of 2',
        { uuid: randomUUID(), title: 'ab', filters: [apartmentsOnSale] },
        { title: ['Este campo debe tener al menos 3 caracteres'] },
      ],
      [
        'title of 256',
        { uuid: randomUUID(), title: 'a'.repeat(256), filters: [apartmentsOnSale] },
        { title: ['Este campo debe tener 255 caracteres como máximo'] },
      ],
      [
        'unknown order',
        { uuid: randomUUID(), order: 'azar', filters: [apartmentsOnSale] },
        { order: ['El valor elegido no es válido'] },
      ],
    ];
    const before = await searchCount();
    for (const [name, body, errors] of cases) {
      const response = await postSearch(ctx, owner, body);
      expect(response.statusCode, name).toBe(422);
      expect(response.json(), name).toEqual({ message: Object.values(errors)[0][0], errors });
    }
    expect(await searchCount()).toBe(before);
  });
});

describe('GET /api/search/{id}', () => {
  it('shows a search by id or uuid to its participants and to the members of its group, 404 to anyone else', async () => {
    const { group, owner: groupOwner, member, outsider } = await groupWithRoles(ctx);
    const search = await createSearchAs(ctx, groupOwner, { group_id: group.id });
    for (const id of [search.id, search.uuid, search.uuid.toUpperCase()]) {
      const shown = await getSearch(ctx, groupOwner, id, '?type=complete');
      expect(shown.statusCode, String(id)).toBe(200);
      expect(shown.json()).toMatchObject({ id: search.id, pivot: { owner: true } });
    }
    const asMember = await getSearch(ctx, member, search.uuid);
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json().pivot).toEqual({ owner: false });
    for (const who of [outsider, other, null]) {
      for (const id of [search.id, search.uuid]) {
        const refused = await getSearch(ctx, who, id);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual(searchNotFoundBody);
      }
    }
  });

  it("opens a visitor's search by its uuid only, for anyone", async () => {
    const search = await createSearchAs(ctx, null);
    for (const who of [null, other]) expect((await getSearch(ctx, who, search.uuid)).statusCode).toBe(200);
    expect((await getSearch(ctx, null, search.id)).json()).toEqual(searchNotFoundBody);
    expect((await getSearch(ctx, null, search.id)).statusCode).toBe(404);
  });

  it('answers 404 for an id that names nothing', async () => {
    for (const id of [randomUUID(), '999999', '0', '-1', 'abc', '1e3', '12345678901234567890']) {
      const response = await getSearch(ctx, owner, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual(searchNotFoundBody);
    }
    expect((await getSearch(ctx, owner, randomUUID(), '?type=other')).statusCode).toBe(422);
  });
});

describe('PUT /api/search/{id}', () => {
  const rename = (who: Actor | null, id: number | string, title: unknown) =>
    ctx.app.inject({ method: 'PUT', url: `/api/search/${id}`, headers: who?.headers ?? {}, payload: { title } });

  it('renames the search for its creator, also through the method override', async () => {
    const search = await createSearchAs(ctx, owner);
    const response = await rename(owner, search.id, '  Departamentos para mamá ');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: search.id, title: 'Departamentos para mamá', pivot: { owner: true } });
    const override = await ctx.app.inject({
      method: 'POST',
      url: `/api/search/${search.uuid}`,
      headers: owner.headers,
      payload: { _method: 'PUT', title: 'Otra vez' },
    });
    expect(override.statusCode, override.body).toBe(200);
    expect((await searchState(ctx, search.id)).search?.title).toBe('Otra vez');
  });

  it('tells whoever else may open the search that only its creator can, and hides it from the rest', async () => {
    const { group, owner: groupOwner, member, outsider } = await groupWithRoles(ctx);
    const search = await createSearchAs(ctx, groupOwner, { group_id: group.id });
    const asMember = await rename(member, search.id, 'Mía');
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ message: 'Para realizar esta acción debes haber creado esta búsqueda.' });
    const visitorSearch = await createSearchAs(ctx, null);
    expect((await rename(other, visitorSearch.uuid, 'Mía')).statusCode).toBe(403);
    expect((await rename(outsider, search.id, 'Mía')).json()).toEqual(searchNotFoundBody);
    const guest = await rename(null, search.id, 'Mía');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(guestBody);
    expect((await searchState(ctx, search.id)).search?.title).toBe(search.title);
    expect((await searchState(ctx, visitorSearch.id)).search?.title).toBe(visitorSearch.title);
  });

  it("tells an admin of the search's group who did not create it that only its creator can, renaming nothing", async () => {
    const { group, admin, member } = await groupWithRoles(ctx);
    const search = await createSearchAs(ctx, member, { group_id: group.id, title: 'Dos ambientes' });
    const before = await searchState(ctx, search.id);
    for (const id of [search.id, search.uuid]) {
      const response = await rename(admin, id, 'Del grupo');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Para realizar esta acción debes haber creado esta búsqueda.' });
    }
    expect(await searchState(ctx, search.id)).toEqual(before);
  });

  it('refuses a title of 2 or 256 characters', async () => {
    const search = await createSearchAs(ctx, owner);
    for (const title of ['ab', 'a'.repeat(256), '', null]) {
      const response = await rename(owner, search.id, title);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['title']);
    }
    expect((await searchState(ctx, search.id)).search?.title).toBe(search.title);
  });
});

describe('an area chosen on the map (a property filter’s `area`)', () => {
  // A rectangle over Palermo, and the ways a drawn zone can be wrong.
  const palermo = { north: -34.57, south: -34.6, east: -58.41, west: -58.45 };
  const wrongAreas: [string, Record<string, number>, Record<string, string[]>][] = [
    ['of no height', { ...palermo, south: palermo.north }, { 'filters.0.area.north': [mapMessages.empty] }],
    ['of no width', { ...palermo, west: palermo.east }, { 'filters.0.area.north': [mapMessages.empty] }],
    [
      'a single point',
      { north: -34.6, south: -34.6, east: -58.4, west: -58.4 },
      { 'filters.0.area.north': [mapMessages.empty] },
    ],
    [
      'inverted (south above north)',
      { ...palermo, north: palermo.south, south: palermo.north },
      { 'filters.0.area.south': [mapMessages.inverted] },
    ],
    [
      'across the antimeridian (its west edge east of its east edge)',
      { north: -16, south: -19, east: -179.5, west: 177 },
      { 'filters.0.area.west': [mapMessages.antimeridian] },
    ],
  ];

  it('POST /search refuses each with a 422 naming the area, and saves nothing', async () => {
    const before = await searchCount();
    for (const [name, area, errors] of wrongAreas) {
      const uuid = randomUUID();
      const response = await postSearch(ctx, owner, { uuid, filters: [{ ...apartmentsOnSale, area }] });
      expect(response.statusCode, name).toBe(422);
      expect(response.json(), name).toEqual({ message: Object.values(errors)[0][0], errors });
      expect((await getSearch(ctx, owner, uuid)).statusCode, name).toBe(404);
    }
    // A visitor's search is checked alike.
    const visitor = await postSearch(ctx, null, {
      uuid: randomUUID(),
      filters: [{ ...apartmentsOnSale, area: wrongAreas[3][1] }],
    });
    expect(visitor.statusCode).toBe(422);
    expect(visitor.json()).toEqual({ message: mapMessages.inverted, errors: wrongAreas[3][2] });
    expect(await searchCount()).toBe(before);
    // The same filter with a real zone is taken, and its area kept.
    const taken = await createSearchAs(ctx, owner, { filters: [{ ...apartmentsOnSale, area: palermo }] });
    expect((await searchState(ctx, taken.id)).search?.filters).toMatchObject([{ area: palermo }]);
  });

  it('PUT /search/{id} takes no filters: a body carrying a wrong area is refused as an unknown field, changing nothing', async () => {
    const search = await createSearchAs(ctx, owner, { filters: [{ ...apartmentsOnSale, area: palermo }] });
    const before = await searchState(ctx, search.id);
    for (const [name, area] of wrongAreas) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/search/${search.id}`,
        headers: owner.headers,
        payload: { title: 'Palermo dibujado', filters: [{ ...apartmentsOnSale, area }] },
      });
      expect(response.statusCode, name).toBe(422);
      expect(response.json(), name).toEqual({
        message: 'Campo desconocido: filters',
        errors: { _: ['Campo desconocido: filters'] },
      });
    }
    expect(await searchState(ctx, search.id)).toEqual(before);
  });
});
