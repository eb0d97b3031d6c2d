// PUT /api/visit/{id}: confirm, decline with a reason, cancel, mark done or propose another time.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Visit, VisitChange } from '@vitrina/shared/visits';
import { http } from '@/lib/http';
import { visitKeys } from './visit-keys';

export function useChangeVisit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: VisitChange }) => http.put<Visit>(`/visit/${id}`, change),
    onSuccess: () => client.invalidateQueries({ queryKey: visitKeys.all }),
  });
}
