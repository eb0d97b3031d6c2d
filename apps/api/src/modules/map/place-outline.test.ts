// A provider's GeoJSON outline as a search keeps it: [lat, lng] rings without their closing point, every ring of a
// MultiPolygon (holes included), the largest ones when there are too many, simplified within the shared limit.
import { describe, expect, it } from 'vitest';
import { placeOutlineLimits, placeOutlineSchema } from '@vitrina/shared/map';
import { outlineFromGeoJson } from './place-outline';

/** A closed GeoJSON ring ([lng, lat]) of `points` points around a centre, `radius` degrees away. */
function circle(lat: number, lng: number, radius: number, points: number): number[][] {
  const ring = Array.from({ length: points }, (_, index) => {
    const angle = (2 * Math.PI * index) / points;
    return [lng + radius * Math.cos(angle), lat + radius * Math.sin(angle)];
  });
  return [...ring, ring[0]];
}

describe('outlineFromGeoJson', () => {
  it('turns a Polygon into [lat, lng] rings without the closing point', () => {
    const square = [
      [-58.45, -34.6],
      [-58.43, -34.6],
      [-58.43, -34.58],
      [-58.45, -34.58],
      [-58.45, -34.6],
    ];
    expect(outlineFromGeoJson({ type: 'Polygon', coordinates: [square] })).toEqual([
      [
        [-34.6, -58.45],
        [-34.6, -58.43],
        [-34.58, -58.43],
        [-34.58, -58.45],
      ],
    ]);
  });

  it('keeps every part and hole of a MultiPolygon', () => {
    const outline = outlineFromGeoJson({
      type: 'MultiPolygon',
      coordinates: [
        [circle(-34.6, -58.44, 0.02, 12), circle(-34.6, -58.44, 0.005, 12)],
        [circle(-34.5, -58.3, 0.01, 8)],
      ],
    });
    // Largest first: the barrio, the island, the hole.
    expect(outline?.map((ring) => ring.length)).toEqual([12, 8, 12]);
  });

  it('simplifies a detailed ring until it fits, and keeps the largest rings when there are too many', () => {
    const detailed = outlineFromGeoJson({ type: 'Polygon', coordinates: [circle(-34.6, -58.44, 0.02, 5000)] });
    expect(detailed).not.toBeNull();
    expect(detailed![0].length).toBeLessThanOrEqual(placeOutlineLimits.pointsMax);
    expect(detailed![0].length).toBeGreaterThan(20);
    expect(placeOutlineSchema.safeParse(detailed).success).toBe(true);

    const islands = Array.from({ length: placeOutlineLimits.ringsMax + 5 }, (_, index) => [
      circle(-34 - index * 0.1, -58, 0.001 * (index + 1), 6),
    ]);
    const kept = outlineFromGeoJson({ type: 'MultiPolygon', coordinates: islands });
    expect(kept).toHaveLength(placeOutlineLimits.ringsMax);
    // The five smallest (the first five) are the ones left out.
    expect(Math.max(...kept!.map((ring) => ring[0][0]))).toBeCloseTo(-34 - 5 * 0.1 + 0, 5);
  });

  it('is null for a point, a line, nonsense or coordinates off the world', () => {
    expect(outlineFromGeoJson({ type: 'Point', coordinates: [-58.44, -34.6] })).toBeNull();
    expect(
      outlineFromGeoJson({
        type: 'LineString',
        coordinates: [
          [-58.44, -34.6],
          [-58.43, -34.6],
        ],
      }),
    ).toBeNull();
    expect(outlineFromGeoJson('Palermo')).toBeNull();
    expect(outlineFromGeoJson(undefined)).toBeNull();
    expect(
      outlineFromGeoJson({
        type: 'Polygon',
        coordinates: [
          [
            [-58.44, -134.6],
            [-58.43, -34.6],
            [-58.43, -34.5],
            [-58.44, -134.6],
          ],
        ],
      }),
    ).toBeNull();
  });
});
