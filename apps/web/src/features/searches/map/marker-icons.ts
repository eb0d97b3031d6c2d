// How a marker of the results map looks and reads (spec 02 §2 Map): a cluster is a 50 px circle with its count, a
// listing a pill with its price label; listings and clusters the person already decided on are muted. Drawn as
// HTML (Leaflet divIcons), so the markers show even when the map's tiles cannot load.
import { markerPriceLabel, type Marker } from '@vitrina/shared/search-map';
import { searchMapTexts as texts } from './map-texts';
import classes from './map.module.css';

/** Clusters are 50 px icons (spec 02 §2). */
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

/** One marker's icon and name; `symbol` is the currency's symbol, read out with the price. */
export function markerLook(marker: Marker, symbol?: string): MarkerLook {
  const muted = marker.viewed ? ` ${classes.viewed}` : '';
  if (isCluster(marker)) {
    return {
      html: `<span class="${classes.clusterCount}" aria-hidden="true">${marker.count}</span>`,
      className: `${classes.cluster}${muted}`,
      iconSize: [CLUSTER_SIZE, CLUSTER_SIZE],
      iconAnchor: [CLUSTER_SIZE / 2, CLUSTER_SIZE / 2],
      label: texts.cluster(marker.count),
      cluster: true,
    };
  }
  const price = markerPriceLabel(marker.amount);
  const spoken = marker.amount == null || !symbol ? price : `${symbol} ${price}`;
  return {
    html: `<span class="${classes.pill}" aria-hidden="true">${escapeHtml(price)}</span>`,
    className: `${classes.listing}${muted}`,
    iconSize: PILL_BOX,
    iconAnchor: [PILL_BOX[0] / 2, PILL_BOX[1]],
    label: texts.listing(spoken, marker.viewed),
    cluster: false,
  };
}

/**
 * What identifies a marker between two answers: a marker whose key stays is left on the map as it is, so a pan
 * redraws only what changed.
 */
export function markerKey(marker: Marker): string {
  return [marker.lat, marker.lng, marker.count, marker.id, marker.amount, marker.currency, marker.viewed].join('|');
}
