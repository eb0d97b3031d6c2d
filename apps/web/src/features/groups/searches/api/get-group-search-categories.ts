// GET /api/account/group/{id}/search/categories: the categories among the group's published searches, with how many
// searches each, counted under the list's time filter, for the category filter (shown only with more than one).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { isGroupId } from '../../api/get-group';
import type { CategoryCount } from '../../api/get-group-categories';
import type { PortfolioTime } from '../../api/get-group-publications';
import { groupSearchKeys } from './get-group-searches';

export function getGroupSearchCategories(groupId: number, time: PortfolioTime): Promise<CategoryCount[]> {
  return http.get<CategoryCount[]>(`/account/group/${groupId}/search/categories`, { query: { time } });
}

export function useGroupSearchCategories(groupId: number | undefined, time: PortfolioTime) {
  return useQuery({
    queryKey: groupSearchKeys.categories(groupId ?? 0, time),
    queryFn: () => getGroupSearchCategories(groupId!, time),
    // The filter keeps the counts it shows until the new window's arrive.
    placeholderData: keepPreviousData,
    // Without categories the filter is just not offered; the list itself reports a failed group.
    meta: { errorToast: false },
    enabled: isGroupId(groupId),
  });
}
