// PUT /api/account/visit-availability: saves the hours, the visit length, the notice and the days off.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VisitAvailability } from '@vitrina/shared/visits';
import { http } from '@/lib/http';
import { visitKeys } from './visit-keys';

export function useSaveAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VisitAvailability) => http.put<VisitAvailability>('/account/visit-availability', body),
    meta: { errorToast: false },
    onSuccess: (saved) => client.setQueryData(visitKeys.availability(), saved),
  });
}
