// What a map shows, as the API takes it: the visible rectangle and zoom for POST /search/{id}/markers, the area of a
// filter taken from the view or drawn from two corners, and where the results map opens.
import { mapBoundsSchema, mapLimits, type MapBounds, type MarkersBody } from '@vitrina/shared/search-map';
import type { Search } from '@vitrina/shared/searches';

export type LatLng = { lat: number; lng: number };

/** Where a map opens when nothing else says where to look (ours): the Obelisco, Buenos Aires. */
export const BUENOS_AIRES: LatLng = { lat: -34.6037, lng: -58.3816 };

/** The little a map needs to tell what it shows: Leaflet's LatLngBounds has these. */
export type BoundsLike = { getNorth(): number; getSouth(): number; getEast(): number; getWest(): number };

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
// Six decimals are about 10 cm: enough for a rectangle, and a view moved by less asks nothing new.
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** A rectangle within the world's limits (a view wider than the world is cut at the antimeridian), or null. */
export function boundsOf(bounds: BoundsLike): MapBounds | null {
  const area = {
    north: round(clamp(bounds.getNorth(), 90)),
    south: round(clamp(bounds.getSouth(), 90)),
    east: round(clamp(bounds.getEast(), 180)),
    west: round(clamp(bounds.getWest(), 180)),
  };
  return mapBoundsSchema.safeParse(area).success ? area : null;
}

/** The body of a markers request for a view; null while the map has no size (nothing to ask for). */
export function markersBodyOf(bounds: BoundsLike, zoom: number): MarkersBody | null {
  const rectangle = boundsOf(bounds);
  if (!rectangle) return null;
  return { bounds: rectangle, zoom: Math.min(mapLimits.maxZoom, Math.max(1, Math.round(zoom))) };
}

/** The rectangle two corners make, whichever way it was dragged; null when it has no surface. */
export function areaFromCorners(first: LatLng, second: LatLng): MapBounds | null {
  return boundsOf({
    getNorth: () => Math.max(first.lat, second.lat),
    getSouth: () => Math.min(first.lat, second.lat),
    getEast: () => Math.max(first.lng, second.lng),
    getWest: () => Math.min(first.lng, second.lng),
  });
}

export function centreOfArea(area: MapBounds): LatLng {
  return { lat: (area.north + area.south) / 2, lng: (area.east + area.west) / 2 };
}

/**
 * Where the results map opens: the search's first place, else the centre of the first area chosen on a map, else
 * null (the first markers decide, or Buenos Aires).
 */
export function searchCentre(search: Pick<Search, 'places' | 'filters'>): LatLng | null {
  const place = search.places[0];
  if (place) return { lat: place.lat, lng: place.lng };
  for (const filter of search.filters) if (filter.type === 'property' && filter.area) return centreOfArea(filter.area);
  return null;
}
