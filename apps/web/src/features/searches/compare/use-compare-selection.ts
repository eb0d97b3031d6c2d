// The listings chosen to compare in the filtered results: 2 to 4 of them, kept while the person pages, searches or
// changes the view, so a listing of 'Gustan' can be compared with one of 'No gustan'. A fifth is refused with a
// message rather than dropping one already chosen.
import { useCallback, useState } from 'react';
import type { FilteredCard } from '@vitrina/shared/search-filtered';

export const compareLimits = { min: 2, max: 4 } as const;

export function useCompareSelection() {
  const [chosen, setChosen] = useState<FilteredCard[]>([]);
  const [refused, setRefused] = useState(false);

  const toggle = useCallback(
    (card: FilteredCard, on: boolean) => {
      if (!on) {
        setChosen((list) => list.filter((item) => item.id !== card.id));
        setRefused(false);
      } else if (chosen.length >= compareLimits.max) {
        setRefused(true);
      } else {
        setChosen((list) => (list.some((item) => item.id === card.id) ? list : [...list, card]));
        setRefused(false);
      }
    },
    [chosen.length],
  );
  const clear = useCallback(() => {
    setChosen([]);
    setRefused(false);
  }, []);

  /** The chosen listings as the latest page shows them (an answer saved meanwhile), in the order they were chosen. */
  const current = useCallback(
    (page: readonly FilteredCard[] | undefined) => {
      const fresh = new Map((page ?? []).map((card) => [card.id, card]));
      return chosen.map((card) => fresh.get(card.id) ?? card);
    },
    [chosen],
  );

  return {
    count: chosen.length,
    ready: chosen.length >= compareLimits.min,
    refused,
    isChosen: (id: number) => chosen.some((card) => card.id === id),
    toggle,
    clear,
    current,
  };
}

export type CompareSelection = ReturnType<typeof useCompareSelection>;
