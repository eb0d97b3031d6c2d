// Where the wizard's area picker opens: the zone already chosen; else the search's first place (POST /map/place: its
// outline when the provider gave one, else its point at the zoom its kind calls for); else where the scope's property
// listings are (GET /search/listings-area: a store's, a group's, a microsite's or the platform's); and Buenos Aires
// only when none of them answers.
import { useQuery } from '@tanstack/react-query';
import { outlineBounds, placeZoom, type Place } from '@vitrina/shared/map';
import type { ListingsAreaQuery, MapBounds } from '@vitrina/shared/search-map';
import { getPlace } from '@/lib/get-place';
import { getListingsArea } from './api/get-listings-area';
import { BUENOS_AIRES } from './map-view';

/** Where the picker looks at first: a rectangle to frame, or a point and zoom. */
export type StartView =
  { kind: 'bounds'; bounds: MapBounds; maxZoom: number } | { kind: 'point'; lat: number; lng: number; zoom: number };

/** The scope whose listings the picker opens on: a store (user_id), a group, a microsite; none is the platform. */
export type AreaScope = ListingsAreaQuery;

/** ours: framing a scope's listings comes no closer than this, so a store in one building shows its blocks. */
export const LISTINGS_MAX_ZOOM = 15;
/** ours: framing a place's outline comes no closer than this. */
const OUTLINE_MAX_ZOOM = 16;
/** Nothing says where to look: the results map's own default, at its opening zoom. */
const fallback: StartView = { kind: 'point', ...BUENOS_AIRES, zoom: 13 };

function usePlace(reference: string | undefined) {
  return useQuery({
    queryKey: ['map', 'place', reference ?? ''],
    queryFn: () => getPlace(reference!),
    enabled: reference !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
    meta: { errorToast: false },
  });
}

function useListingsArea(scope: AreaScope, enabled: boolean) {
  return useQuery({
    queryKey: ['search', 'listings-area', scope],
    queryFn: () => getListingsArea(scope),
    enabled,
    staleTime: 60_000,
    retry: false,
    meta: { errorToast: false },
  });
}

/** The place's view: its outline framed, or its point at its kind's zoom. */
export function placeView(place: Place): StartView {
  if (place.outline) return { kind: 'bounds', bounds: outlineBounds(place.outline), maxZoom: OUTLINE_MAX_ZOOM };
  const [lat, lng] = place.geolocation.coordinates;
  return { kind: 'point', lat, lng, zoom: placeZoom[place.kind ?? 'neighbourhood'] };
}

/**
 * The picker's first view, or null while it is being asked; `place` is the chosen place as the provider answers it,
 * to draw its outline. A place that cannot be read (a visitor, the provider away) leaves the scope's listings to say.
 */
export function useAreaStart(area: MapBounds | null, reference: string | undefined, scope: AreaScope) {
  const place = usePlace(area ? undefined : reference);
  const needsListings = !area && (reference === undefined || place.isError);
  const listings = useListingsArea(scope, needsListings);
  let view: StartView | null = null;
  if (area) view = { kind: 'bounds', bounds: area, maxZoom: 19 };
  else if (place.data) view = placeView(place.data);
  else if (needsListings && !listings.isPending)
    view = listings.data?.area ? { kind: 'bounds', bounds: listings.data.area, maxZoom: LISTINGS_MAX_ZOOM } : fallback;
  return { view, place: place.data };
}
