// 'Ubicación en mapa' from the deck (product.md, Searches: Map): the map button only with property filters, the panel
// loaded on demand, its markers drawn from the API's answer (price pills, clusters with counts, viewed ones muted), a
// cluster tapped zooms in, a listing opens its detail, moves asked for 250 ms after they stop, and a failure said in
// Spanish.
import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MarkersBody, MarkersResponse } from '@vitrina/shared/search-map';
import { deferred } from '@/test/render';
import { signInAs } from '@/test/users';
import { base, card, renderDeck, search } from '../deck/deck-test-helpers';
import { giveElementsSize, testMarker } from './map-test-helpers';
import classes from './map.module.css';

const view: MarkersResponse = {
  markers: [
    testMarker({ id: 7, amount: 185_000 }),
    testMarker({ id: 8, amount: 1_250_000, lat: -34.6, viewed: true }),
    testMarker({ id: 9, amount: null, lat: -34.605 }),
    testMarker({ id: null, count: 37, amount: null, currency: null, lat: -34.61, lng: -58.39 }),
  ],
  total: 40,
  clustered: true,
  level: null,
};
// Where the search has results: it has neither places nor an area, so the map asks the whole world first.
const world: MarkersResponse = {
  markers: [testMarker({ id: null, count: 40 })],
  total: 40,
  clustered: true,
  level: null,
};

type Answer = { status: number; body?: unknown };

function renderMap(markers: (body: MarkersBody) => Answer | Promise<Answer> = () => ({ status: 200, body: view })) {
  giveElementsSize();
  const deck = renderDeck({
    [`POST ${base}/markers`]: (request) => {
      const body = request.body as MarkersBody;
      return body.zoom === 3 ? { status: 200, body: world } : markers(body);
    },
    [`POST ${base}/result`]: { status: 200, body: card(7, { title: 'Casa en Palermo' }) },
  });
  const views = () =>
    deck
      .sent('markers')
      .map((request) => request.body as MarkersBody)
      .filter((body) => body.zoom > 3);
  return { ...deck, views };
}

async function openMap() {
  fireEvent.click(await screen.findByRole('button', { name: 'Ubicación en mapa' }));
  return screen.findByRole('dialog', { name: 'Ubicación en mapa' });
}

beforeEach(() => {
  document.cookie = 'guide-search=1; path=/';
});

