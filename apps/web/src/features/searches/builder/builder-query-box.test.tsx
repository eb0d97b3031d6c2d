// The query box on the search builder (product.md, Searches: Query box): 'Buscar con la frase' creates the search in
// the builder's scope with what the box read, and 'Editar en el asistente' puts it into the wizard and the title.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Search } from '@vitrina/shared/searches';
import { renderApp, stubApi, testConfiguration, type ApiRequest } from '@/test/render';

const store = { id: 4, name: 'Carolina Benítez', slug: 'carolina-moda', avatar_url: null };

function created(uuid: string): Partial<Search> {
  return {
    id: 31,
    uuid,
    title: 'Calzado Nike talle 42',
    filters: [],
    order: 'relevance',
    places: [],
    users: [],
    scope: { type: 'user', id: 4, name: 'Carolina Benítez', slug: 'carolina-moda' },
    pivot: { owner: true },
  };
}

async function renderBuilder(path: string, answers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ '/configuration': { status: 200, body: testConfiguration() }, ...answers });
  await renderApp({ path });
  await screen.findByRole('region', { name: 'Tipo' });
  return api;
}

describe('the query box on the search builder', () => {
  it("searches a store's listings with what the sentence says", async () => {
    const sent: ApiRequest[] = [];
    await renderBuilder('/carolina-moda/search', {
      'GET /user/carolina-moda': { status: 200, body: { ...store } },
      'POST /search': (request) => {
        sent.push(request);
        return { status: 201, body: created((request.body as { uuid: string }).uuid) };
      },
    });
    const box = await screen.findByRole('textbox', { name: 'Contanos qué buscás' });
    await userEvent.type(box, 'zapatillas nike talle 42');
    await screen.findByRole('button', { name: 'Quitar: Nike' });
    await userEvent.click(screen.getByRole('button', { name: 'Buscar con la frase' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({
      user_id: 4,
      group_id: null,
      order: 'relevance',
      places: [],
      filters: [{ type: 'clothing', category: 'calzado', extras: { brands: ['Nike'], stock: { sizes: ['42'] } } }],
    });
  });

  it('opens the wizard with the sentence, its place and order', async () => {
    await renderBuilder('/search');
    const box = await screen.findByRole('textbox', { name: 'Contanos qué buscás' });
    await userEvent.type(box, 'depto en venta en Palermo hasta 150 mil');
    await screen.findByRole('button', { name: 'Quitar: Palermo' });
    await userEvent.click(screen.getByRole('button', { name: 'Editar en el asistente' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Título de la búsqueda')).toHaveTextContent(
        'Departamento en venta en Palermo, Ciudad Autónoma de Buenos Aires hasta US$ 150.000',
      ),
    );
  });
});
