// PUT /api/account/publication/{id}/priority {priority, priority_description}: set a priority, or remove it with
// null (product.md, Listings: Priority). Answers the updated listing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Publication } from '@vitrina/shared/publications';
import { http } from '@/lib/http';
import { publicationKeys } from './publication-keys';

export type PriorityUpdate = { priority: string | null; priority_description: string | null };

export async function updatePriority(id: number, update: PriorityUpdate): Promise<Publication> {
  return http.put<Publication>(`/account/publication/${id}/priority`, update);
}

export function useUpdatePriority(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PriorityUpdate) => updatePriority(id, update),
    // The drawer shows field errors itself.
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationKeys.all }),
  });
}
