// The results map's markers, drawn in one Leaflet layer that is updated in place: a new answer removes the markers
// it no longer has, adds the new ones and leaves the rest untouched, so a pan never blinks.
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
import { markerKey, markerLook } from './marker-icons';

export type MarkersLayerProps = {
  markers: Marker[];
  /** A currency's symbol by its code, read out with a listing's price. */
  symbolOf: (currency: string | null) => string | undefined;
  onCluster: (marker: Marker) => void;
  onListing: (marker: Marker) => void;
};

export function MarkersLayer({ markers, symbolOf, onCluster, onListing }: MarkersLayerProps) {
  const map = useMap();
  const layer = useMemo(() => layerGroup(), []);
  const drawn = useRef(new Map<string, LeafletMarker>());
  const handlers = useRef({ onCluster, onListing });
  useEffect(() => {
    handlers.current = { onCluster, onListing };
  });

  useEffect(() => {
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, layer]);

  useEffect(() => {
    const next = new Map<string, LeafletMarker>();
    for (const item of markers) {
      const key = markerKey(item);
      if (next.has(key)) continue;
      const kept = drawn.current.get(key);
      if (kept) {
        next.set(key, kept);
        continue;
      }
      const look = markerLook(item, symbolOf(item.currency));
      const created = leafletMarker([item.lat, item.lng], {
        icon: divIcon({
          html: look.html,
          className: look.className,
          iconSize: look.iconSize,
          iconAnchor: look.iconAnchor,
        }),
        title: look.label,
        keyboard: true,
        riseOnHover: true,
        // A listing's pill stays above the clusters around it.
        zIndexOffset: look.cluster ? 0 : 500,
      });
      // Leaflet makes a keyboard marker a button; its name is the label, not the bare price it shows.
      created.on('add', () => created.getElement()?.setAttribute('aria-label', look.label));
      const activate = () => (look.cluster ? handlers.current.onCluster(item) : handlers.current.onListing(item));
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
  }, [markers, layer, symbolOf]);

  return null;
}
