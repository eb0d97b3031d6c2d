// Searches as the API answers them (GET /api/search/{id}?type=complete, the history, GET /api/auth/user), for
// component tests.
import type { Search } from '@vitrina/shared/searches';

type Participant = Search['users'][number];

export function testParticipant(id: number, name: string, owner = false): Participant {
  return {
    id,
    name,
    slug: null,
    avatar_url: null,
    pivot: { owner, joined_at: '2026-11-20T13:00:00.000Z', finished_at: null },
  };
}

export function testSearch(overrides: Partial<Search> = {}): Search {
  return {
    id: 31,
    uuid: '3f1c1f7e-8d1a-4c38-9d43-2f7a9b0c1d2e',
    title: 'Departamento en venta en Palermo hasta US$ 200.000',
    description: null,
    public: false,
    shareable: false,
    published_at: null,
    filtered: null,
    microsite_id: null,
    user_id: null,
    group_id: null,
    filters: [
      { type: 'property', category: 'departamento', operation: 'venta', currency: 'USD', amount: { max: 200000 } },
    ],
    order: 'relevance',
    places: [],
    created_at: '2026-11-20T13:05:00.000Z',
    decisions_true_count: 4,
    decisions_false_count: 9,
    scope: { type: 'platform', id: null, name: 'toda la aplicación', slug: null },
    pivot: { owner: true },
    users: [testParticipant(7, 'Lucía Fernández', true)],
    ...overrides,
  };
}
