// Which marker's sheet is open over the results map: a stack of listings at one point, or a grid cell tapped when the
// map cannot zoom in any further. Kept by the marker's point and looked up in every new answer, so the sheet follows
// fresh data (a listing just viewed) and closes by itself once the markers have nothing there any more.
import { useCallback, useRef, useState } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import type { Marker } from '@vitrina/shared/search-map';
import { cellAt, stackAt, type LatLngPoint, type MarkerStack, type Placed } from './marker-stacks';

type SheetAt = LatLngPoint & { kind: 'stack' | 'cell' };

export function useMarkerSheet(placed: Placed[], map: LeafletMap | null) {
  const [at, setAt] = useState<SheetAt | null>(null);
  // The marker that opened the sheet, to give focus back to.
  const origin = useRef<HTMLElement | undefined>(undefined);
  const stack = at?.kind === 'stack' ? stackAt(placed, at) : undefined;
  const cell = at?.kind === 'cell' ? cellAt(placed, at) : undefined;
  // New markers without what the sheet shows: it no longer applies (React's adjust-state-while-rendering pattern).
  if (at && !stack && !cell) setAt(null);

  const openStack = useCallback((opened: MarkerStack, element: HTMLElement | undefined) => {
    origin.current = element;
    setAt({ kind: 'stack', lat: opened.lat, lng: opened.lng });
  }, []);
  const openCell = useCallback((marker: Marker, element: HTMLElement | undefined) => {
    origin.current = element;
    setAt({ kind: 'cell', lat: marker.lat, lng: marker.lng });
  }, []);
  const close = useCallback(() => setAt(null), []);
  // The marker may have been drawn again meanwhile (a listing viewed): the map itself then.
  const returnFocus = useCallback(() => {
    const target = origin.current?.isConnected ? origin.current : map?.getContainer();
    target?.focus({ preventScroll: true });
  }, [map]);

  const key = at ? `${at.kind}:${at.lat}|${at.lng}` : undefined;
  return { key, stack, cell, openStack, openCell, close, returnFocus };
}
