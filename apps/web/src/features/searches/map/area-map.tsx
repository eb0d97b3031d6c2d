// Choosing a filter's area on a map (product.md, Searches: Builder, the area step): the person moves and zooms the map
// and takes what it shows with 'Buscar en esta zona', or draws a rectangle over the zone; a tap without a drag is told
// it chose nothing, and why. It opens on the zone already chosen, the search's place (its outline drawn) or where the
// scope's listings are (area-start.ts), and says so when its tiles cannot load. Loaded on first use with Leaflet.
import 'leaflet/dist/leaflet.css';
import { useId, useState } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { Map as LeafletMap } from 'leaflet';
import { MapContainer, Polygon, Rectangle, TileLayer } from 'react-leaflet';
import { defaultMapTiles } from '@vitrina/shared/configuration-values';
import { mapLimits, mapMessages, type SearchArea } from '@vitrina/shared/search-map';
import { FitContainer, MapControls } from '@/components/map/point-map';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { useAreaStart, type AreaScope, type StartView } from './area-start';
import { searchMapTexts } from './map-texts';
import { boundsOf } from './map-view';
import { TilesNotice, useTileStatus } from './tiles-notice';
import { drawnStyle, useRectangleDraw } from './use-rectangle-draw';
import classes from './map.module.css';

const texts = searchMapTexts.area;
/** ours: out to a province, so a whole city fits in the view. */
const AREA_MIN_ZOOM = 6;

const cornersOf = (area: SearchArea): [[number, number], [number, number]] => [
  [area.south, area.west],
  [area.north, area.east],
];

/** The map's opening props for a start view. */
const openingOf = (view: StartView) =>
  view.kind === 'bounds'
    ? { bounds: cornersOf(view.bounds), boundsOptions: { maxZoom: view.maxZoom } }
    : { center: [view.lat, view.lng] as [number, number], zoom: view.zoom };

export type AreaMapProps = {
  /** The area already chosen, shown and framed when the map opens. */
  area: SearchArea | null;
  /** The reference of the search's first place, if one is chosen: the map opens on it. */
  place?: string;
  /** Whose listings the map opens on otherwise: a store's, a group's, a microsite's; none is the platform's. */
  scope?: AreaScope;
  onChoose: (area: SearchArea) => void;
  onCancel: () => void;
};

export function AreaMap({ area, place, scope = {}, onChoose, onCancel }: AreaMapProps) {
  const tiles = useConfiguration().MAP ?? defaultMapTiles;
  const start = useAreaStart(area, place, scope);
  const tileStatus = useTileStatus();
  const hintId = useId();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [drawn, setDrawn] = useState<SearchArea | null>(null);
  // A drawing without surface: drawing stays on and the hint says why nothing was chosen.
  const [empty, setEmpty] = useState(false);
  useRectangleDraw(map, drawing, (next) => {
    setEmpty(next === null);
    if (!next) return;
    setDrawn(next);
    setDrawing(false);
  });
  const shown = drawn ?? area;

  const takeView = () => {
    const view = map ? boundsOf(map.getBounds()) : null;
    if (view) onChoose(view);
  };

  return (
    <Stack gap="sm">
      <Text size="sm" id={hintId} aria-live="polite">
        {empty && (
          <>
            <Text span inherit c="red.8" fw={500}>
              {mapMessages.empty}
            </Text>{' '}
          </>
        )}
        {drawing ? texts.drawing : texts.hint}
      </Text>
      <div className={`${classes.frame} ${classes.picker}`} role="region" aria-label={texts.map}>
        {start.view === null ? (
          <Loader className={classes.status} aria-label={searchMapTexts.loadingMap} />
        ) : (
          <MapContainer
            ref={setMap}
            {...openingOf(start.view)}
            minZoom={AREA_MIN_ZOOM}
            maxZoom={mapLimits.maxZoom}
            zoomControl={false}
            attributionControl={false}
            className={classes.map}
          >
            <MapControls />
            <TileLayer
              ref={tileStatus.layer}
              url={tiles.tile_url}
              attribution={tiles.attribution}
              maxZoom={mapLimits.maxZoom}
              eventHandlers={tileStatus.handlers}
            />
            <FitContainer />
            {start.place?.outline && (
              // Options given at creation: Leaflet reads a path's class and interactivity only then.
              <Polygon
                positions={start.place.outline}
                className={classes.placeOutline}
                interactive={false}
                weight={2}
              />
            )}
            {shown && (
              <Rectangle
                key={JSON.stringify(shown)}
                bounds={cornersOf(shown)}
                pathOptions={drawnStyle}
                className={drawnStyle.className}
              />
            )}
          </MapContainer>
        )}
        {tileStatus.failed && <TilesNotice onRetry={tileStatus.retry} />}
      </div>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {texts.cancel}
        </Button>
        <Button
          variant={drawing ? 'filled' : 'light'}
          aria-pressed={drawing}
          aria-describedby={hintId}
          onClick={() => {
            setEmpty(false);
            setDrawing((on) => !on);
          }}
        >
          {texts.draw}
        </Button>
        {drawn && (
          <Button variant="light" onClick={() => onChoose(drawn)}>
            {texts.drawn}
          </Button>
        )}
        <Button onClick={takeView} disabled={!map}>
          {texts.takeView}
        </Button>
      </Group>
    </Stack>
  );
}
