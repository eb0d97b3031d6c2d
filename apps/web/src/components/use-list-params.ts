// The state of a paged list: the search text and the page. A new search starts again from page 1.
import { useCallback, useMemo, useState } from 'react';
import { limits } from '@vitrina/shared/constants';
import type { OrderMethod } from '@vitrina/shared/pagination';

export type ListParams<O extends string = string> = {
  search?: string;
  page: number;
  take: number;
  orderBy?: O;
  orderMethod?: OrderMethod;
};

export function useListParams<O extends string = string>(
  defaults: { take?: number; orderBy?: O; orderMethod?: OrderMethod } = {},
) {
  const [search, setSearchState] = useState('');
  const [page, setPage] = useState(1);

  const setSearch = useCallback((next: string) => {
    setSearchState(next);
    setPage(1);
  }, []);

  const params = useMemo<ListParams<O>>(
    () => ({
      search: search || undefined,
      page,
      take: defaults.take ?? limits.listPageSize,
      orderBy: defaults.orderBy,
      orderMethod: defaults.orderMethod,
    }),
    [search, page, defaults.take, defaults.orderBy, defaults.orderMethod],
  );

  return { search, page, setSearch, setPage, params };
}
