// The actions of a listing row: open its detail, set its priority (the drawer), and delete it after asking
// (product.md, Listings). Failures are toasted by the query cache.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Publication } from '@vitrina/shared/publications';
import { confirmDialog } from '@/components/confirm-dialog';
import { notifySuccess } from '@/lib/notify';
import { useDeletePublication } from '../api/delete-publication';
import { publicationTexts } from '../publication-texts';

export function usePublicationActions() {
  const navigate = useNavigate();
  const remove = useDeletePublication();
  const [prioritized, setPrioritized] = useState<Publication | null>(null);

  // The detail's code (gallery, lightbox, map) loads on the first listing opened, not with the list.
  const open = async (publication: Publication) => {
    const { openPublicationDetail } = await import('@/components/publication-detail/open-publication-detail');
    await openPublicationDetail(publication, { navigate: (path) => navigate(path) });
  };

  const deletePublication = async (publication: Publication) => {
    const confirmed = await confirmDialog({
      title: publicationTexts.removeTitle,
      text: publicationTexts.removeText(publication.title),
      confirmLabel: publicationTexts.remove,
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(publication.id, {
      onSuccess: (answer) => notifySuccess(answer.message),
    });
  };

  return {
    open,
    deletePublication,
    prioritized,
    setPrioritized,
    /** The listing whose deletion is under way, whose row shows it. */
    busyId: remove.isPending ? remove.variables : undefined,
  };
}
