// Fixtures and a router for the statistics pages' tests: sources and reports as the API answers them, the pages in a
// memory router with the configuration loaded, and a clock fixed in Argentina's evening (already the next day in UTC).
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { StatFigures, StatReport, StatSource, SuperlikesPage } from '@vitrina/shared/stats';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { configurationQueryKey } from '@/lib/configuration/get-configuration';
import { testConfiguration } from '@/test/render';
import { StatPage } from './pages/stat-page';
import { SuperlikesPage as SuperlikesPageView } from './pages/superlikes-page';

/** 22:30 of 20 November 2026 in Buenos Aires. */
export const NOW = new Date('2026-11-21T01:30:00.000Z');

/** Only Date is faked, so timers, user events and Mantine's transitions run as usual. */
export function fixClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
}

export const mine: StatSource = { type: 'user', id: 7, entity: { name: 'Lucía Fernández', avatar_url: null } };
export const belgrano: StatSource = {
  type: 'group',
  id: 5,
  entity: { name: 'Inmobiliaria Belgrano', avatar_url: '/uploads/groups/5.webp' },
};

export function figures(overrides: Partial<StatFigures> = {}): StatFigures {
  return {
    SearchCount: 0,
    SearchPublishedCount: 0,
    SearchShareableCount: 0,
    SearchShareableAnsweredCount: 0,
    PublicationByUserCount: 0,
    SearchByUserPublishedCount: 0,
    SearchByUserShareableCount: 0,
    PublicationLikedCount: 0,
    ...overrides,
  };
}

export function testReport(overrides: Partial<StatReport> = {}): StatReport {
  return {
    source: mine,
    dates: ['2026-10-22', '2026-11-20'],
    previous_dates: ['2026-09-22', '2026-10-21'],
    figures: figures(),
    previous: figures(),
    days: [
      { day: '2026-11-19', searches: 2, decisions: 10, likes: 4 },
      { day: '2026-11-20', searches: 1, decisions: 3, likes: 1 },
    ],
    users: [],
    publications: [],
    leads: { total: 0, previous_total: 0, by_source: [], publications: [] },
    visits: { requested: 0, confirmed: 0, done: 0, previous: { requested: 0, confirmed: 0, done: 0 }, by_source: [] },
    ...overrides,
  };
}

export function superlikesPage(overrides: Partial<SuperlikesPage> = {}): SuperlikesPage {
  return {
    publication: {
      id: 41,
      title: 'Departamento luminoso con balcón en Palermo',
      image_url: '/uploads/publications/1.webp',
      address: 'Honduras 4800, Palermo, CABA',
      priority: 'destacada',
      priority_description: 'Dueño apurado, acepta ofertas',
    },
    data: [],
    current_page: 1,
    last_page: 1,
    total: 0,
    prev_page_url: null,
    next_page_url: null,
    ...overrides,
  };
}

export function renderStats(path = '/account/stat/index') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(configurationQueryKey, testConfiguration());
  const router = createMemoryRouter(
    [
      { path: '/account/stat/index', element: <StatPage /> },
      { path: '/account/stat/publication/:id', element: <SuperlikesPageView /> },
      { path: '*', element: <h1>Otra página</h1> },
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
