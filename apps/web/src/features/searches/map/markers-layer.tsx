// The results map's markers, drawn in one Leaflet layer that is updated in place: a new answer removes the markers
// it no longer has, adds the new ones and leaves the rest untouched, so a pan never blinks. A stack of listings at one
// point (marker-stacks.ts) is one marker, kept while the same listings are there. A clustered answer's markers are
// drawn inside their cells (marker-placement.ts), so no two icons overlap.
import { useEffect, useMemo, useRef } from 'react';
import {
  divIcon,
  layerGroup,
  marker as leafletMarker,
  type LeafletKeyboardEvent,
  type Marker as LeafletMarker,
} from 'leaflet';
import { useMap } from 'react-leaflet';
import type { Marker } from '@vitrina/shared/search-map';
import { markerLook, stackLook } from './marker-icons';
import { placeInCell } from './marker-placement';
import { placedKey, type MarkerStack, type Placed } from './marker-stacks';

export type MarkersLayerProps = {
  /** The answer's markers, listings at one point grouped (marker-stacks.ts). */
  markers: Placed[];
  /** The zoom the answer was asked for, and the zoom of its grid's tiles when it is clustered. */
  grid: { zoom: number; level: number | null };
  /** A currency's symbol by its code, read out with a listing's price. */
  symbolOf: (currency: string | null) => string | undefined;
  /** `element` is the marker's own, to give focus back to. */
  onCluster: (marker: Marker, element: HTMLElement | undefined) => void;
  onStack: (stack: MarkerStack, element: HTMLElement | undefined) => void;
  onListing: (marker: Marker) => void;
};

export function MarkersLayer({ markers, grid, symbolOf, onCluster, onStack, onListing }: MarkersLayerProps) {
  const map = useMap();
  const layer = useMemo(() => layerGroup(), []);
  const drawn = useRef(new Map<string, LeafletMarker>());
  const handlers = useRef({ onCluster, onStack, onListing });
  useEffect(() => {
    handlers.current = { onCluster, onStack, onListing };
  });

  useEffect(() => {
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, layer]);

  useEffect(() => {
    const next = new Map<string, LeafletMarker>();
    const { zoom, level } = grid;
    for (const item of markers) {
      const key = `${level ?? ''}/${placedKey(item)}`;
      if (next.has(key)) continue;
      const kept = drawn.current.get(key);
      if (kept) {
        next.set(key, kept);
        continue;
      }
      const look =
        item.kind === 'stack'
          ? stackLook(item.stack.listings)
          : markerLook(item.marker, symbolOf(item.marker.currency));
      const cell = item.kind === 'marker' ? item.marker.cell : null;
      const point =
        item.kind === 'stack'
          ? item.stack
          : cell && level !== null
            ? placeInCell(item.marker, cell, level, zoom, look)
            : item.marker;
      const created = leafletMarker([point.lat, point.lng], {
        icon: divIcon({
          html: look.html,
          className: look.className,
          iconSize: look.iconSize,
          iconAnchor: look.iconAnchor,
        }),
        title: look.label,
        keyboard: true,
        riseOnHover: true,
        // A listing's pill, or listings at one point, stay above the clusters around them.
        zIndexOffset: item.kind === 'marker' && look.cluster ? 0 : 500,
      });
      // Leaflet makes a keyboard marker a button; its name is the label, not the bare price it shows.
      created.on('add', () => created.getElement()?.setAttribute('aria-label', look.label));
      const activate = () => {
        const element = created.getElement();
        if (item.kind === 'stack') handlers.current.onStack(item.stack, element);
        else if (look.cluster) handlers.current.onCluster(item.marker, element);
        else handlers.current.onListing(item.marker);
      };
      created.on('click', activate);
      // Leaflet makes the marker focusable but leaves its keys to us: Enter and Space press it, as any button.
      created.on('keydown', (event: LeafletKeyboardEvent) => {
        if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
        event.originalEvent.preventDefault();
        activate();
      });
      layer.addLayer(created);
      next.set(key, created);
    }
    for (const [key, old] of drawn.current) if (!next.has(key)) layer.removeLayer(old);
    drawn.current = next;
  }, [markers, grid, layer, symbolOf]);

  return null;
}
