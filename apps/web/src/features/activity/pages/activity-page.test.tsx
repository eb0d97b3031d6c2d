// 'Actividad': who, what and when of each item, unread marked; opening one marks it read and goes where it happened;
// «Marcar todo como leído» marks everything.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityItem, ActivityPage as Page } from '@vitrina/shared/activity';
import { renderPage, stubApi } from '@/test/render';
import { signInAs } from '@/test/users';
import { activityLive } from '../live/activity-live';
import { ActivityPage } from './activity-page';

afterEach(() => {
  vi.useRealTimers();
  // The live count is the tab's: each test starts without one.
  activityLive.set({ unread: null, connected: false });
});

const now = new Date('2026-12-06T15:00:00.000Z');

function item(id: number, overrides: Partial<ActivityItem> = {}): ActivityItem {
  return {
    id,
    type: 'search_coincidence',
    title: 'Rocío Díaz y Martín Pérez coincidieron en 3 publicaciones de "Departamento en venta"',
    body: 'A Rocío Díaz también le gusta «Departamento 3».',
    url: '/account/search/5d1e/filtered?view=coincidences',
    actors: [
      { id: 7, name: 'Rocío Díaz', avatar: null },
      { id: 8, name: 'Martín Pérez', avatar: null },
    ],
    count: 3,
    read_at: null,
    created_at: new Date(now.getTime() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

function page(data: ActivityItem[], unread: number): Page {
  return { data, current_page: 1, last_page: 1, total: data.length, prev_page_url: null, next_page_url: null, unread };
}

function renderActivity(items: ActivityItem[]) {
  // The server's state: what the read marks changed shows on the next read of the page.
  let current = items;
  const api = stubApi({
    'GET /account/activity': () => ({
      status: 200,
      body: page(current, current.filter((one) => one.read_at === null).length),
    }),
    'PUT /account/activity/read': (request) => {
      const { ids, all } = request.body as { ids?: number[]; all?: true };
      current = current.map((one) =>
        all || ids?.includes(one.id) ? { ...one, read_at: one.read_at ?? new Date().toISOString() } : one,
      );
      return { status: 200, body: { unread: current.filter((one) => one.read_at === null).length } };
    },
  });
  signInAs();
  renderPage(
    <Routes>
      <Route path="*" element={<ActivityPage />} />
      <Route path="/account/search/:uuid/filtered" element={<h1>Resultados filtrados</h1>} />
    </Routes>,
  );
  return api;
}

describe('Actividad', () => {
  it('shows who, what and when: minutes ago within a day, the date and time after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    renderActivity([
      item(2),
      item(1, {
        type: 'search_finished',
        title: 'Rocío Díaz finalizó su selección',
        body: 'Rocío Díaz finalizó su selección en tu búsqueda «Departamento en venta». Mirá lo que eligió.',
        actors: [{ id: 7, name: 'Rocío Díaz', avatar: null }],
        count: 1,
        read_at: '2026-12-04T12:00:00.000Z',
        created_at: '2026-12-04T11:30:00.000Z',
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Actividad' })).toBeInTheDocument();
    expect(
      await screen.findByText('Rocío Díaz y Martín Pérez coincidieron en 3 publicaciones de "Departamento en venta"'),
    ).toBeInTheDocument();
    expect(screen.getByText('hace 5 minutos')).toBeInTheDocument();
    // Argentina's time, past a day.
    expect(screen.getByText('04/12/2026 08:30')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Sin leer' })).toHaveLength(1);
  });

  it('marks an item read when it opens, going to the exact place', async () => {
    const api = renderActivity([item(4)]);
    fireEvent.click(await screen.findByText(/coincidieron en 3 publicaciones/));
    expect(await screen.findByRole('heading', { name: 'Resultados filtrados' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
        { ids: [4] },
      ]),
    );
  });

  it('marks everything read with «Marcar todo como leído»', async () => {
    const api = renderActivity([item(5), item(6)]);
    await screen.findAllByText(/coincidieron en 3 publicaciones/);
    fireEvent.click(screen.getByRole('button', { name: 'Marcar todo como leído' }));
    await waitFor(() =>
      expect(api.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
        { all: true },
      ]),
    );
    await waitFor(() => expect(screen.queryAllByRole('img', { name: 'Sin leer' })).toHaveLength(0));
  });
});
