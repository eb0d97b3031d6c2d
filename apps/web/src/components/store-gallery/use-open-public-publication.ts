// GET /api/publication/{id}: a public listing, for anyone; what a gallery tile opens in the detail modal. The
// tile asks for it on the click (a store shows 20 tiles and most are never opened) and keeps it a minute.
// Here rather than in a feature: the store page and a microsite's home open listings alike.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Publication } from '@vitrina/shared/publications';
import { http } from '@/lib/http';
import { notifyError } from '@/lib/notify';

export function getPublicPublication(id: number): Promise<Publication> {
  return http.get<Publication>(`/publication/${id}`);
}

export const publicPublicationQuery = (id: number) =>
  // The opener says what went wrong itself, so the cache's toast stays quiet.
  queryOptions({
    queryKey: ['publication', id],
    queryFn: () => getPublicPublication(id),
    staleTime: 60_000,
    meta: { errorToast: false },
  });

/** Opens a listing's detail by id: loads it, then the modal; a failure says why. `opening` is the id on its way. */
export function useOpenPublicPublication() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opening, setOpening] = useState<number | null>(null);
  const open = async (id: number) => {
    if (opening !== null) return;
    setOpening(id);
    try {
      // The detail (gallery, map, lightbox) loads with the first tile opened, not with the page.
      const [publication, { openPublicationDetail }] = await Promise.all([
        queryClient.fetchQuery(publicPublicationQuery(id)),
        import('@/components/publication-detail/open-publication-detail'),
      ]);
      await openPublicationDetail(publication, { navigate: (path) => void navigate(path) });
    } catch (error) {
      notifyError(error);
    } finally {
      setOpening(null);
    }
  };
  return { open, opening };
}
