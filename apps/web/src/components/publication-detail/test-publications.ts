// Listings as the API answers them (publicationSchema), for component tests: a property and a clothing item.
import { listingFieldList, setValueAt } from '@vitrina/shared/listing-fields';
import type { Media, Publication } from '@vitrina/shared/publications';

export function testMedia(
  id: number,
  number: number,
  size: { width: number | null; height: number | null } = { width: 1200, height: 900 },
): Media {
  return {
    id,
    type: 'image',
    location: 'local',
    file: `publications/${id}.webp`,
    file_url: `/uploads/publications/${id}.webp`,
    thumbnail_url: `/uploads/publications/${id}-thumb.webp`,
    card_url: `/media/480/publications/${id}.webp`,
    wide_url: `/media/800/publications/${id}.webp`,
    number,
    info: { color: null, size },
  };
}

/** Extras with nothing: every field of the definition's `extras` unset (lists empty), and no stock. */
function emptyExtrasOf(): Publication['extras'] {
  const extras: Record<string, unknown> = {};
  for (const field of listingFieldList) {
    if (field.path[0] === 'extras') setValueAt(extras, field.path.slice(1), field.kind === 'list' ? [] : null);
  }
  return { ...(extras as Omit<Publication['extras'], 'stock'>), stock: [] };
}

const emptyExtras = emptyExtrasOf();

export function testProperty(overrides: Partial<Publication> = {}): Publication {
  return {
    id: 41,
    title: 'Departamento luminoso con balcón en Palermo',
    description: 'Tres ambientes al frente.\nCocina integrada y lavadero.',
    url: null,
    type: 'property',
    category: 'departamento',
    operation: 'venta',
    currency: 'USD',
    amount: 135000,
    amount_sale: null,
    public: true,
    visits: true,
    priority: 'destacada',
    priority_description: 'Dueño apurado, acepta ofertas',
    priority_expires_at: '2026-12-02T15:00:00.000Z',
    medias: [testMedia(2, 2), testMedia(1, 1), testMedia(3, 3, { width: 600, height: 1200 })],
    address: {
      title: 'Honduras 4800, Palermo, CABA',
      geolocation: { type: 'Point', coordinates: [-34.5875, -58.4305] },
    },
    agents: [],
    reference: null,
    extras: {
      ...emptyExtras,
      age: 0,
      tags: ['balcón', 'luminoso'],
      areas: { total: 85.5, covered: 72 },
      rooms: { total: 3, bedrooms: 2, bathrooms: 1 },
      parkings: 1,
      credit: true,
      reserved: true,
    },
    created_by: 'user',
    pivot: { creator: false },
    users: [{ id: 8, name: 'Bruno Medina', slug: 'bruno-propiedades', avatar_url: null }],
    code: null,
    publicable: { name: 'Bruno Medina' },
    listed_at: '2026-11-20T15:00:00.000Z',
    like_count: 0,
    decisions_count: 0,
    like: null,
    is_super: false,
    created_at: '2026-11-20T15:00:00.000Z',
    updated_at: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export function testClothing(overrides: Partial<Publication> = {}): Publication {
  return testProperty({
    id: 52,
    title: 'Campera de jean oversize',
    description: null,
    type: 'clothing',
    category: 'camperas',
    operation: null,
    currency: 'ARS',
    amount: 48000,
    amount_sale: 36000,
    public: false,
    priority: null,
    priority_description: null,
    priority_expires_at: null,
    medias: [testMedia(9, 1)],
    address: null,
    extras: {
      ...emptyExtras,
      brand: 'Levi’s',
      code: 'CJ-204',
      gender: 'unisex',
      age_group: 'adultos',
      last_season: true,
      stock: [
        { color: 'Azul', size: 'M' },
        { color: 'Negro', size: null },
        { color: null, size: 'L' },
      ],
    },
    created_by: 'synchronizer',
    users: [{ id: 9, name: 'Carla Ruiz', slug: null, avatar_url: null }],
    publicable: { name: 'Carla Ruiz' },
    ...overrides,
  });
}
