// What the map asks for and keeps: the view as the markers request's body, an area from two corners however it was
// dragged, and where the results map opens.
import { describe, expect, it } from 'vitest';
import { testSearch } from '@/test/searches';
import { areaFromCorners, markersBodyOf, searchCentre, type BoundsLike } from './map-view';

const view = (north: number, south: number, east: number, west: number): BoundsLike => ({
  getNorth: () => north,
  getSouth: () => south,
  getEast: () => east,
  getWest: () => west,
});

describe('the markers request of a view', () => {
  it('takes the bounds to six decimals and the zoom as an integer', () => {
    expect(markersBodyOf(view(-34.5712345678, -34.6, -58.4, -58.4412345678), 13)).toEqual({
      bounds: { north: -34.571235, south: -34.6, east: -58.4, west: -58.441235 },
      zoom: 13,
    });
  });

  it('keeps a view wider than the world inside it, and asks nothing of a map without size', () => {
    expect(markersBodyOf(view(91, -91, 200, -200), 3)?.bounds).toEqual({
      north: 90,
      south: -90,
      east: 180,
      west: -180,
    });
    expect(markersBodyOf(view(-34.6, -34.6, -58.4, -58.4), 13)).toBeNull();
  });
});

describe('an area drawn on the map', () => {
  it('is the same rectangle whichever corner the drag started from', () => {
    const area = { north: -34.57, south: -34.6, east: -58.4, west: -58.44 };
    expect(areaFromCorners({ lat: -34.57, lng: -58.44 }, { lat: -34.6, lng: -58.4 })).toEqual(area);
    expect(areaFromCorners({ lat: -34.6, lng: -58.4 }, { lat: -34.57, lng: -58.44 })).toEqual(area);
  });

  it('is nothing when the press did not move', () => {
    expect(areaFromCorners({ lat: -34.6, lng: -58.4 }, { lat: -34.6, lng: -58.4 })).toBeNull();
    expect(areaFromCorners({ lat: -34.6, lng: -58.4 }, { lat: -34.5, lng: -58.4 })).toBeNull();
  });
});

describe('where the results map opens', () => {
  const palermo = {
    reference: 'palermo',
    name: 'Palermo',
    description: 'Palermo, CABA',
    kind: 'neighbourhood',
    lat: -34.58,
    lng: -58.42,
    radius_km: 1.5,
  };

  it("opens on the search's first place, else on the middle of an area chosen on a map, else it does not know", () => {
    expect(searchCentre(testSearch({ places: [palermo] }))).toEqual({ lat: -34.58, lng: -58.42 });
    const area = { north: -34.5, south: -34.7, east: -58.3, west: -58.5 };
    const withArea = testSearch({ filters: [{ type: 'property', category: 'casa', currency: null, area }] });
    const centre = searchCentre(withArea)!;
    expect(centre.lat).toBeCloseTo(-34.6);
    expect(centre.lng).toBeCloseTo(-58.4);
    expect(searchCentre(testSearch())).toBeNull();
  });
});
