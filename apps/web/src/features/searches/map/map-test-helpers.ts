// For the map's tests: the test DOM lays nothing out, so a Leaflet map there measures 0 × 0 px and shows no area at all.
// These give every element a size, as a phone's screen would, for the tests that need a real view.
import { vi } from 'vitest';
import type { Marker, MarkersBody } from '@vitrina/shared/search-map';

export function giveElementsSize(width = 800, height = 600) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
}

export function testMarker(overrides: Partial<Marker> = {}): Marker {
  return {
    lat: -34.6037,
    lng: -58.3816,
    count: 1,
    id: 7,
    amount: 185_000,
    currency: 'USD',
    viewed: false,
    cell: null,
    ...overrides,
  };
}

export const body = (zoom: number, north = -34.58): MarkersBody => ({
  bounds: { north, south: -34.62, east: -58.36, west: -58.4 },
  zoom,
});
