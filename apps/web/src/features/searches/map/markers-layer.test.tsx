// The results map's markers as Leaflet draws them: two clusters and a listing whose cells' averages lie a pixel or two
// from a shared edge at zoom 13 are drawn with their icons' boxes apart, each inside its own cell. The boxes are read
// from the icons' own styles (position, margins, size), as Leaflet places them.
import { render } from '@testing-library/react';
import { MapContainer } from 'react-leaflet';
import { describe, expect, it, vi } from 'vitest';
import { mercatorLat, mercatorLng, mercatorX, mercatorY, type Marker } from '@vitrina/shared/search-map';
import { giveElementsSize, testMarker } from './map-test-helpers';
import { boxesOverlap, type ScreenBox } from './marker-placement';
import type { Placed } from './marker-stacks';
import { MarkersLayer } from './markers-layer';

const zoom = 13;
const level = zoom + 1;
const tiles = 2 ** level;
// The cell of the Obelisco on the grid of a zoom-13 map, and points by their place in cells from its corner.
const x0 = Math.floor(mercatorX(-58.3816) * tiles);
const y0 = Math.floor(mercatorY(-34.6037) * tiles);
const at = (fx: number, fy: number) => ({ lng: mercatorLng((x0 + fx) / tiles), lat: mercatorLat((y0 + fy) / tiles) });
const cellOf = (fx: number, fy: number): [number, number] => [x0 + Math.floor(fx), y0 + Math.floor(fy)];

function cluster(fx: number, fy: number, count: number): Marker {
  return testMarker({ ...at(fx, fy), count, id: null, amount: null, currency: null, cell: cellOf(fx, fy) });
}

/** Each drawn icon's box in the map's layer pixels, from the styles Leaflet gave it. */
function drawnBoxes(container: HTMLElement): ScreenBox[] {
  return [...container.querySelectorAll<HTMLElement>('.leaflet-marker-icon')].map((icon) => {
    const px = (value: string) => Number.parseFloat(value || '0');
    const left = px(icon.style.left) + px(icon.style.marginLeft);
    const top = px(icon.style.top) + px(icon.style.marginTop);
    return { left, top, right: left + px(icon.style.width), bottom: top + px(icon.style.height) };
  });
}

function drawMarkers(markers: Marker[], grid: { zoom: number; level: number | null }) {
  giveElementsSize(390, 700);
  const placed: Placed[] = markers.map((marker) => ({ kind: 'marker', marker }));
  const { container } = render(
    <MapContainer center={[at(1, 1).lat, at(1, 1).lng]} zoom={zoom} style={{ width: 390, height: 700 }}>
      <MarkersLayer
        markers={placed}
        grid={grid}
        symbolOf={() => 'US$'}
        onCluster={vi.fn()}
        onStack={vi.fn()}
        onListing={vi.fn()}
      />
    </MapContainer>,
  );
  return drawnBoxes(container);
}

describe('the markers of a clustered answer at zoom 13', () => {
  // Two clusters a pixel on either side of the edge between two cells, a listing just north of the first one's cell
  // and a cluster in the cell south of it, its average a pixel from their shared edge.
  const crowded = [
    cluster(0.99, 0.5, 12),
    cluster(1.01, 0.52, 7),
    testMarker({ ...at(0.95, -0.02), id: 41, amount: 185_000, cell: cellOf(0.95, -0.02) }),
    cluster(0.97, 1.005, 3),
  ];

  it('draws no two icons over each other', () => {
    const boxes = drawMarkers(crowded, { zoom, level });
    expect(boxes).toHaveLength(4);
    for (let a = 0; a < boxes.length; a++)
      for (let b = a + 1; b < boxes.length; b++) expect(boxesOverlap(boxes[a], boxes[b]), `${a} and ${b}`).toBe(false);
  });

  it('keeps a cluster whose point is well inside its cell on that point', () => {
    const [inside] = drawMarkers([cluster(1.5, 1.5, 9)], { zoom, level });
    const [alone] = drawMarkers([{ ...cluster(1.5, 1.5, 9), cell: null }], { zoom, level: null });
    expect(inside).toEqual(alone);
  });
});
