// 'SuperLikes de la publicación' (product.md, Statistics): the listing's summary, who superliked it and when, the
// search after a pause, 'Cargar más', the empty state and a refused listing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Superlike } from '@vitrina/shared/stats';
import { stubApi } from '@/test/render';
import { signInAs } from '@/test/users';
import { fixClock, renderStats, superlikesPage } from '../test-helpers';

const person = (id: number, name: string, created_at: string): Superlike => ({
  user: { id, name, avatar_url: null },
  search: { uuid: `uuid-${id}`, title: `Búsqueda de ${name}` },
  created_at,
});
const ana = person(1, 'Ana Gómez', '2026-11-17T20:00:00.000Z');
const bruno = person(2, 'Bruno Medina', '2026-11-21T01:00:00.000Z');
const carla = person(3, 'Carla Ruiz', '2026-10-01T12:00:00.000Z');

function stubSuperlikes(answer: (query: URLSearchParams) => { status: number; body: unknown }) {
  const queries: URLSearchParams[] = [];
  const api = stubApi({
    'GET /account/stat/superlikes/41': () => {
      const url = new URL(String(api.fetchStub.mock.lastCall?.[0]), 'http://localhost');
      queries.push(url.searchParams);
      return answer(url.searchParams);
    },
  });
  return { ...api, queries };
}

describe('the superlikes page', () => {
  it('shows the listing and who superliked it, latest first, 20 at a time, with the next page on demand', async () => {
    fixClock();
    signInAs();
    const { queries } = stubSuperlikes((query) =>
      query.get('page') === '2'
        ? { status: 200, body: superlikesPage({ data: [carla], current_page: 2, last_page: 2, total: 3 }) }
        : { status: 200, body: superlikesPage({ data: [ana, bruno], current_page: 1, last_page: 2, total: 3 }) },
    );
    renderStats('/account/stat/publication/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'SuperLikes de la publicación' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Departamento luminoso con balcón en Palermo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Departamento luminoso con balcón en Palermo' })).toHaveAttribute(
      'src',
      '/uploads/publications/1.webp',
    );
    expect(screen.getByText('Honduras 4800, Palermo, CABA')).toBeInTheDocument();
    expect(screen.getByText('Destacada')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0])).toEqual({
      page: '1',
      take: '20',
      orderBy: 'decisions.created_at',
      orderMethod: 'desc',
    });

    const first = screen.getByText('Ana Gómez').closest('li')!;
    expect(within(first).getByText('En la búsqueda «Búsqueda de Ana Gómez»')).toBeInTheDocument();
    expect(within(first).getByText('hace 3 días')).toBeInTheDocument();
    expect(within(screen.getByText('Bruno Medina').closest('li')!).getByText('hace 30 minutos')).toBeInTheDocument();
    expect(screen.getByText('3 personas')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('Carla Ruiz')).toBeInTheDocument();
    expect(queries.at(-1)!.get('page')).toBe('2');
    expect(screen.getByText('No hay más personas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('searches by name once typing pauses for a second', async () => {
    signInAs();
    const { queries } = stubSuperlikes((query) => ({
      status: 200,
      body: superlikesPage({
        data: query.get('search') === 'ana' ? [ana] : [ana, bruno],
        total: query.get('search') === 'ana' ? 1 : 2,
      }),
    }));
    renderStats('/account/stat/publication/41');
    await screen.findByText('Bruno Medina');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'ana');
    // Nothing is asked while typing.
    expect(queries).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Bruno Medina')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(queries).toHaveLength(2);
    expect(queries[1].get('search')).toBe('ana');
    expect(queries[1].get('page')).toBe('1');
    expect(screen.getByText('1 persona')).toBeInTheDocument();
  });

  it("says 'Sin título' for a listing without one, and that nobody superliked it yet", async () => {
    signInAs();
    stubSuperlikes(() => ({
      status: 200,
      body: superlikesPage({
        publication: {
          id: 41,
          title: null,
          image_url: null,
          address: null,
          priority: null,
          priority_description: null,
        },
      }),
    }));
    renderStats('/account/stat/publication/41');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sin título' })).toBeInTheDocument();
    expect(screen.getByText('Nadie marcó esta publicación con superlike todavía.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it("shows the API's message for a listing that is missing or not one's own", async () => {
    signInAs();
    stubSuperlikes(() => ({
      status: 403,
      body: { message: 'No tienes acceso a los superlikes de esta publicación.' },
    }));
    renderStats('/account/stat/publication/41');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes acceso a los superlikes de esta publicación.',
    );
  });
});
