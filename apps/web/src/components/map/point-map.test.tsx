// The map with one marker: where the marker stands, and the editable map reporting a moved point.
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders as render } from '@/test/render';
import { PointMap } from './point-map';

describe('PointMap', () => {
  it('shows OpenStreetMap tiles with a marker, under the given name and height', async () => {
    const { container } = render(
      <PointMap lat={-34.5875} lng={-58.4305} zoom={16} height={250} label="Honduras 4800, Palermo" />,
    );
    const map = screen.getByRole('region', { name: 'Honduras 4800, Palermo' });
    expect(map).toHaveStyle({ height: '250px' });
    await waitFor(() => expect(container.querySelector('.leaflet-marker-icon')).not.toBeNull());
    expect(container.querySelector('.leaflet-marker-draggable')).toBeNull();
    expect(screen.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    expect(container.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(/tile\.openstreetmap\.org\/16\//);
  });

  it('moves the marker to a tapped spot and reports the point when editable', async () => {
    const onChange = vi.fn();
    const { container } = render(<PointMap lat={-34.5875} lng={-58.4305} onChange={onChange} label="Ubicación" />);
    await waitFor(() => expect(container.querySelector('.leaflet-marker-draggable')).not.toBeNull());
    fireEvent.click(container.querySelector('.leaflet-container')!, { clientX: 10, clientY: 10 });
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const [point] = onChange.mock.calls[0] as [{ lat: number; lng: number }];
    expect(Number.isFinite(point.lat) && Number.isFinite(point.lng)).toBe(true);
  });
});

describe('PointMap controls', () => {
  it('names its zoom buttons and Leaflet’s credit in Spanish, keeping the tiles’ credit as configured', async () => {
    const { container } = render(<PointMap lat={-34.5875} lng={-58.4305} label="Honduras 4800, Palermo" />);
    const zoomIn = await screen.findByRole('button', { name: 'Acercar' });
    const zoomOut = screen.getByRole('button', { name: 'Alejar' });
    expect(zoomIn).toHaveAttribute('title', 'Acercar');
    expect(zoomOut).toHaveAttribute('title', 'Alejar');
    expect(screen.queryByRole('button', { name: /zoom/i })).toBeNull();
    const leaflet = screen.getByRole('link', { name: /Leaflet/ });
    expect(leaflet).toHaveAttribute('href', 'https://leafletjs.com');
    expect(leaflet).toHaveAttribute('title', 'Una biblioteca de JavaScript para mapas interactivos');
    expect(container.querySelector('.leaflet-control-attribution')?.innerHTML).not.toMatch(/A JavaScript library/);
    expect(screen.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
  });
});

describe('PointMap following its point', () => {
  it('shows a new point at a new zoom when one comes with it', async () => {
    function Moving() {
      const [far, setFar] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setFar(true)}>
            Belgrano
          </button>
          <PointMap
            lat={far ? -34.5627 : -34.5875}
            lng={far ? -58.4583 : -58.4305}
            zoom={far ? 13 : 16}
            label="Ubicación"
            onChange={() => {}}
          />
        </>
      );
    }
    const { container } = render(<Moving />);
    await waitFor(() => expect(container.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(/\/16\//));
    fireEvent.click(screen.getByRole('button', { name: 'Belgrano' }));
    await waitFor(() =>
      expect(
        [...container.querySelectorAll('img.leaflet-tile')].some((tile) =>
          /\/13\//.test(tile.getAttribute('src') ?? ''),
        ),
      ).toBe(true),
    );
  });
});
