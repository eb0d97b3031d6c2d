// GET /api/publication/{id}/page: a public listing's own page (the listing, how to reach its publishers, its
// microsite). 404 for a listing that has no public page here: the page shows not-found.
import { useQuery } from '@tanstack/react-query';
import type { PublicationPage } from '@vitrina/shared/publication-page';
import { http } from '@/lib/http';

export const publicationPageKey = (id: number) => ['publication-page', id] as const;

export function getPublicationPage(id: number): Promise<PublicationPage> {
  return http.get<PublicationPage>(`/publication/${id}/page`);
}

/** The page shows not-found or the error itself, so the cache's toast stays quiet. */
export function usePublicationPage(id: number, enabled: boolean) {
  return useQuery({
    queryKey: publicationPageKey(id),
    queryFn: () => getPublicationPage(id),
    meta: { errorToast: false },
    enabled,
  });
}
