// Choosing a filter's area on a map (spec 02 §2, filter wizard step 19): the person moves and zooms the map and takes
// what it shows with 'Buscar en esta zona', or draws a rectangle over the zone; a tap without a drag is told it chose
// nothing, and why. Loaded on first use with Leaflet.
import 'leaflet/dist/leaflet.css';
import { useId, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { Map as LeafletMap } from 'leaflet';
import { MapContainer, Rectangle, TileLayer } from 'react-leaflet';
import { defaultMapTiles } from '@vitrina/shared/configuration-values';
import { mapLimits, mapMessages, type SearchArea } from '@vitrina/shared/search-map';
import { FitContainer, MapControls } from '@/components/map/point-map';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { searchMapTexts } from './map-texts';
import { boundsOf, BUENOS_AIRES } from './map-view';
import { drawnStyle, useRectangleDraw } from './use-rectangle-draw';
import classes from './map.module.css';

const texts = searchMapTexts.area;
/** ours: out to a province, so a whole city fits in the view. */
const AREA_MIN_ZOOM = 6;

const cornersOf = (area: SearchArea): [[number, number], [number, number]] => [
  [area.south, area.west],
  [area.north, area.east],
];

export type AreaMapProps = {
  /** The area already chosen, shown and framed when the map opens. */
  area: SearchArea | null;
  onChoose: (area: SearchArea) => void;
  onCancel: () => void;
};

export function AreaMap({ area, onChoose, onCancel }: AreaMapProps) {
  const tiles = useConfiguration().MAP ?? defaultMapTiles;
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
        <MapContainer
          ref={setMap}
          {...(area
            ? { bounds: cornersOf(area) }
            : { center: [BUENOS_AIRES.lat, BUENOS_AIRES.lng] as [number, number], zoom: mapLimits.minZoom })}
          minZoom={AREA_MIN_ZOOM}
          maxZoom={mapLimits.maxZoom}
          zoomControl={false}
          attributionControl={false}
          className={classes.map}
        >
          <MapControls />
          <TileLayer url={tiles.tile_url} attribution={tiles.attribution} maxZoom={mapLimits.maxZoom} />
          <FitContainer />
          {shown && <Rectangle key={JSON.stringify(shown)} bounds={cornersOf(shown)} pathOptions={drawnStyle} />}
        </MapContainer>
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
