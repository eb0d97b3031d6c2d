// The group's searches page after page ('Cargar más'), and the way out to the list of groups when the group or its
// searches cannot be loaded (product.md, The shell: Ways out: on error it goes to account.group.index).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { groupSearch, renderGroupSearches, searchPage, stubGroupSearches } from './test-helpers';

const search = (id: number) =>
  groupSearch({ id, uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`, title: `Búsqueda ${id}` });
// Short pages keep the test quick: what ends the list is the answer's next_page_url, not the page's length.
const firstPage = [search(1), search(2), search(3)];
const secondPage = [search(4), search(5)];

describe('loading more of the group searches', () => {
  it("adds the next page with 'Cargar más' until the last one", async () => {
    signInAs(testUser());
    const { queries } = stubGroupSearches({
      searches: (query) => ({
        status: 200,
        body: query.get('page') === '2' ? searchPage(secondPage, 2, 2, 5) : searchPage(firstPage, 1, 2, 5),
      }),
    });
    renderGroupSearches();
    expect(await screen.findByRole('link', { name: 'Búsqueda 3' })).toBeInTheDocument();
    expect(screen.getByText('5 búsquedas')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByRole('link', { name: 'Búsqueda 5' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Búsqueda 1' })).toBeInTheDocument();
    expect(queries.map((query) => query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    expect(screen.getByText('No hay más búsquedas.')).toBeInTheDocument();
  });
});

describe('group searches that cannot be loaded', () => {
  it('send back to the list of groups with the error when the group is not found', async () => {
    signInAs(testUser());
    const notFound = { status: 404, body: { message: 'No se encontró la información que buscaba.' } };
    stubGroupSearches({ group: notFound, searches: () => notFound });
    renderGroupSearches();
    expect(await screen.findByRole('heading', { name: 'Listado de grupos' })).toBeInTheDocument();
    expect(await screen.findAllByText('No se encontró la información que buscaba.')).toHaveLength(1);
  });

  it.each([
    [403, 'No tienes los permisos suficientes.'],
    [500, 'Ocurrió un error inesperado, por favor intente en unos momentos.'],
  ])('send back to the list of groups with the error when the searches answer %s', async (status, message) => {
    signInAs(testUser());
    const held = deferred<{ status: number; body?: unknown }>();
    // A server error is asked once more before it counts (app/query-client.ts): both answers fail.
    stubGroupSearches({ searches: () => (status === 500 ? { status, body: { message } } : held.promise) });
    renderGroupSearches();
    expect(await screen.findByRole('heading', { name: 'Inmobiliaria Belgrano' })).toBeInTheDocument();
    held.resolve({ status, body: { message } });
    expect(await screen.findByRole('heading', { name: 'Listado de grupos' })).toBeInTheDocument();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('send back to the list of groups when the address names no group', async () => {
    signInAs(testUser());
    const { fetchStub } = stubGroupSearches({ searches: () => ({ status: 200, body: searchPage([]) }) });
    renderGroupSearches('/account/group/abc/search');
    expect(await screen.findByRole('heading', { name: 'Listado de grupos' })).toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
