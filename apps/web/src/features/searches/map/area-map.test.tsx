// Choosing a filter's area on the map (product.md, Searches: Builder, the area step): the visible zone taken with
// 'Buscar en esta zona', or a rectangle drawn with a drag, whichever corner it starts from; a press without surface
// says why nothing was chosen.
// It opens on the zone already chosen, the search's place or where the scope's listings are, Buenos Aires only when
// nothing says where; tiles that cannot load are said so.
import axe from 'axe-core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mapBoundsSchema, type MapBounds, type SearchArea } from '@vitrina/shared/search-map';
import { renderPage, stubApi } from '@/test/render';
import { AreaMap, type AreaMapProps } from './area-map';
import { giveElementsSize } from './map-test-helpers';
import classes from './map.module.css';

type Answers = Parameters<typeof stubApi>[0];

function renderAreaMap(
  area: SearchArea | null = null,
  props: Partial<AreaMapProps> = {},
  answers: Answers = { 'GET /search/listings-area': { status: 200, body: { area: null } } },
) {
  giveElementsSize();
  const api = stubApi(answers);
  const onChoose = vi.fn();
  const onCancel = vi.fn();
  renderPage(<AreaMap area={area} onChoose={onChoose} onCancel={onCancel} {...props} />);
  const chosen = () => onChoose.mock.calls.at(-1)![0] as SearchArea;
  return { onChoose, onCancel, chosen, api };
}

const mapElement = () => document.querySelector<HTMLElement>('.leaflet-container')!;

/** The zone the map shows once it is there, as 'Buscar en esta zona' takes it. */
async function visibleZone(chosen: () => SearchArea) {
  await waitFor(() => expect(mapElement()).not.toBeNull());
  fireEvent.click(await screen.findByRole('button', { name: 'Buscar en esta zona' }));
  return chosen();
}

const holds = (zone: MapBounds, point: { lat: number; lng: number }) =>
  zone.south <= point.lat && point.lat <= zone.north && zone.west <= point.lng && point.lng <= zone.east;

const obelisco = { lat: -34.6037, lng: -58.3816 };

