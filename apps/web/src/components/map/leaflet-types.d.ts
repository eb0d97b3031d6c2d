// A stand-in for @types/leaflet, which the workspace lacks (its package.json entry is malformed and nothing was
// installed): only what react-leaflet's props and point-map.tsx use. Delete this file once @types/leaflet is
// installed, since an ambient module declaration shadows a package's own types.
declare module 'leaflet' {
  export type LatLngTuple = [number, number];
  export interface LatLng {
    lat: number;
    lng: number;
  }
  export type LatLngExpression = LatLng | LatLngTuple;
  export type LatLngBoundsExpression = LatLngTuple[];
  export type FitBoundsOptions = { padding?: [number, number] };
  export type PointTuple = [number, number];

  export interface LeafletEvent {
    type: string;
    target: unknown;
  }
  export interface LeafletMouseEvent extends LeafletEvent {
    latlng: LatLng;
  }
  export interface LeafletEventHandlerFnMap {
    click?: (event: LeafletMouseEvent) => void;
    dragend?: (event: LeafletEvent) => void;
  }

  export class Evented {}
  export class Layer extends Evented {}
  export class Map extends Evented {
    panTo(latlng: LatLngExpression, options?: { animate?: boolean }): this;
    setView(center: LatLngExpression, zoom?: number): this;
    getZoom(): number;
    getContainer(): HTMLElement;
    invalidateSize(): this;
  }
  export class Marker<P = unknown> extends Layer {
    feature?: P;
    getLatLng(): LatLng;
  }
  export class TileLayer extends Layer {}
  export class DivIcon {}

  export interface MapOptions {
    center?: LatLngExpression;
    zoom?: number;
    minZoom?: number;
    maxZoom?: number;
    scrollWheelZoom?: boolean | 'center';
    attributionControl?: boolean;
    zoomControl?: boolean;
  }
  export interface TileLayerOptions {
    attribution?: string;
    maxZoom?: number;
  }
  export interface MarkerOptions {
    icon?: DivIcon;
    draggable?: boolean;
    keyboard?: boolean;
    title?: string;
    alt?: string;
    autoPan?: boolean;
  }
  export interface DivIconOptions {
    html?: string;
    className?: string;
    iconSize?: PointTuple;
    iconAnchor?: PointTuple;
  }
  export function divIcon(options: DivIconOptions): DivIcon;
}
