// GET /api/account/group/{id}/publication/categories: the categories the group's portfolio holds, with how many
// listings each, for the category filter (spec 02 §2: shown only when there is more than one).
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { categoryCountSchema } from '@vitrina/shared/publications';
import { http } from '@/lib/http';
import { isGroupId } from './get-group';
import { portfolioKeys } from './get-group-publications';

export type CategoryCount = z.infer<typeof categoryCountSchema>;

export function getGroupCategories(groupId: number): Promise<CategoryCount[]> {
  return http.get<CategoryCount[]>(`/account/group/${groupId}/publication/categories`);
}

export function useGroupCategories(groupId: number | undefined) {
  return useQuery({
    queryKey: portfolioKeys.categories(groupId ?? 0),
    queryFn: () => getGroupCategories(groupId!),
    // Without categories the filter is just not offered; the list itself reports a failed group.
    meta: { errorToast: false },
    enabled: isGroupId(groupId),
  });
}
