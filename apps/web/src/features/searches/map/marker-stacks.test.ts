// Listings at one point grouped into one stack (the units of one building): only single listings at exactly the same
// point, each listing once, in a stable order; cells and lone listings stay as the API answered them; a stack keyed
// by its listings, so the map redraws it only when one of them changes.
import { describe, expect, it } from 'vitest';
import { cellAt, groupMarkers, placedKey, stackAt, type Placed } from './marker-stacks';
import { testMarker } from './map-test-helpers';

const building = { lat: -34.5881, lng: -58.4302 };
const cell = testMarker({ id: null, count: 12, amount: null, currency: null, lat: -34.61, lng: -58.39 });
const stackOf = (placed: Placed[]) => placed.flatMap((item) => (item.kind === 'stack' ? [item.stack] : []));

describe('grouping the markers of an answer', () => {
  it('makes one stack of the listings at one point, where the first of them was', () => {
    const lone = testMarker({ id: 3, lat: -34.6 });
    const placed = groupMarkers([
      lone,
      testMarker({ id: 9, ...building }),
      cell,
      testMarker({ id: 4, ...building, viewed: true }),
    ]);
    expect(placed.map((item) => item.kind)).toEqual(['marker', 'stack', 'marker']);
    expect(placed[0]).toEqual({ kind: 'marker', marker: lone });
    expect(placed[2]).toEqual({ kind: 'marker', marker: cell });
    const [stack] = stackOf(placed);
    expect(stack.lat).toBe(building.lat);
    expect(stack.lng).toBe(building.lng);
    // By id, whatever order they came in.
    expect(stack.listings.map((listing) => listing.id)).toEqual([4, 9]);
  });

  it('groups only exactly the same point', () => {
    const placed = groupMarkers([
      testMarker({ id: 1, ...building }),
      testMarker({ id: 2, lat: building.lat + 1e-9, lng: building.lng }),
      testMarker({ id: 3, lat: building.lat, lng: building.lng - 1e-9 }),
    ]);
    expect(placed.every((item) => item.kind === 'marker')).toBe(true);
  });

  it('leaves grid cells alone, even at a listing’s point, and never stacks two cells', () => {
    const here = { ...cell, ...building };
    const placed = groupMarkers([here, { ...here, count: 3 }, testMarker({ id: 5, ...building })]);
    expect(placed.map((item) => item.kind)).toEqual(['marker', 'marker', 'marker']);
  });

  it('counts a listing answered twice once, so it stays a pill', () => {
    const twice = testMarker({ id: 6, ...building });
    expect(groupMarkers([twice, { ...twice }])).toEqual([{ kind: 'marker', marker: twice }]);
    const [stack] = stackOf(groupMarkers([twice, { ...twice }, testMarker({ id: 7, ...building })]));
    expect(stack.listings.map((listing) => listing.id)).toEqual([6, 7]);
  });

  it('finds the stack or the cell still at a point in a new answer', () => {
    const placed = groupMarkers([testMarker({ id: 1, ...building }), testMarker({ id: 2, ...building }), cell]);
    expect(stackAt(placed, building)?.listings).toHaveLength(2);
    expect(stackAt(placed, cell)).toBeUndefined();
    expect(cellAt(placed, cell)).toBe(cell);
    expect(cellAt(placed, building)).toBeUndefined();
    expect(stackAt(groupMarkers([testMarker({ id: 1, ...building })]), building)).toBeUndefined();
  });
});

describe('keeping a stack between answers', () => {
  const keyOf = (markers: Parameters<typeof groupMarkers>[0]) => placedKey(groupMarkers(markers)[0]);
  const one = testMarker({ id: 1, ...building });
  const two = testMarker({ id: 2, ...building, amount: 90_000 });

  it('keys a stack by every listing in it, not by the order they came in', () => {
    expect(keyOf([one, two])).toBe(keyOf([two, one]));
    expect(keyOf([one, two])).not.toBe(keyOf([one, { ...two, viewed: true }]));
    expect(keyOf([one, two])).not.toBe(keyOf([one, two, testMarker({ id: 3, ...building })]));
    expect(keyOf([one, two])).not.toBe(keyOf([one, { ...two, id: 5 }]));
  });

  it('never keys a stack as a lone marker', () => {
    expect(keyOf([one, two])).not.toBe(keyOf([one]));
    expect(keyOf([one, two])).not.toBe(keyOf([two]));
  });
});
