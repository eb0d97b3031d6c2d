// GET /api/account/group/{id}/search: the searches published in the group, newest publication first, 20 a page
// (product.md, Searches: The group's searches), loaded page after page as the person scrolls. A new filter is a new
// list that starts again at page 1. The filters are the portfolio's: title, time and category.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { limits } from '@vitrina/shared/constants';
import type { Paged } from '@vitrina/shared/pagination';
import type { Search } from '@vitrina/shared/searches';
import { http } from '@/lib/http';
import { isGroupId } from '../../api/get-group';
import type { PortfolioFilters, PortfolioTime } from '../../api/get-group-publications';
import { groupKeys } from '../../api/group-keys';

export type GroupSearchFilters = PortfolioFilters;

export const groupSearchKeys = {
  all: (groupId: number) => [...groupKeys.detail(groupId), 'search'] as const,
  list: (groupId: number, filters: GroupSearchFilters) =>
    [...groupKeys.detail(groupId), 'search', 'list', filters] as const,
  categories: (groupId: number, time: PortfolioTime) =>
    [...groupKeys.detail(groupId), 'search', 'categories', time] as const,
};

export function getGroupSearches(groupId: number, filters: GroupSearchFilters, page: number, signal?: AbortSignal) {
  return http.get<Paged<Search>>(`/account/group/${groupId}/search`, {
    query: {
      search: filters.search || undefined,
      time: filters.time,
      category: filters.category || undefined,
      orderBy: 'published_at',
      orderMethod: 'desc',
      take: limits.listPageSize,
      page,
    },
    signal,
  });
}

export function useGroupSearches(groupId: number | undefined, filters: GroupSearchFilters) {
  return useInfiniteQuery({
    queryKey: groupSearchKeys.list(groupId ?? 0, filters),
    queryFn: ({ pageParam, signal }) => getGroupSearches(groupId!, filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<Search>) => (last.next_page_url ? last.current_page + 1 : undefined),
    // The current searches stay, dimmed, while another filter's first page arrives.
    placeholderData: keepPreviousData,
    // The page reports a failure itself (product.md, The shell: Ways out: on error it goes to the list of groups).
    meta: { errorToast: false },
    enabled: isGroupId(groupId),
  });
}
