// Choosing a filter's area on the map (spec 02 §2, step 19): the visible zone taken with 'Buscar en esta zona', or
// a rectangle drawn with a drag, whichever corner it starts from; a press without surface says why nothing was chosen.
import axe from 'axe-core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mapBoundsSchema, type SearchArea } from '@vitrina/shared/search-map';
import { renderPage } from '@/test/render';
import { AreaMap } from './area-map';
import { giveElementsSize } from './map-test-helpers';

function renderAreaMap(area: SearchArea | null = null) {
  giveElementsSize();
  const onChoose = vi.fn();
  const onCancel = vi.fn();
  renderPage(<AreaMap area={area} onChoose={onChoose} onCancel={onCancel} />);
  const chosen = () => onChoose.mock.calls.at(-1)![0] as SearchArea;
  return { onChoose, onCancel, chosen };
}

const mapElement = () => document.querySelector<HTMLElement>('.leaflet-container')!;

describe('the area picker', () => {
  it("takes the visible zone around Buenos Aires with 'Buscar en esta zona'", async () => {
    const { chosen } = renderAreaMap();
    fireEvent.click(await screen.findByRole('button', { name: 'Buscar en esta zona' }));
    const area = chosen();
    expect(mapBoundsSchema.safeParse(area).success).toBe(true);
    expect(area.south).toBeLessThan(-34.6037);
    expect(area.north).toBeGreaterThan(-34.6037);
    expect(area.west).toBeLessThan(-58.3816);
    expect(area.east).toBeGreaterThan(-58.3816);
  });

  it('opens on the area already chosen', async () => {
    const palermo = { north: -34.56, south: -34.6, east: -58.4, west: -58.45 };
    const { chosen } = renderAreaMap(palermo);
    fireEvent.click(await screen.findByRole('button', { name: 'Buscar en esta zona' }));
    const area = chosen();
    expect(area.north).toBeGreaterThanOrEqual(palermo.north);
    expect(area.south).toBeLessThanOrEqual(palermo.south);
  });

  it('draws a rectangle with a drag and uses it; a tap without a drag draws nothing', async () => {
    const { chosen, onChoose } = renderAreaMap();
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
