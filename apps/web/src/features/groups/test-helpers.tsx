// Fixtures and a router for the groups pages' tests: the group page at /account/group/{id}/show with the pages
// it sends people to (the list, the home page, the edit form) as plain headings.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Group, Member } from '@vitrina/shared/groups';
import type { Paged } from '@vitrina/shared/pagination';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { GroupShowPage } from './pages/group-show-page';

export function testGroup(overrides: Partial<Group> = {}): Group {
  return {
    id: 5,
    name: 'Inmobiliaria Belgrano',
    description: 'Equipo de venta y alquiler en Belgrano y Núñez.',
    logo_url: '/uploads/groups/5.webp',
    public: true,
    users_count: 3,
    created_at: '2024-08-06T15:00:00.000Z',
    pivot: { admin: true, owner: true, creator: true, created_at: '2024-08-06T15:00:00.000Z' },
    ...overrides,
  };
}

export function testMember(id: number, name: string, pivot: Partial<Member['pivot']> = {}): Member {
  const email = `${name.split(' ')[0].toLowerCase()}@example.com`;
  return {
    id,
    name,
    email,
    phone: null,
    slug: null,
    avatar_url: null,
    contact_types: ['email'],
    contacts: { email, phone: null, whatsapp: null },
    pivot: { admin: false, owner: false, creator: false, created_at: '2024-09-01T15:00:00.000Z', ...pivot },
  };
}

export function paged<T>(data: T[]): Paged<T> {
  return { data, current_page: 1, last_page: 1, total: data.length, prev_page_url: null, next_page_url: null };
}

export function renderGroupShow(path = '/account/group/5/show') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/account/group/:id/show', element: <GroupShowPage /> },
      { path: '/account/group/:id/edit', element: <h1>Editar grupo</h1> },
      { path: '/account/group/index', element: <h1>Listado de grupos</h1> },
      { path: '/', element: <h1>Inicio</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, ...view };
}
