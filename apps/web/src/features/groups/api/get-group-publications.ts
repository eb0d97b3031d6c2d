// GET /api/account/group/{id}/publication: the group's portfolio, newest listing first, 20 a page (product.md,
// Listings: Portfolio), loaded page after page as the person scrolls. A new filter is a new list that starts again at
// page 1.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@vitrina/shared/pagination';
import type { Publication, portfolioTimes } from '@vitrina/shared/publications';
import type { CategoryValue } from '@vitrina/shared/enums';
import { limits } from '@vitrina/shared/constants';
import { http } from '@/lib/http';
import { isGroupId } from './get-group';
import { groupKeys } from './group-keys';

export type PortfolioTime = (typeof portfolioTimes)[number]['value'];
export type PortfolioFilters = { search: string; time: PortfolioTime; category: CategoryValue | '' };

export const portfolioKeys = {
  all: (groupId: number) => [...groupKeys.detail(groupId), 'publication'] as const,
  list: (groupId: number, filters: PortfolioFilters) =>
    [...groupKeys.detail(groupId), 'publication', 'list', filters] as const,
  categories: (groupId: number, time: PortfolioTime) =>
    [...groupKeys.detail(groupId), 'publication', 'categories', time] as const,
};

export function getGroupPublications(groupId: number, filters: PortfolioFilters, page: number, signal?: AbortSignal) {
  return http.get<Paged<Publication>>(`/account/group/${groupId}/publication`, {
    query: {
      search: filters.search || undefined,
      time: filters.time,
      category: filters.category || undefined,
      orderBy: 'listed_at',
      orderMethod: 'desc',
      take: limits.listPageSize,
      page,
    },
    signal,
  });
}

export function useGroupPublications(groupId: number | undefined, filters: PortfolioFilters) {
  return useInfiniteQuery({
    queryKey: portfolioKeys.list(groupId ?? 0, filters),
    queryFn: ({ pageParam, signal }) => getGroupPublications(groupId!, filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<Publication>) => (last.next_page_url ? last.current_page + 1 : undefined),
    // The current cards stay, dimmed, while another filter's first page arrives.
    placeholderData: keepPreviousData,
    // The page reports a failure itself (product.md, The shell: Ways out).
    meta: { errorToast: false },
    enabled: isGroupId(groupId),
  });
}
