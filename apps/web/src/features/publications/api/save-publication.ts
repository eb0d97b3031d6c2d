// POST /api/account/publication (create) and POST /api/account/publication/{id} with _method PUT (update), both
// multipart with the images. The API answers the listing or { message, data } with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Publication } from '@vitrina/shared/publications';
import { refreshCurrentUser } from '@/lib/current-user';
import { http, type UploadProgress } from '@/lib/http';
import { toFormData } from '../components/form-input';
import type { FormValues } from '../components/form-model';
import { publicationKeys } from './publication-keys';

type Answer = Publication | { message?: string; data: Publication };

function publicationOf(answer: Answer): Publication {
  return 'data' in answer && answer.data ? answer.data : (answer as Publication);
}

export async function savePublication(
  id: number | undefined,
  values: FormValues,
  onProgress: UploadProgress,
): Promise<Publication> {
  const form = toFormData(values);
  const answer = id
    ? await http.upload<Answer>(`/account/publication/${id}`, form, { method: 'PUT', onUploadProgress: onProgress })
    : await http.upload<Answer>('/account/publication', form, { onUploadProgress: onProgress });
  return publicationOf(answer);
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
