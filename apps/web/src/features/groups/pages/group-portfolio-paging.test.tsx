// The portfolio page after page (product.md, Listings: Portfolio): 'Cargar más' and the automatic load near the bottom,
// the end of the list, and the way out when the portfolio cannot be loaded.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProperty } from '@/components/publication-detail/test-publications';
import { stubNearView } from '@/test/near-view';
import { deferred } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { cardName, page, renderPortfolio, stubPortfolio } from '../portfolio-test-helpers';

const listing = (id: number) => testProperty({ id, title: `Departamento ${id}` });
// Short pages keep the test quick: what ends the list is the answer's next_page_url, not the page's length.
const firstPage = [listing(1), listing(2), listing(3)];
const secondPage = [listing(4), listing(5)];

function twoPages() {
  return (query: URLSearchParams) => ({
    status: 200,
    body: query.get('page') === '2' ? page(secondPage, 2, 2, 5) : page(firstPage, 1, 2, 5),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loading more of the portfolio', () => {
  it("adds the next page with 'Cargar más' until the last one", async () => {
    signInAs(testUser());
    const { queries } = stubPortfolio({ listings: twoPages() });
    renderPortfolio();
    expect(await screen.findByRole('button', { name: cardName('Departamento 3') })).toBeInTheDocument();
    expect(screen.getByText('5 publicaciones')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByRole('button', { name: cardName('Departamento 5') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: cardName('Departamento 1') })).toBeInTheDocument();
    expect(queries.map((query) => query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    expect(screen.getByText('No hay más publicaciones.')).toBeInTheDocument();
  });

  it('loads the next page by itself when the end of the list comes near', async () => {
    const nearView = stubNearView();
    signInAs(testUser());
    const { queries } = stubPortfolio({ listings: twoPages() });
    renderPortfolio();
    await screen.findByRole('button', { name: cardName('Departamento 3') });
    await waitFor(() => expect(nearView.report).toBeDefined());
    act(() => nearView.report!());
    expect(await screen.findByRole('button', { name: cardName('Departamento 4') })).toBeInTheDocument();
    expect(queries.map((query) => query.get('page'))).toEqual(['1', '2']);
  });

  it('starts again from page 1 when a filter changes', async () => {
    signInAs(testUser());
    const { queries } = stubPortfolio({
      listings: (query) =>
        query.get('time') === 'day' ? { status: 200, body: page([listing(30)]) } : twoPages()(query),
    });
    renderPortfolio();
    await userEvent.click(await screen.findByRole('button', { name: 'Cargar más' }));
    await screen.findByRole('button', { name: cardName('Departamento 5') });

    await userEvent.selectOptions(screen.getByLabelText('Momento'), 'Último día');
    expect(await screen.findByRole('button', { name: cardName('Departamento 30') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: cardName('Departamento 1') })).not.toBeInTheDocument();
    expect(queries.at(-1)!.get('page')).toBe('1');
    expect(queries.at(-1)!.get('time')).toBe('day');
  });

  it('keeps the cards and says why when a later page fails, and tries again on request', async () => {
    signInAs(testUser());
    // A server error is asked once more before it counts (app/query-client.ts), so two answers fail.
    let failures = 2;
    stubPortfolio({
      listings: (query) => {
        if (query.get('page') === '2' && failures > 0) {
          failures -= 1;
          return { status: 500, body: { message: 'Ocurrió un error inesperado, por favor intente en unos momentos.' } };
        }
        return twoPages()(query);
      },
    });
    renderPortfolio();
    await userEvent.click(await screen.findByRole('button', { name: 'Cargar más' }));
    expect(
      await screen.findByText('Ocurrió un error inesperado, por favor intente en unos momentos.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: cardName('Departamento 3') })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByRole('button', { name: cardName('Departamento 5') })).toBeInTheDocument();
  });
});

describe('a portfolio that cannot be loaded', () => {
  it('sends back to the list of groups with the error when the group is not found', async () => {
    signInAs(testUser());
    stubPortfolio({
      group: { status: 404, body: { message: 'No se encontró la información que buscaba.' } },
      listings: () => ({ status: 404, body: { message: 'No se encontró la información que buscaba.' } }),
    });
    renderPortfolio();
    expect(await screen.findByRole('heading', { name: 'Listado de grupos' })).toBeInTheDocument();
    expect(await screen.findAllByText('No se encontró la información que buscaba.')).toHaveLength(1);
  });

  it('sends back to the list of groups with the error when the listings fail', async () => {
    signInAs(testUser());
    const held = deferred<{ status: number; body?: unknown }>();
    stubPortfolio({ listings: () => held.promise });
    renderPortfolio();
    expect(await screen.findByRole('heading', { name: 'Inmobiliaria Belgrano' })).toBeInTheDocument();
    held.resolve({ status: 403, body: { message: 'No tienes los permisos suficientes.' } });
    expect(await screen.findByRole('heading', { name: 'Listado de grupos' })).toBeInTheDocument();
    expect(await screen.findByText('No tienes los permisos suficientes.')).toBeInTheDocument();
  });

  it('sends back to the list of groups when the address names no group', async () => {
    signInAs(testUser());
    const { fetchStub } = stubPortfolio({ listings: () => ({ status: 200, body: page([]) }) });
    renderPortfolio('/account/group/abc/publication');
    expect(await screen.findByRole('heading', { name: 'Listado de grupos' })).toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
