// Asking for a view's markers: the markers drawn stay while a new view is asked for, and a view left before its
// answer came has its request cancelled.
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { MarkersBody, MarkersResponse } from '@vitrina/shared/search-map';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { deferred, stubApi } from '@/test/render';
import { busiest, useMapMarkers } from './markers-api';
import { body, testMarker } from '../map-test-helpers';

const uuid = '3f1c1f7e-8d1a-4c38-9d43-2f7a9b0c1d2e';
const answer = (id: number): MarkersResponse => ({
  markers: [testMarker({ id })],
  total: 1,
  clustered: false,
  level: null,
});

function wrapper({ children }: { children: ReactNode }) {
  return <AppProviders queryClient={createQueryClient()}>{children}</AppProviders>;
}

describe('the markers of a view', () => {
  it('keeps the markers of the last answer while the next view is asked for, and cancels a view it left', async () => {
    const answers = new Map<number, ReturnType<typeof deferred<{ status: number; body: MarkersResponse }>>>();
    const { fetchStub, requests } = stubApi({
      [`POST /search/${uuid}/markers`]: (request) => {
        const pending = deferred<{ status: number; body: MarkersResponse }>();
        answers.set((request.body as MarkersBody).zoom, pending);
        return pending.promise;
      },
    });
    const { result, rerender } = renderHook(({ view }: { view: MarkersBody | null }) => useMapMarkers(uuid, view), {
      wrapper,
      initialProps: { view: null as MarkersBody | null },
    });
    expect(requests).toHaveLength(0);

    rerender({ view: body(13) });
    await waitFor(() => expect(answers.has(13)).toBe(true));
    expect(requests[0].body).toEqual(body(13));
    answers.get(13)!.resolve({ status: 200, body: answer(1) });
    // The answer says the zoom it was asked for: the map draws it only at that zoom or deeper.
    await waitFor(() => expect(result.current.data).toEqual({ ...answer(1), zoom: 13 }));

    // A move: the first view's markers stay on the map until the second's arrive.
    rerender({ view: body(14) });
    await waitFor(() => expect(answers.has(14)).toBe(true));
    expect(result.current.data).toEqual({ ...answer(1), zoom: 13 });
    expect(result.current.isPlaceholderData).toBe(true);

    // Another move before that answer: the request of the view left behind is cancelled.
    rerender({ view: body(15) });
    await waitFor(() => expect(answers.has(15)).toBe(true));
    const signalOf = (call: number) => (fetchStub.mock.calls[call][1] as RequestInit).signal!;
    expect(signalOf(1).aborted).toBe(true);
    expect(signalOf(2).aborted).toBe(false);
    answers.get(14)!.resolve({ status: 200, body: answer(2) });
    answers.get(15)!.resolve({ status: 200, body: answer(3) });
    await waitFor(() => expect(result.current.data).toEqual({ ...answer(3), zoom: 15 }));
    expect(result.current.isPlaceholderData).toBe(false);
  });
});

describe('where a search without places opens', () => {
  it('opens on the busiest cluster of the world, or does not know', () => {
    const markers = [testMarker({ count: 4, lat: 1, lng: 2 }), testMarker({ count: 40, lat: -31.4, lng: -64.2 })];
    expect(busiest(markers)).toEqual({ lat: -31.4, lng: -64.2 });
    expect(busiest([])).toBeNull();
    expect(busiest(undefined)).toBeNull();
  });
});
