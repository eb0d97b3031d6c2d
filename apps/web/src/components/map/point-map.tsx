// A map with one marker: read-only for a listing's address, or editable, where the marker is dragged or moved to a
// tapped spot to fix the point an address search found. Leaflet is heavy: import this module lazily (React.lazy), so
// its code and styles reach only the screens that show a map.
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef } from 'react';
import { Control, divIcon, type LeafletEvent, type LeafletMouseEvent, type Marker as LeafletMarker } from 'leaflet';
import { AttributionControl, MapContainer, Marker, TileLayer, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import { defaultMapTiles } from '@vitrina/shared/configuration-values';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { mapTexts } from './map-texts';
import classes from './point-map.module.css';

export type MapPoint = { lat: number; lng: number };

export type PointMapProps = MapPoint & {
  /** Defaults to the detail map's 16 (product.md, Listings: Detail). A new value shows the point at that zoom. */
  zoom?: number;
  /** CSS height; defaults to the detail map's 250 px. */
  height?: number | string;
  /** Makes the marker movable (dragged, or moved to a tapped spot), reporting each new point. */
  onChange?: (point: MapPoint) => void;
  /** The map's accessible name, e.g. the address it shows. */
  label?: string;
};

// A pin drawn in SVG: Leaflet's default marker finds its PNGs through a CSS path the bundler rewrites, and breaks.
const PIN =
  '<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true"><path d="M16 43S30 26.5 30 16A14 14 0 0 0 2 16c0 10.5 14 27 14 27z" fill="currentColor" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="5.5" fill="#fff"/></svg>';

// Leaflet's own credit, its English title in Spanish; the link and its text stay as Leaflet writes them.
const attributionPrefix = String(Control.Attribution.prototype.options.prefix ?? '').replace(
  'title="A JavaScript library for interactive maps"',
  `title="${mapTexts.leafletTitle}"`,
);

/**
 * Follows a point set from outside (another address chosen) without resetting the zoom the person chose, unless
 * a new zoom comes with it (a typed address opening on its barrio or city).
 */
function FollowPoint({ lat, lng, zoom }: MapPoint & { zoom: number }) {
  const map = useMap();
  const shownZoom = useRef(zoom);
  useEffect(() => {
    if (shownZoom.current === zoom) {
      map.panTo([lat, lng], { animate: true });
      return;
    }
    shownZoom.current = zoom;
    map.setView([lat, lng], zoom);
  }, [map, lat, lng, zoom]);
  return null;
}

/** A map laid out while hidden (a modal opening, a collapsed section) measures 0 px; it measures again on resize. */
export function FitContainer() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/**
 * The zoom buttons and the credits, named in Spanish: put inside a MapContainer made with `zoomControl={false}` and
 * `attributionControl={false}`. Shared by every map of the app.
 */
export function MapControls() {
  return (
    <>
      <ZoomControl zoomInTitle={mapTexts.zoomIn} zoomOutTitle={mapTexts.zoomOut} />
      <AttributionControl prefix={attributionPrefix} />
    </>
  );
}

function MoveOnClick({ onMove }: { onMove: (point: MapPoint) => void }) {
  useMapEvents({ click: (event: LeafletMouseEvent) => onMove({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

export function PointMap({ lat, lng, zoom = 16, height = 250, onChange, label }: PointMapProps) {
  const editable = onChange !== undefined;
  // A configuration stored by an older version has no MAP: the default tiles serve until the new one arrives.
  const tiles = useConfiguration().MAP ?? defaultMapTiles;
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const icon = useMemo(
    () =>
      divIcon({
        html: PIN,
        className: editable ? `${classes.pin} ${classes.movable}` : classes.pin,
        iconSize: [32, 44],
        iconAnchor: [16, 43],
      }),
    [editable],
  );
  const markerEvents = useMemo(
    () => ({
      dragend: (event: LeafletEvent) => {
        const point = (event.target as LeafletMarker).getLatLng();
        latest.current?.({ lat: point.lat, lng: point.lng });
      },
    }),
    [],
  );

  return (
    <div className={classes.frame} style={{ height }} role="region" aria-label={label} data-testid="point-map">
      <MapContainer
        center={[lat, lng]}
        zoom={zoom}
        scrollWheelZoom={false}
        zoomControl={false}
        attributionControl={false}
        className={classes.map}
      >
        <MapControls />
        <TileLayer url={tiles.tile_url} attribution={tiles.attribution} />
        <Marker position={[lat, lng]} icon={icon} draggable={editable} keyboard={false} eventHandlers={markerEvents} />
        <FollowPoint lat={lat} lng={lng} zoom={zoom} />
        <FitContainer />
        {editable && <MoveOnClick onMove={(point) => latest.current?.(point)} />}
      </MapContainer>
    </div>
  );
}
