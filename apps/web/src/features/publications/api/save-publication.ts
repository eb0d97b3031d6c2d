// POST /api/account/publication (create) and POST /api/account/publication/{id} with _method PUT (update), both
// multipart with the images. Both answer the listing. A creation carries the form's Idempotency-Key, so sending it
// again (a second press, a retry after a lost answer) stores one listing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idempotencyKeyHeader } from '@vitrina/shared/idempotency';
import type { Publication } from '@vitrina/shared/publications';
import { refreshCurrentUser } from '@/lib/current-user';
import { http, type UploadProgress } from '@/lib/http';
import { toFormData } from '../components/form-input';
import type { FormValues } from '../components/form-model';
import { publicationKeys } from './publication-keys';

export async function savePublication(
  id: number | undefined,
  values: FormValues,
  onProgress: UploadProgress,
  creationKey?: string,
): Promise<Publication> {
  const form = toFormData(values);
  if (id) {
    return http.upload<Publication>(`/account/publication/${id}`, form, {
      method: 'PUT',
      onUploadProgress: onProgress,
    });
  }
  const headers = creationKey ? { [idempotencyKeyHeader]: creationKey } : undefined;
  return http.upload<Publication>('/account/publication', form, { onUploadProgress: onProgress, headers });
}

/** `creationKey`: the Idempotency-Key of the creation form on screen (unused when editing). */
export function useSavePublication(id: number | undefined, onProgress: UploadProgress, creationKey?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: FormValues) => savePublication(id, values, onProgress, creationKey),
    // The form lists the server's errors itself (product.md, Listings: Form).
    meta: { errorToast: false },
    onSuccess: (publication) => {
      queryClient.setQueryData(publicationKeys.detail(publication.id), publication);
      void queryClient.invalidateQueries({
        queryKey: publicationKeys.all,
        predicate: (query) => query.queryKey[2] === 'list',
      });
      // The profile counts the user's listings.
      if (!id) void refreshCurrentUser().catch(() => undefined);
    },
  });
}
