// POST /api/account/publication (create) and POST /api/account/publication/{id} with _method PUT (update), both
// multipart with the images. Both answer the listing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
): Promise<Publication> {
  const form = toFormData(values);
  return id
    ? http.upload<Publication>(`/account/publication/${id}`, form, { method: 'PUT', onUploadProgress: onProgress })
    : http.upload<Publication>('/account/publication', form, { onUploadProgress: onProgress });
}

export function useSavePublication(id: number | undefined, onProgress: UploadProgress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: FormValues) => savePublication(id, values, onProgress),
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