describe('the results map', () => {
  it('opens from the map button and draws the markers of its view at zoom 13', async () => {
    signInAs();
    const { views } = renderMap();
    const panel = await openMap();
    const pill = await within(panel).findByRole('button', { name: 'Publicación de US$ 185k: ver detalle' });
    expect(pill).toHaveTextContent('185k');
    expect(pill).not.toHaveClass(classes.viewed);
    const seen = within(panel).getByRole('button', { name: 'Publicación de US$ 1.3M, ya vista: ver detalle' });
    expect(seen).toHaveClass(classes.viewed);
    expect(within(panel).getByRole('button', { name: 'Publicación de Sin precio: ver detalle' })).toHaveTextContent(
      'Sin precio',
    );
    const cluster = within(panel).getByRole('button', { name: '37 publicaciones aquí: acercar' });
    expect(cluster).toHaveTextContent('37');
    expect(cluster).toHaveStyle({ width: '50px', height: '50px' });
    expect(within(panel).getByText('40 publicaciones en el mapa')).toBeInTheDocument();
    expect(views()[0].zoom).toBe(13);
    expect(within(panel).getByRole('button', { name: 'Acercar' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Alejar' })).toBeInTheDocument();
    // WCAG 2.1 A and AA as the end-to-end checks run them (Mantine's drawer header is a second banner by best practice).
    const result = await axe.run(panel, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
  });

  it('zooms in on a tapped cluster and asks for the new view once the map settles', async () => {
    signInAs();
    const { views } = renderMap();
    const panel = await openMap();
    fireEvent.click(await within(panel).findByRole('button', { name: '37 publicaciones aquí: acercar' }));
    await waitFor(() => expect(views().at(-1)?.zoom).toBe(15));
    expect(views()).toHaveLength(2);
  });

  it('asks once for two quick moves, keeps the markers drawn, and cancels a view it left', async () => {
    signInAs();
    const held = deferred<{ status: number; body: MarkersResponse }>();
    const { views, fetchStub } = renderMap((body) => (body.zoom === 16 ? held.promise : { status: 200, body: view }));
    const panel = await openMap();
    await within(panel).findByRole('button', { name: '37 publicaciones aquí: acercar' });
    const zoomIn = within(panel).getByRole('button', { name: 'Acercar' });
    fireEvent.click(zoomIn);
    fireEvent.click(zoomIn);
    await waitFor(() => expect(views().at(-1)?.zoom).toBe(15));
    expect(views().map((body) => body.zoom)).toEqual([13, 15]);

    fireEvent.click(zoomIn);
    await waitFor(() => expect(views().at(-1)?.zoom).toBe(16));
    // Markers already drawn stay on the map while the new view loads.
    expect(within(panel).getByRole('button', { name: 'Publicación de US$ 185k: ver detalle' })).toBeInTheDocument();
    expect(within(panel).getByText('Buscando publicaciones en el mapa…')).toBeInTheDocument();
    const signalOfLast = () => (fetchStub.mock.calls.at(-1)![1] as RequestInit).signal!;
    const first = signalOfLast();
    // Back to zoom 15 before zoom 16 answered: its request is cancelled, and 15's answer, still fresh, is shown.
    fireEvent.click(within(panel).getByRole('button', { name: 'Alejar' }));
    await waitFor(() => expect(first.aborted).toBe(true));
    expect(await within(panel).findByText('40 publicaciones en el mapa')).toBeInTheDocument();
    held.resolve({ status: 200, body: view });
  });

  it('draws no answer of a deeper zoom once the map zooms out of it, so its icons never crowd', async () => {
    signInAs();
    const deep = (count: number): MarkersResponse => ({
      markers: [testMarker({ id: null, count, amount: null, currency: null })],
      total: count,
      clustered: true,
      level: null,
    });
    const held = deferred<{ status: number; body: MarkersResponse }>();
    renderMap((body) =>
      body.zoom === 15 ? { status: 200, body: deep(5) } : body.zoom === 14 ? held.promise : { status: 200, body: view },
    );
    const panel = await openMap();
    await within(panel).findByRole('button', { name: '37 publicaciones aquí: acercar' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Acercar' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Acercar' }));
    const fifteen = await within(panel).findByRole('button', { name: '5 publicaciones aquí: acercar' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Alejar' }));
    await waitFor(() => expect(fifteen).not.toBeInTheDocument());
    expect(within(panel).getByText('Buscando publicaciones en el mapa…')).toBeInTheDocument();
    held.resolve({ status: 200, body: deep(9) });
    expect(await within(panel).findByRole('button', { name: '9 publicaciones aquí: acercar' })).toBeInTheDocument();
  });

  it('opens a tapped listing in the detail drawer over the map', async () => {
    signInAs();
    const { sent } = renderMap();
    const panel = await openMap();
    const pill = await within(panel).findByRole('button', { name: 'Publicación de US$ 185k: ver detalle' });
    fireEvent.keyDown(pill, { key: 'Enter' });
    await waitFor(() => expect(sent('result').map((request) => request.body)).toEqual([{ id: 7 }]));
    expect(await screen.findByRole('dialog', { name: 'Casa en Palermo' })).toBeInTheDocument();
  });

  it('lists the listings at one point in a sheet that Escape closes, leaving the map open', async () => {
    signInAs();
    const building = { lat: -34.6, lng: -58.38 };
    const stacked = [testMarker({ id: 7, ...building }), testMarker({ id: 8, amount: 90_000, ...building })];
    const { sent } = renderMap(() => ({
      status: 200,
      body: { markers: stacked, total: 2, clustered: false, level: null },
    }));
    const panel = await openMap();
    fireEvent.click(await within(panel).findByRole('button', { name: '2 publicaciones en este lugar: ver cuáles' }));
    const sheet = within(panel).getByRole('dialog', { name: '2 publicaciones en este lugar' });
    const first = within(sheet).getByRole('button', { name: 'Publicación de US$ 185k: ver detalle' });
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(within(panel).queryByRole('dialog', { name: '2 publicaciones en este lugar' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ubicación en mapa' })).toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: '2 publicaciones en este lugar: ver cuáles' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Publicación de US$ 90k: ver detalle' }));
    await waitFor(() => expect(sent('result').map((request) => request.body)).toEqual([{ id: 8 }]));
  });

  it('says when the markers cannot be loaded, and tries again', async () => {
    signInAs();
    let fail = true;
    renderMap(() => (fail ? { status: 500, body: { message: 'Error' } } : { status: 200, body: view }));
    const panel = await openMap();
    expect(await within(panel).findByText('No pudimos cargar las publicaciones del mapa.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await within(panel).findByText('40 publicaciones en el mapa')).toBeInTheDocument();
  });

  it('has no map button for a search without property filters', async () => {
    signInAs();
    const clothes = {
      ...search,
      filters: [{ type: 'clothing' as const, category: 'remeras' as const, currency: null }],
    };
    renderDeck({ [`GET /search/${search.uuid}`]: { status: 200, body: clothes } });
    await screen.findByRole('article', { name: 'Casa 1' });
    expect(screen.queryByRole('button', { name: 'Ubicación en mapa' })).not.toBeInTheDocument();
  });
});
