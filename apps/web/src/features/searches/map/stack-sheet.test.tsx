// Listings at one point on the results map (the units of one building): one marker named for how many there are,
// that opens a sheet over the map listing each with its price; a choice opens that listing; Escape and 'Cerrar'
// close it, and new markers close it once it no longer applies. A lone listing stays a pill, and a cell tapped at
// the deepest zoom says why the map does not zoom in.
import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Marker, MarkersBody, MarkersResponse } from '@vitrina/shared/search-map';
import { renderPage, stubApi } from '@/test/render';
import { giveElementsSize, testMarker } from './map-test-helpers';
import { ResultsMap } from './results-map';
import classes from './map.module.css';

const uuid = '5b7e2a10-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
const search = { uuid, places: [], filters: [] };
const building = { lat: -34.6037, lng: -58.3816 };
const unitA = testMarker({ id: 11, amount: 185_000, ...building });
const unitB = testMarker({ id: 12, amount: 1_250_000, viewed: true, ...building });
const lone = testMarker({ id: 13, amount: 95_000, lat: -34.602 });

const answer = (markers: Marker[]): MarkersResponse => ({
  markers,
  total: markers.length,
  clustered: false,
  level: null,
});

function renderMap(markersOf: (body: MarkersBody) => Marker[] = () => [unitA, unitB, lone]) {
  giveElementsSize();
  const onListing = vi.fn();
  const api = stubApi({
    [`POST /search/${uuid}/markers`]: (request) => ({
      status: 200,
      body: answer(markersOf(request.body as MarkersBody)),
    }),
  });
  renderPage(<ResultsMap search={search} onListing={onListing} />);
  const zooms = () => api.requests.map((request) => (request.body as MarkersBody).zoom).filter((zoom) => zoom > 3);
  return { onListing, zooms };
}

const stackName = '2 publicaciones en este lugar: ver cuáles';
const sheetName = '2 publicaciones en este lugar';

describe('listings at one point', () => {
  it('are one marker named for both, while a lone listing stays a pill', async () => {
    renderMap();
    const stack = await screen.findByRole('button', { name: stackName });
    expect(stack).toHaveTextContent('2');
    expect(stack).toHaveStyle({ width: '50px', height: '50px' });
    // One of the two is not viewed yet: the marker is not muted.
    expect(stack).not.toHaveClass(classes.viewed);
    expect(screen.getByRole('button', { name: 'Publicación de US$ 95k: ver detalle' })).toHaveTextContent('95k');
    expect(screen.queryByRole('button', { name: /US\$ 185k/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a sheet with both prices, and a choice opens that listing', async () => {
    const { onListing } = renderMap();
    fireEvent.keyDown(await screen.findByRole('button', { name: stackName }), { key: 'Enter' });
    const sheet = await screen.findByRole('dialog', { name: sheetName });
    expect(sheet).toHaveFocus();
    expect(within(sheet).getByRole('heading', { name: sheetName })).toBeInTheDocument();
    const fresh = within(sheet).getByRole('button', { name: 'Publicación de US$ 185k: ver detalle' });
    expect(fresh).toHaveTextContent('US$ 185k');
    const seen = within(sheet).getByRole('button', { name: 'Publicación de US$ 1.3M, ya vista: ver detalle' });
    expect(seen).toHaveTextContent('US$ 1.3M');
    expect(seen).toHaveTextContent('ya vista');
    // The test DOM paints nothing, so contrast is left to the end-to-end checks.
    const result = await axe.run(sheet, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);

    fireEvent.click(seen);
    expect(onListing).toHaveBeenCalledWith(12);
    // Still there behind the detail, to choose the other one next.
    expect(screen.getByRole('dialog', { name: sheetName })).toBeInTheDocument();
  });

  it('closes with Escape and with Cerrar, giving focus back to the marker', async () => {
    renderMap();
    const stack = await screen.findByRole('button', { name: stackName });
    fireEvent.click(stack);
    const sheet = await screen.findByRole('dialog', { name: sheetName });
    fireEvent.keyDown(within(sheet).getByRole('button', { name: /US\$ 185k/ }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stack).toHaveFocus();

    fireEvent.keyDown(stack, { key: ' ' });
    const again = await screen.findByRole('dialog', { name: sheetName });
    fireEvent.click(within(again).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows new markers while the listings are still there, and closes once they are not', async () => {
    let markers = [unitA, unitB, lone];
    const { zooms } = renderMap(() => markers);
    const stack = await screen.findByRole('button', { name: stackName });
    fireEvent.click(stack);
    await screen.findByRole('dialog', { name: sheetName });

    // The same two listings in the next view: the marker is left as it was, and the sheet stays.
    fireEvent.click(screen.getByRole('button', { name: 'Acercar' }));
    await waitFor(() => expect(zooms().at(-1)).toBe(14));
    expect(screen.getByRole('button', { name: stackName })).toBe(stack);
    expect(screen.getByRole('dialog', { name: sheetName })).toBeInTheDocument();

    // One of them just viewed: redrawn muted, the sheet says so.
    markers = [{ ...unitA, viewed: true }, unitB, lone];
    fireEvent.click(screen.getByRole('button', { name: 'Acercar' }));
    const sheet = screen.getByRole('dialog', { name: sheetName });
    expect(
      await within(sheet).findByRole('button', { name: 'Publicación de US$ 185k, ya vista: ver detalle' }),
    ).toBeInTheDocument();
    // Both seen now: the grey marker says so in its name.
    expect(screen.getByRole('button', { name: '2 publicaciones en este lugar, ya vistas: ver cuáles' })).toHaveClass(
      classes.viewed,
    );

    // Only one left at that point: it is a pill again, and the sheet no longer applies.
    markers = [unitA, lone];
    fireEvent.click(screen.getByRole('button', { name: 'Acercar' }));
    expect(await screen.findByRole('button', { name: 'Publicación de US$ 185k: ver detalle' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: stackName })).not.toBeInTheDocument();
  });
});

describe('a cell at the deepest zoom', () => {
  it('says the map cannot zoom in any further instead of doing nothing', async () => {
    const cell = testMarker({ id: null, count: 37, amount: null, currency: null });
    const { zooms } = renderMap(() => [cell]);
    const zoomIn = await screen.findByRole('button', { name: 'Acercar' });
    await screen.findByRole('button', { name: '37 publicaciones aquí: acercar' });
    for (let zoom = 14; zoom <= 19; zoom += 1) {
      fireEvent.click(zoomIn);
      await waitFor(() => expect(zooms().at(-1)).toBe(zoom));
    }
    fireEvent.click(screen.getByRole('button', { name: '37 publicaciones aquí: acercar' }));
    const sheet = await screen.findByRole('dialog', { name: '37 publicaciones aquí' });
    expect(sheet).toHaveTextContent('El mapa no se acerca más');
    expect(zooms().at(-1)).toBe(19);
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('zooms in by 2 below it, as before', async () => {
    const cell = testMarker({ id: null, count: 37, amount: null, currency: null });
    const { zooms } = renderMap(() => [cell]);
    fireEvent.click(await screen.findByRole('button', { name: '37 publicaciones aquí: acercar' }));
    await waitFor(() => expect(zooms().at(-1)).toBe(15));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
