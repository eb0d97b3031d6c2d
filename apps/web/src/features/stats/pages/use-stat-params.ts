// The chosen source and range live in the address (?source=group-5&from=AAAA-MM-DD&to=AAAA-MM-DD), so a reload,
// a shared link and the back button keep them. Without a range the default preset applies.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { StatSource } from '@vitrina/shared/stats';
import type { DayRange } from '../stat-dates';

export function sourceKey(source: Pick<StatSource, 'type' | 'id'>): string {
  return `${source.type}-${source.id}`;
}

export function useStatParams() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');

  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) next.set(name, value);
        return next;
      }),
    [setParams],
  );

  return {
    source: params.get('source'),
    range: from && to ? ([from, to] as DayRange) : null,
    setSource: useCallback((source: StatSource) => update({ source: sourceKey(source) }), [update]),
    setRange: useCallback(([nextFrom, nextTo]: DayRange) => update({ from: nextFrom, to: nextTo }), [update]),
  };
}
