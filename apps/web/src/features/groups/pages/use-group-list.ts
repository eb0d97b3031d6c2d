// What a group's list pages share (the portfolio, the published searches): the filters with a way to clear them from
// outside the search box, and the list's failures. A first page that cannot be loaded sends back to the group list
// with the error (product.md, The shell: Ways out); a later page that fails keeps what is shown and says why, and
// 'Cargar más' tries again.
import { useEffect, useState } from 'react';
import { notifyError } from '@/lib/notify';
import { useWayOut } from '@/lib/use-way-out';
import type { PortfolioFilters } from '../api/get-group-publications';

const noFilters: PortfolioFilters = { search: '', time: 'any', category: '' };

export function useGroupListFilters() {
  const [filters, setFilters] = useState<PortfolioFilters>(noFilters);
  // A new key gives the search box a fresh start when the filters are cleared from outside it.
  const [key, setKey] = useState(0);
  const filtered = filters.search !== '' || filters.time !== 'any' || filters.category !== '';
  const clear = () => {
    setFilters(noFilters);
    setKey((current) => current + 1);
  };
  return { filters, setFilters, key, filtered, clear };
}

type ListState = {
  isError: boolean;
  data: unknown;
  isFetching: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
};

export function useGroupListFailures(list: ListState, groupLoaded: boolean) {
  useWayOut(
    list.isError && !list.data && !list.isFetching && groupLoaded
      ? { to: '/account/group/index', error: list.error }
      : null,
  );
  const { isFetchNextPageError: failed, error } = list;
  useEffect(() => {
    if (failed) notifyError(error);
  }, [failed, error]);
}