describe('the area picker', () => {
  it("takes the visible zone around Buenos Aires with 'Buscar en esta zona' when nothing says where to look", async () => {
    const { chosen } = renderAreaMap();
    const area = await visibleZone(chosen);
    expect(mapBoundsSchema.safeParse(area).success).toBe(true);
    expect(area.south).toBeLessThan(-34.6037);
    expect(area.north).toBeGreaterThan(-34.6037);
    expect(area.west).toBeLessThan(-58.3816);
    expect(area.east).toBeGreaterThan(-58.3816);
  });

  it('opens on the area already chosen', async () => {
    const palermo = { north: -34.56, south: -34.6, east: -58.4, west: -58.45 };
    const { chosen } = renderAreaMap(palermo);
    const area = await visibleZone(chosen);
    expect(area.north).toBeGreaterThanOrEqual(palermo.north);
    expect(area.south).toBeLessThanOrEqual(palermo.south);
  });

  it("opens where the scope's listings are, not on the city centre", async () => {
    const cordoba = { north: -31.38, south: -31.46, east: -64.15, west: -64.23 };
    const { chosen, api } = renderAreaMap(
      null,
      { scope: { user_id: 5 } },
      {
        'GET /search/listings-area': { status: 200, body: { area: cordoba } },
      },
    );
    const zone = await visibleZone(chosen);
    expect(holds(zone, { lat: cordoba.north, lng: cordoba.west })).toBe(true);
    expect(holds(zone, { lat: cordoba.south, lng: cordoba.east })).toBe(true);
    expect(holds(zone, obelisco)).toBe(false);
    const asked = api.fetchStub.mock.calls.map(([url]) => String(url));
    expect(asked).toContain('/api/search/listings-area?user_id=5');
  });

  it('opens on the chosen place, its outline drawn, before the scope’s listings', async () => {
    const barrio = [
      [-34.57, -58.44],
      [-34.57, -58.42],
      [-34.59, -58.42],
      [-34.59, -58.44],
    ];
    const { chosen, api } = renderAreaMap(
      null,
      { place: 'R4001', scope: { group_id: 3 } },
      {
        'POST /map/place': {
          status: 200,
          body: {
            id: 'R4001',
            name: 'Villa Larga',
            reference: 'R4001',
            description: 'Villa Larga, Ciudad Autónoma de Buenos Aires',
            geolocation: { type: 'Point', coordinates: [-34.58, -58.43] },
            kind: 'neighbourhood',
            outline: [barrio],
          },
        },
      },
    );
    const zone = await visibleZone(chosen);
    for (const [lat, lng] of barrio) expect(holds(zone, { lat, lng })).toBe(true);
    expect(holds(zone, obelisco)).toBe(false);
    expect(mapElement().querySelector(`path.${classes.placeOutline}`)).not.toBeNull();
    expect(api.requests.map((request) => request.path)).not.toContain('/search/listings-area');
  });

  it('falls back on the scope’s listings when the place cannot be read', async () => {
    const cordoba = { north: -31.38, south: -31.46, east: -64.15, west: -64.23 };
    const { chosen } = renderAreaMap(
      null,
      { place: 'R4001' },
      {
        'POST /map/place': { status: 503, body: { message: 'El servicio de mapas no responde.' } },
        'GET /search/listings-area': { status: 200, body: { area: cordoba } },
      },
    );
    expect(holds(await visibleZone(chosen), { lat: -31.42, lng: -64.19 })).toBe(true);
  });

  it('says so when the map’s tiles cannot load, and tries them again', async () => {
    const { chosen } = renderAreaMap();
    await visibleZone(chosen);
    const tile = await waitFor(() => {
      const found = mapElement().querySelector<HTMLImageElement>('img.leaflet-tile');
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent.error(tile);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('No se pudieron cargar las imágenes del mapa: revisá tu conexión y reintentá.');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.queryByText(/No se pudieron cargar las imágenes del mapa/)).not.toBeInTheDocument();
  });

  it('draws a rectangle with a drag and uses it; a tap without a drag draws nothing', async () => {
    const { chosen, onChoose } = renderAreaMap();
    await waitFor(() => expect(mapElement()).not.toBeNull());
    const draw = await screen.findByRole('button', { name: 'Dibujar un rectángulo', pressed: false });
    fireEvent.click(draw);
    expect(screen.getByRole('button', { name: 'Dibujar un rectángulo', pressed: true })).toBeInTheDocument();
    expect(screen.getByText('Arrastrá sobre el mapa para dibujar la zona.')).toBeInTheDocument();
    const map = mapElement();
    fireEvent.pointerDown(map, { pointerId: 1, pointerType: 'touch', clientX: 500, clientY: 400 });
    fireEvent.pointerUp(map, { pointerId: 1, pointerType: 'touch', clientX: 500, clientY: 400 });
    expect(screen.queryByRole('button', { name: 'Usar el rectángulo dibujado' })).not.toBeInTheDocument();

    // Dragged up and to the left: the rectangle is the same as one dragged the other way.
    fireEvent.pointerDown(map, { pointerId: 1, pointerType: 'touch', clientX: 500, clientY: 400 });
    fireEvent.pointerMove(map, { pointerId: 1, pointerType: 'touch', clientX: 400, clientY: 300 });
    expect(map.querySelector('path')).not.toBeNull();
    fireEvent.pointerUp(map, { pointerId: 1, pointerType: 'touch', clientX: 300, clientY: 200 });
    expect(screen.getByRole('button', { name: 'Dibujar un rectángulo', pressed: false })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Usar el rectángulo dibujado' }));
    const drawn = chosen();
    fireEvent.click(screen.getByRole('button', { name: 'Buscar en esta zona' }));
    const visible = chosen();
    expect(onChoose).toHaveBeenCalledTimes(2);
    // The drag went from (500, 400) to (300, 200) on an 800 × 600 map: the middle of the view, a third high.
    expect(drawn.north).toBeCloseTo(visible.north - (visible.north - visible.south) / 3, 3);
    expect(drawn.south).toBeCloseTo((visible.north + visible.south) / 2 - (visible.north - visible.south) / 6, 3);
    expect(drawn.west).toBeCloseTo(visible.west + (visible.east - visible.west) * (3 / 8), 3);
    expect(drawn.east).toBeCloseTo(visible.west + (visible.east - visible.west) * (5 / 8), 3);
  });

  it('says why nothing was chosen after a tap or a drag along a line, until a rectangle is drawn', async () => {
    const { onChoose } = renderAreaMap();
    await waitFor(() => expect(mapElement()).not.toBeNull());
    const empty = 'Elegí un área con superficie: los límites no pueden coincidir.';
    fireEvent.click(await screen.findByRole('button', { name: 'Dibujar un rectángulo', pressed: false }));
    expect(screen.queryByText(empty)).not.toBeInTheDocument();
    const map = mapElement();
    fireEvent.pointerDown(map, { pointerId: 1, pointerType: 'touch', clientX: 500, clientY: 400 });
    fireEvent.pointerUp(map, { pointerId: 1, pointerType: 'touch', clientX: 500, clientY: 400 });

    // Drawing stays on, with the reason and what to do, read out and describing the button.
    expect(screen.getByText(empty)).toBeVisible();
    const draw = screen.getByRole('button', { name: 'Dibujar un rectángulo', pressed: true });
    expect(draw).toHaveAccessibleDescription(`${empty} Arrastrá sobre el mapa para dibujar la zona.`);
    expect(screen.queryByRole('button', { name: 'Usar el rectángulo dibujado' })).not.toBeInTheDocument();

    // A drag straight across has no height: nothing either.
    fireEvent.pointerDown(map, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 500, clientY: 400 });
    fireEvent.pointerMove(map, { pointerId: 1, pointerType: 'mouse', clientX: 400, clientY: 400 });
    fireEvent.pointerUp(map, { pointerId: 1, pointerType: 'mouse', clientX: 300, clientY: 400 });
    expect(screen.getByText(empty)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Usar el rectángulo dibujado' })).not.toBeInTheDocument();

    fireEvent.pointerDown(map, { pointerId: 1, pointerType: 'touch', clientX: 500, clientY: 400 });
    fireEvent.pointerUp(map, { pointerId: 1, pointerType: 'touch', clientX: 300, clientY: 200 });
    expect(screen.queryByText(empty)).not.toBeInTheDocument();
    expect(
      screen.getByText('Mové y acercá el mapa hasta ver la zona que buscás, o dibujá un rectángulo sobre ella.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Usar el rectángulo dibujado' })).toBeInTheDocument();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('forgets the reason when drawing is switched off', async () => {
    renderAreaMap();
    await waitFor(() => expect(mapElement()).not.toBeNull());
    const empty = 'Elegí un área con superficie: los límites no pueden coincidir.';
    fireEvent.click(await screen.findByRole('button', { name: 'Dibujar un rectángulo', pressed: false }));
    const map = mapElement();
    fireEvent.pointerDown(map, { pointerId: 1, pointerType: 'touch', clientX: 500, clientY: 400 });
    fireEvent.pointerUp(map, { pointerId: 1, pointerType: 'touch', clientX: 500, clientY: 400 });
    expect(screen.getByText(empty)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Dibujar un rectángulo', pressed: true }));
    expect(screen.queryByText(empty)).not.toBeInTheDocument();
    expect(
      screen.getByText('Mové y acercá el mapa hasta ver la zona que buscás, o dibujá un rectángulo sobre ella.'),
    ).toBeVisible();
  });

  it('lets the person leave without choosing, every control named in Spanish', async () => {
    const { onCancel, onChoose } = renderAreaMap();
    const cancel = await screen.findByRole('button', { name: 'Cancelar' });
    expect(await screen.findByRole('button', { name: 'Acercar' })).toBeInTheDocument();
    const result = await axe.run(document.body, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
    fireEvent.click(cancel);
    expect(onCancel).toHaveBeenCalled();
    expect(onChoose).not.toHaveBeenCalled();
  });
});
