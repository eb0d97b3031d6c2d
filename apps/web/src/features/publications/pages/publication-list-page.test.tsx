// 'Listado de publicaciones' (product.md, Listings): what each row shows, the options each kind of listing offers,
// deleting, the search and the way to the form and the synchronizer.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Publication } from '@vitrina/shared/publications';
import { stubApi } from '@/test/render';
import { signInAs } from '@/test/users';
import { paged, renderPublications, testClothing, testProperty } from '../test-helpers';

const mine = testProperty({ id: 41, pivot: { creator: true }, amount: 135000, currency: 'USD', priority: 'destacada' });
const synced = testClothing({ id: 52, title: 'Campera de jean oversize', public: false });
const assigned = testProperty({
  id: 60,
  title: 'Casa con jardín en Adrogué',
  category: 'casa',
  operation: 'alquiler',
  priority: null,
  pivot: { creator: false },
  amount: null,
  medias: [],
});

function listApi(publications: Publication[]) {
  let current = publications;
  return stubApi({
    'GET /account/publication': () => ({ status: 200, body: paged(current) }),
    'DELETE /account/publication/41': () => {
      current = current.filter((publication) => publication.id !== 41);
      return { status: 200, body: { message: 'Publicación eliminada correctamente.' } };
    },
  });
}

function rowOf(title: string) {
  return screen.getByText(title).closest('li')!;
}

async function closeMenu() {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
}

async function menuOf(title: string) {
  await userEvent.click(screen.getByRole('button', { name: `Opciones de ${title}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('the list of publications', () => {
  it('shows each listing with its picture, price, category, visibility, priority and who made it', async () => {
    signInAs();
    listApi([mine, synced, assigned]);
    renderPublications('/account/publication/index');

    expect(await screen.findByRole('heading', { level: 1, name: 'Listado de publicaciones' })).toBeInTheDocument();
    const first = await waitFor(() => rowOf(mine.title));
    expect(within(first).getByRole('img', { name: mine.title })).toHaveAttribute(
      'src',
      '/uploads/publications/1-thumb.webp',
    );
    expect(within(first).getByText('US$ 135.000')).toBeInTheDocument();
    expect(within(first).getByText(/Departamento · Venta/)).toBeInTheDocument();
    expect(within(first).getByText('Destacada')).toBeInTheDocument();
    expect(within(first).getByText('Eres el creador de la publicación')).toBeInTheDocument();
    expect(within(first).queryByText('Privada')).not.toBeInTheDocument();

    const second = rowOf(synced.title);
    expect(within(second).getByText('Privada')).toBeInTheDocument();
    expect(within(second).getByText('Sincronizada automáticamente')).toBeInTheDocument();
    expect(within(second).getByText('$ 36.000')).toBeInTheDocument();
    expect(within(second).getByText('$ 48.000')).toBeInTheDocument();

    const third = rowOf(assigned.title);
    expect(within(third).getByText(/Sin precio/)).toBeInTheDocument();
    expect(within(third).getByRole('img', { name: 'Sin imagen' })).toBeInTheDocument();
    expect(within(third).queryByText('Eres el creador de la publicación')).not.toBeInTheDocument();
    expect(within(third).queryByText('Sincronizada automáticamente')).not.toBeInTheDocument();
  });

  it('offers Editar to the creator only, and Eliminar only for listings a person made', async () => {
    signInAs();
    listApi([mine, synced, assigned]);
    renderPublications('/account/publication/index');
    await screen.findByText(mine.title);

    expect(await menuOf(mine.title)).toEqual(['Editar', 'Definir prioridad', 'Superlikes', 'Eliminar']);
    await closeMenu();
    expect(await menuOf(synced.title)).toEqual(['Definir prioridad', 'Superlikes']);
    await closeMenu();
    expect(await menuOf(assigned.title)).toEqual(['Definir prioridad', 'Superlikes', 'Eliminar']);
  });

  it("'Editar' opens the form of that listing", async () => {
    signInAs();
    stubApi({
      'GET /account/publication': { status: 200, body: paged([mine]) },
      'GET /account/publication/41': { status: 200, body: mine },
    });
    renderPublications('/account/publication/index');
    await screen.findByText(mine.title);
    await menuOf(mine.title);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Editar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar publicación' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Título/)).toHaveValue(mine.title);
  });

  it("'Eliminar' asks first, deletes, says so and the row goes", async () => {
    signInAs();
    const { requests } = listApi([mine, synced]);
    renderPublications('/account/publication/index');
    await screen.findByText(mine.title);

    await menuOf(mine.title);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar publicación' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Publicación eliminada correctamente.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE' && request.path === '/account/publication/41')).toBe(
      true,
    );
    await waitFor(() => expect(screen.queryByText(mine.title)).not.toBeInTheDocument());
    expect(screen.getByText(synced.title)).toBeInTheDocument();
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    signInAs();
    const { requests } = listApi([mine]);
    renderPublications('/account/publication/index');
    await screen.findByText(mine.title);
    await menuOf(mine.title);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('opens the listing detail when the row is clicked', async () => {
    signInAs();
    listApi([mine]);
    renderPublications('/account/publication/index');
    await userEvent.click(await screen.findByRole('button', { name: mine.title }));
    expect(await screen.findByRole('dialog', { name: mine.title })).toBeInTheDocument();
  });

  it('searches by title once typing pauses, from the first page', async () => {
    signInAs();
    const { fetchStub } = listApi([mine]);
    renderPublications('/account/publication/index');
    await screen.findByText(mine.title);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar publicaciones' }), 'palermo');
    await waitFor(() => {
      const urls = fetchStub.mock.calls.map(([url]) => String(url));
      expect(
        urls.some((url) => url.includes('search=palermo') && url.includes('page=1') && url.includes('orderBy=title')),
      ).toBe(true);
    });
    const urls = fetchStub.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('search='));
    expect(urls.every((url) => url.includes('search=palermo'))).toBe(true);
  });

  it("leads to 'Nueva' and 'Sincronización'", async () => {
    signInAs();
    listApi([]);
    renderPublications('/account/publication/index');
    expect(await screen.findByText('No hay datos.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sincronización' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sincronizar publicaciones' })).toBeInTheDocument();
  });
});
