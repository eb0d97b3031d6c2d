// The results map's markers (product.md, Searches: Map): each price label at its boundaries, clusters of 50 px with
// their count, viewed ones muted, and names that say what a tap does.
import { describe, expect, it } from 'vitest';
import { markerPriceLabel, type Marker } from '@vitrina/shared/search-map';
import { CLUSTER_SIZE, markerKey, markerLook, stackLook } from './marker-icons';
import classes from './map.module.css';

const listing = (amount: number | null, overrides: Partial<Marker> = {}): Marker => ({
  lat: -34.58,
  lng: -58.42,
  count: 1,
  id: 7,
  amount,
  currency: 'USD',
  viewed: false,
  cell: null,
  ...overrides,
});
const text = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent;

describe('a listing marker', () => {
  // The label is the shared markerPriceLabel (decision 003's format): the pill shows it at every boundary, a price
  // that rounds up to the next unit in that unit's form.
  it.each([
    [null, 'Sin precio'],
    [0, 'Sin precio'],
    [999, '999'],
    [1000, '1.0k'],
    [1500, '1.5k'],
    [9949, '9.9k'],
    [9950, '10k'],
    [9999, '10k'],
    [10_000, '10k'],
    [85_000, '85k'],
    [999_499, '999k'],
    [999_500, '1.0M'],
    [999_999, '1.0M'],
    [1_000_000, '1.0M'],
    [1_250_000, '1.3M'],
    [123_456_789, '123.5M'],
  ])('labels a price of %s as «%s»', (amount, label) => {
    expect(markerPriceLabel(amount)).toBe(label);
    expect(text(markerLook(listing(amount)).html)).toBe(label);
  });

  it('is a pill named with its currency and what a tap does, muted once viewed', () => {
    const fresh = markerLook(listing(185_000), 'US$');
    expect(fresh.cluster).toBe(false);
    expect(fresh.label).toBe('Publicación de US$ 185k: ver detalle');
    expect(fresh.className).toBe(classes.listing);
    const seen = markerLook(listing(185_000, { viewed: true }), 'US$');
    expect(seen.className).toBe(`${classes.listing} ${classes.viewed}`);
    expect(seen.label).toBe('Publicación de US$ 185k, ya vista: ver detalle');
    expect(markerLook(listing(null), 'US$').label).toBe('Publicación de Sin precio: ver detalle');
  });
});

describe('a cluster marker', () => {
  it('is a 50 px circle with its count, centred on its point', () => {
    const look = markerLook(listing(null, { count: 37, id: null }));
    expect(look.cluster).toBe(true);
    expect(CLUSTER_SIZE).toBe(50);
    expect(look.iconSize).toEqual([50, 50]);
    expect(look.iconAnchor).toEqual([25, 25]);
    expect(text(look.html)).toBe('37');
    expect(look.label).toBe('37 publicaciones aquí: acercar');
  });

  it('grey once every listing in it was seen, and named so: the grey alone says nothing to a screen reader', () => {
    const seen = markerLook(listing(null, { count: 37, id: null, viewed: true }));
    expect(seen.className).toBe(`${classes.cluster} ${classes.viewed}`);
    expect(seen.label).toBe('37 publicaciones aquí, ya vistas: acercar');
  });
});

describe('listings at one point', () => {
  it('are drawn as a cluster with their count, named for the list a tap opens, muted only when all were viewed', () => {
    const look = stackLook([listing(185_000), listing(90_000, { id: 8, viewed: true })]);
    expect(look.iconSize).toEqual([50, 50]);
    expect(look.iconAnchor).toEqual([25, 25]);
    expect(text(look.html)).toBe('2');
    expect(look.className).toBe(classes.cluster);
    expect(look.label).toBe('2 publicaciones en este lugar: ver cuáles');
    const seen = stackLook([listing(185_000, { viewed: true }), listing(90_000, { id: 8, viewed: true })]);
    expect(seen.className).toBe(`${classes.cluster} ${classes.viewed}`);
    expect(seen.label).toBe('2 publicaciones en este lugar, ya vistas: ver cuáles');
  });
});

describe('keeping markers between answers', () => {
  it('keys a marker by what it shows, so a viewed one is drawn again muted', () => {
    expect(markerKey(listing(5))).toBe(markerKey(listing(5)));
    expect(markerKey(listing(5))).not.toBe(markerKey(listing(5, { viewed: true })));
    expect(markerKey(listing(5))).not.toBe(markerKey(listing(5, { id: 8 })));
    // The cell decides where the icon is drawn: the same listing in another cell is drawn again.
    expect(markerKey(listing(5, { cell: [1, 2] }))).not.toBe(markerKey(listing(5, { cell: [2, 4] })));
  });
});
