// The map of a search's results (product.md, Searches: Map): opens at zoom 13 on the search's place (or its area, or
// where its results are, or Buenos Aires) and never zooms out of 13; asks for the markers of what it shows 250 ms after
// the person stops moving it, keeping the markers drawn until the new ones arrive (unless they were asked at a deeper
// zoom). Listings at one point are one marker that lists them in a sheet over the map (stack-sheet.tsx).
import 'leaflet/dist/leaflet.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Group, Loader, Paper, Text } from '@mantine/core';
import type { Map as LeafletMap } from 'leaflet';
import { MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { defaultMapTiles } from '@vitrina/shared/configuration-values';
import { mapLimits, type Marker, type MarkersBody } from '@vitrina/shared/search-map';
import type { Search } from '@vitrina/shared/searches';
import { FitContainer, MapControls } from '@/components/map/point-map';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { searchMapTexts as texts } from './map-texts';
import { markersBodyOf, searchCentre, BUENOS_AIRES, type LatLng } from './map-view';
import { busiest, useFirstMarkers, useMapMarkers } from './api/markers-api';
import { MapSheet } from './map-sheet';
import { groupMarkers } from './marker-stacks';
import { MarkersLayer } from './markers-layer';
import { StackSheet } from './stack-sheet';
import { useMarkerSheet } from './use-marker-sheet';
import classes from './map.module.css';

/** How long the map waits after a pan or zoom before asking for its markers (ours). */
export const MOVE_DEBOUNCE_MS = 250;

/**
 * Reports the zoom the map is at or is flying to: an answer asked at a deeper zoom is not drawn meanwhile, since its
 * icons, kept apart by cells of that zoom, would cover each other at this one.
 */
function ZoomTracker({ onZoom }: { onZoom: (zoom: number) => void }) {
  const map = useMapEvents({
    zoomanim: (event) => onZoom(event.zoom),
    zoomend: () => onZoom(map.getZoom()),
  });
  return null;
}

/** Reports the view at once, then 250 ms after the last move or resize. */
function ViewTracker({ onView }: { onView: (body: MarkersBody | null) => void }) {
  const map = useMap();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const report = useCallback(
    (target: LeafletMap) => onView(markersBodyOf(target.getBounds(), target.getZoom())),
    [onView],
  );
  useEffect(() => {
    report(map);
    return () => clearTimeout(timer.current);
  }, [map, report]);
  const schedule = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => report(map), MOVE_DEBOUNCE_MS);
  };
  useMapEvents({ moveend: schedule, resize: schedule });
  return null;
}

type ResultsMapProps = {
  search: Pick<Search, 'uuid' | 'places' | 'filters'>;
  onListing: (id: number) => void;
};

export function ResultsMap({ search, onListing }: ResultsMapProps) {
  const known = useMemo(() => searchCentre(search), [search]);
  const probe = useFirstMarkers(search.uuid, known === null);
  if (known === null && probe.isPending)
    return (
      <div className={classes.frame}>
        <Loader className={classes.status} aria-label={texts.loading} />
      </div>
    );
  const centre = known ?? busiest(probe.data?.markers) ?? BUENOS_AIRES;
  return <LoadedMap uuid={search.uuid} centre={centre} onListing={onListing} />;
}

function LoadedMap({ uuid, centre, onListing }: { uuid: string; centre: LatLng; onListing: (id: number) => void }) {
  const configuration = useConfiguration();
  const tiles = configuration.MAP ?? defaultMapTiles;
  const [body, setBody] = useState<MarkersBody | null>(null);
  const query = useMapMarkers(uuid, body);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const currencies = configuration.FIELDS.currencies;
  const symbolOf = useCallback(
    (code: string | null) => {
      const symbol = currencies.find((currency) => currency.value === code)?.symbol;
      return typeof symbol === 'string' ? symbol : undefined;
    },
    [currencies],
  );
  const [zoom, setZoom] = useState<number>(mapLimits.minZoom);
  const answer = query.data;
  const markers = answer && answer.zoom <= zoom ? answer.markers : undefined;
  const placed = useMemo(() => groupMarkers(markers ?? []), [markers]);
  const answerZoom = answer?.zoom ?? mapLimits.minZoom;
  const level = answer?.level ?? null;
  const grid = useMemo(() => ({ zoom: answerZoom, level }), [answerZoom, level]);
  const sheet = useMarkerSheet(placed, map);
  const { openCell } = sheet;
  // A cell zooms in by 2; at the deepest zoom, where the tap could do nothing, the sheet says why.
  const zoomIn = useCallback(
    (marker: Marker, element: HTMLElement | undefined) => {
      if (!map) return;
      if (map.getZoom() >= mapLimits.maxZoom) openCell(marker, element);
      else map.setView([marker.lat, marker.lng], Math.min(map.getZoom() + 2, mapLimits.maxZoom));
    },
    [map, openCell],
  );
  const openListing = useCallback((marker: Marker) => marker.id !== null && onListing(marker.id), [onListing]);

  return (
    <div className={classes.frame} role="region" aria-label={texts.map}>
      <MapContainer
        ref={setMap}
        center={[centre.lat, centre.lng]}
        zoom={mapLimits.minZoom}
        minZoom={mapLimits.minZoom}
        maxZoom={mapLimits.maxZoom}
        zoomControl={false}
        attributionControl={false}
        className={classes.map}
      >
        <MapControls />
        <TileLayer url={tiles.tile_url} attribution={tiles.attribution} maxZoom={mapLimits.maxZoom} />
        <FitContainer />
        <ViewTracker onView={setBody} />
        <ZoomTracker onZoom={setZoom} />
        <MarkersLayer
          markers={placed}
          grid={grid}
          symbolOf={symbolOf}
          onCluster={zoomIn}
          onStack={sheet.openStack}
          onListing={openListing}
        />
      </MapContainer>
      <div className={classes.status} aria-live="polite">
        {query.isError && !query.isFetching ? (
          <Paper shadow="sm" radius="md" px="sm" py={6} withBorder>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" c="red.8">
                {texts.failed}
              </Text>
              <Button size="compact-sm" variant="light" onClick={() => void query.refetch()}>
                {texts.retry}
              </Button>
            </Group>
          </Paper>
        ) : query.isFetching || !query.data || !markers ? (
          <Paper shadow="sm" radius="xl" px="sm" py={4} withBorder>
            <Group gap={6} wrap="nowrap">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{texts.loading}</Text>
            </Group>
          </Paper>
        ) : (
          <Paper shadow="sm" radius="xl" px="sm" py={4} withBorder>
            <Text size="sm">{query.data.total === 0 ? texts.none : texts.total(query.data.total)}</Text>
          </Paper>
        )}
      </div>
      {sheet.stack ? (
        <StackSheet
          key={sheet.key}
          stack={sheet.stack}
          symbolOf={symbolOf}
          onListing={openListing}
          onClose={sheet.close}
          returnFocus={sheet.returnFocus}
        />
      ) : sheet.cell ? (
        <MapSheet
          key={sheet.key}
          title={texts.cellTitle(sheet.cell.count)}
          onClose={sheet.close}
          returnFocus={sheet.returnFocus}
        >
          <Text size="sm">{texts.cellAtMaxZoom}</Text>
        </MapSheet>
      ) : null}
    </div>
  );
}
