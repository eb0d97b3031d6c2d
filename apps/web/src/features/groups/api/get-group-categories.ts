// GET /api/account/group/{id}/publication/categories: the categories the group's portfolio holds, with how many
// listings each, for the category filter (shown only when there is more than one). Counted under the
// list's time filter, so a category's count is what choosing it shows.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { categoryCountSchema } from '@vitrina/shared/publications';
import { http } from '@/lib/http';
import { isGroupId } from './get-group';
import { portfolioKeys, type PortfolioTime } from './get-group-publications';

export type CategoryCount = z.infer<typeof categoryCountSchema>;

export function getGroupCategories(groupId: number, time: PortfolioTime): Promise<CategoryCount[]> {
  return http.get<CategoryCount[]>(`/account/group/${groupId}/publication/categories`, { query: { time } });
}

export function useGroupCategories(groupId: number | undefined, time: PortfolioTime) {
  return useQuery({
    queryKey: portfolioKeys.categories(groupId ?? 0, time),
    queryFn: () => getGroupCategories(groupId!, time),
    // The filter keeps the counts it shows until the new window's arrive, instead of blinking away.
    placeholderData: keepPreviousData,
    // Without categories the filter is just not offered; the list itself reports a failed group.
    meta: { errorToast: false },
    enabled: isGroupId(groupId),
  });
}
