// Fixtures and a router for the admin pages' tests: one page at its address with the pages it sends people to
// (the lists, the home page) as plain headings, and the configuration already loaded.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { AdminGroup, AdminGroupRow, AdminSearchRow, AdminUser, AdminUserRow } from '@vitrina/shared/admin';
import { defaultMicrositeStyle, type AdminMicrosite, type AdminMicrositeRow } from '@vitrina/shared/microsites';
import type { Paged } from '@vitrina/shared/pagination';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { configurationQueryKey } from '@/lib/configuration/get-configuration';
import { testConfiguration } from '@/test/render';

export function paged<T>(data: T[], lastPage = 1): Paged<T> {
  return { data, current_page: 1, last_page: lastPage, total: data.length, prev_page_url: null, next_page_url: null };
}

export function testUserRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: 8,
    name: 'Bruno Medina',
    email: 'bruno@example.com',
    email_verified: true,
    slug: 'bruno-propiedades',
    avatar_url: null,
    permissions: [],
    created_at: '2024-09-01T15:00:00.000Z',
    ...overrides,
  };
}

export function testAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    ...testUserRow(),
    phone: '1155556666',
    contact_types: ['email'],
    notification_types: [],
    notification_channels: ['email'],
    notification_push_identifiers: {},
    groups: [
      {
        id: 5,
        name: 'Inmobiliaria Belgrano',
        logo_url: null,
        pivot: { admin: true, owner: true, creator: true, created_at: '2024-09-02T15:00:00.000Z' },
      },
      {
        id: 6,
        name: 'Red Norte',
        logo_url: null,
        pivot: { admin: false, owner: false, creator: false, created_at: '2024-09-03T15:00:00.000Z' },
      },
    ],
    publications_count_true: 12,
    publications_count_false: 3,
    owned_groups_count: 1,
    searches_count: 4,
    filters: [],
    images: [
      {
        publication_id: 31,
        url: '/uploads/publications/9/frente.webp',
        thumbnail_url: '/uploads/publications/9/frente-thumb.webp',
        title: 'Departamento 3 ambientes en Belgrano',
      },
    ],
    audit: [
      {
        id: 1,
        actor: { id: 7, name: 'Lucía Fernández' },
        impersonated: null,
        action: 'user.update',
        subject_type: 'user',
        subject_id: 8,
        before: { name: 'Bruno M.', permissions: [] },
        after: { name: 'Bruno Medina', permissions: [] },
        created_at: '2024-10-01T15:30:00.000Z',
      },
    ],
    can_edit: true,
    can_delete: true,
    can_impersonate: true,
    ...overrides,
  };
}

export function testGroupRow(overrides: Partial<AdminGroupRow> = {}): AdminGroupRow {
  return {
    id: 5,
    name: 'Inmobiliaria Belgrano',
    logo_url: null,
    users_count: 3,
    public: true,
    created_at: '2024-08-06T15:00:00.000Z',
    ...overrides,
  };
}

export function testAdminGroup(overrides: Partial<AdminGroup> = {}): AdminGroup {
  return {
    ...testGroupRow(),
    users: [
      {
        id: 8,
        name: 'Bruno Medina',
        email: 'bruno@example.com',
        avatar_url: null,
        pivot: { admin: true, owner: true, creator: true, created_at: '2024-08-06T15:00:00.000Z' },
      },
      {
        id: 9,
        name: 'Carla Ruiz',
        email: 'carla@example.com',
        avatar_url: null,
        pivot: { admin: false, owner: false, creator: false, created_at: '2024-08-07T15:00:00.000Z' },
      },
    ],
    searches_count: 2,
    filters: [],
    audit: [],
    ...overrides,
  };
}

export function testSearchRow(overrides: Partial<AdminSearchRow> = {}): AdminSearchRow {
  return {
    id: 30,
    uuid: 'a1b2c3',
    title: 'Departamentos en Palermo',
    scope: { type: 'group', id: 5, name: 'Inmobiliaria Belgrano' },
    owner: { id: 8, name: 'Bruno Medina' },
    participants_count: 2,
    decisions_true_count: 5,
    decisions_false_count: 7,
    shareable: true,
    published_at: '2024-10-02T12:00:00.000Z',
    created_at: '2024-10-01T12:00:00.000Z',
    ...overrides,
  };
}

export function testMicrositeRow(overrides: Partial<AdminMicrositeRow> = {}): AdminMicrositeRow {
  return {
    id: 2,
    name: 'Palermo Propiedades',
    host: 'palermo.ejemplo.com.ar',
    status: 'active',
    logo_square_url: null,
    users_count: 2,
    created_at: '2024-08-06T15:00:00.000Z',
    ...overrides,
  };
}

export function testAdminMicrosite(overrides: Partial<AdminMicrosite> = {}): AdminMicrosite {
  return {
    ...testMicrositeRow(),
    description: 'Departamentos y casas en Palermo.',
    style: defaultMicrositeStyle,
    settings: { users: true, groups: false },
    filters: [],
    logo_main_url: '/uploads/microsites/2/main.png',
    logo_secondary_url: null,
    users: [
      {
        id: 8,
        name: 'Bruno Medina',
        email: 'bruno@example.com',
        slug: 'bruno-propiedades',
        avatar_url: null,
        pivot: { default: false },
      },
      { id: 9, name: 'Carla Ruiz', email: 'carla@example.com', slug: null, avatar_url: null, pivot: { default: true } },
    ],
    audit: [],
    ...overrides,
  };
}

/**
 * Renders `element` at `path` (matching `pattern`), beside the lists and the home page as headings, and any `routes`
 * a test adds.
 */
export function renderAdminPage(element: ReactElement, pattern: string, path: string, routes: RouteObject[] = []) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(configurationQueryKey, testConfiguration());
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '/admin/user/index', element: <h1>Usuarios</h1> },
      { path: '/admin/group/index', element: <h1>Grupos</h1> },
      { path: '/admin/microsite/index', element: <h1>Micrositios</h1> },
      ...routes,
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
