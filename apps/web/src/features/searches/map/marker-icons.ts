// How a marker of the results map looks and reads (product.md, Searches: Map): a cluster is a 50 px circle with its
// count, a listing a pill with its price label; listings and clusters the person already decided on are muted, and
// their names say so. Listings at one
// point (marker-stacks.ts) are drawn as a cluster too, but named for what a tap does to them. Drawn as HTML (Leaflet
// divIcons), so the markers show even when the map's tiles cannot load.
import { markerPriceLabel, type Marker } from '@vitrina/shared/search-map';
import { searchMapTexts as texts } from './map-texts';
import classes from './map.module.css';

/** Clusters are 50 px icons (product.md, Searches: Map). */
export const CLUSTER_SIZE = 50;
/** ours: a price pill's box; the pill itself is as wide as its label within it. */
const PILL_BOX: [number, number] = [84, 30];

export type MarkerLook = {
  html: string;
  className: string;
  iconSize: [number, number];
  iconAnchor: [number, number];
  /** What the marker is called by assistive technology and its tooltip. */
  label: string;
  cluster: boolean;
};

/** A marker with several listings (or a grid cell) rather than one listing. */
export const isCluster = (marker: Marker) => marker.count > 1 || marker.id === null;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A listing's price as the pills show it, with its currency's symbol when it has a price and the symbol is known. */
export function spokenPrice(marker: Marker, symbol?: string): string {
  const price = markerPriceLabel(marker.amount);
  return marker.amount == null || !symbol ? price : `${symbol} ${price}`;
}

const circle = (count: number, viewed: boolean, label: string): MarkerLook => ({
  html: `<span class="${classes.clusterCount}" aria-hidden="true">${count}</span>`,
  className: viewed ? `${classes.cluster} ${classes.viewed}` : classes.cluster,
  iconSize: [CLUSTER_SIZE, CLUSTER_SIZE],
  iconAnchor: [CLUSTER_SIZE / 2, CLUSTER_SIZE / 2],
  label,
  cluster: true,
});

/** One marker's icon and name; `symbol` is the currency's symbol, read out with the price. */
export function markerLook(marker: Marker, symbol?: string): MarkerLook {
  if (isCluster(marker)) return circle(marker.count, marker.viewed, texts.cluster(marker.count, marker.viewed));
  const muted = marker.viewed ? ` ${classes.viewed}` : '';
  const price = markerPriceLabel(marker.amount);
  const spoken = spokenPrice(marker, symbol);
  return {
    html: `<span class="${classes.pill}" aria-hidden="true">${escapeHtml(price)}</span>`,
    className: `${classes.listing}${muted}`,
    iconSize: PILL_BOX,
    iconAnchor: [PILL_BOX[0] / 2, PILL_BOX[1]],
    label: texts.listing(spoken, marker.viewed),
    cluster: false,
  };
}

/** Listings at one point: a cluster's circle with their count, muted only when every one of them was viewed. */
export function stackLook(listings: Marker[]): MarkerLook {
  const count = listings.length;
  const viewed = listings.every((listing) => listing.viewed);
  return circle(count, viewed, texts.stack(count, viewed));
}

/**
 * What identifies a marker between two answers: a marker whose key stays is left on the map as it is, so a pan
 * redraws only what changed. Its cell is part of it, since the cell decides where the icon is drawn.
 */
export function markerKey(marker: Marker): string {
  return [
    marker.lat,
    marker.lng,
    marker.count,
    marker.id,
    marker.amount,
    marker.currency,
    marker.viewed,
    marker.cell?.join(':') ?? '',
  ].join('|');
}
