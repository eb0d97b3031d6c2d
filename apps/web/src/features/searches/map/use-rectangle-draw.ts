// Drawing a rectangle on a Leaflet map with a finger or a mouse: while on, the map stops panning, a press sets one
// corner, dragging shows the rectangle and letting go reports it, or reports that it has no surface (a tap without
// a drag, or a drag along a line), so the person can be told why nothing was chosen. Pinch zoom and the zoom buttons
// keep working.
import { useEffect, useRef } from 'react';
import { latLngBounds, rectangle, type Map as LeafletMap, type Rectangle } from 'leaflet';
import type { MapBounds } from '@vitrina/shared/search-map';
import { areaFromCorners, type LatLng } from './map-view';
import classes from './map.module.css';

/** The rectangle of an area, drawn or chosen: the brand's colour comes from the stylesheet. */
export const drawnStyle = { weight: 2, fillOpacity: 0.12, className: classes.area } as const;

/** What a drawing reports when the pointer is let go: the rectangle, or null when it has no surface. */
export type DrawnHandler = (area: MapBounds | null) => void;

export function useRectangleDraw(map: LeafletMap | null, active: boolean, onDrawn: DrawnHandler) {
  const latest = useRef(onDrawn);
  useEffect(() => {
    latest.current = onDrawn;
  });

  useEffect(() => {
    if (!map || !active) return;
    const container = map.getContainer();
    let start: LatLng | null = null;
    let shape: Rectangle | null = null;
    const pointAt = (event: PointerEvent) => map.mouseEventToLatLng(event as unknown as MouseEvent);
    const reset = () => {
      start = null;
      shape?.remove();
      shape = null;
    };

    const down = (event: PointerEvent) => {
      // The zoom buttons and the credits stay usable while drawing.
      if ((event.target as Element | null)?.closest?.('.leaflet-control')) return;
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      event.preventDefault();
      start = pointAt(event);
      container.setPointerCapture?.(event.pointerId);
    };
    const move = (event: PointerEvent) => {
      if (!start) return;
      const bounds = latLngBounds([start.lat, start.lng], pointAt(event));
      if (shape) shape.setBounds(bounds);
      else shape = rectangle(bounds, { ...drawnStyle, interactive: false }).addTo(map);
    };
    const up = (event: PointerEvent) => {
      if (!start) return;
      const area = areaFromCorners(start, pointAt(event));
      reset();
      latest.current(area);
    };

    map.dragging.disable();
    map.boxZoom.disable();
    container.classList.add(classes.drawing);
    container.addEventListener('pointerdown', down);
    container.addEventListener('pointermove', move);
    container.addEventListener('pointerup', up);
    container.addEventListener('pointercancel', reset);
    return () => {
      container.removeEventListener('pointerdown', down);
      container.removeEventListener('pointermove', move);
      container.removeEventListener('pointerup', up);
      container.removeEventListener('pointercancel', reset);
      container.classList.remove(classes.drawing);
      map.dragging.enable();
      map.boxZoom.enable();
      reset();
    };
  }, [map, active]);
}
