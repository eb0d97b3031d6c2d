// The map with one marker: where the marker stands, and the editable map reporting a moved point.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders as render } from '@/test/render';
import { PointMap } from './point-map';

describe('PointMap', () => {
  it('shows OpenStreetMap tiles with a marker, under the given name and height', async () => {
    const { container } = render(<PointMap lat={-34.5875} lng={-58.4305} zoom={16} height={250} label="Honduras 4800, Palermo" />);
    const map = screen.getByRole('region', { name: 'Honduras 4800, Palermo' });
    expect(map).toHaveStyle({ height: '250px' });
    await waitFor(() => expect(container.querySelector('.leaflet-marker-icon')).not.toBeNull());
    expect(container.querySelector('.leaflet-marker-draggable')).toBeNull();
    expect(screen.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
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
