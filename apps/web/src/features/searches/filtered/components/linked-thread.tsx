// The thread a link names (?thread={listing id}, as the inbox's message items do): open over the filtered results as
// the page opens, closed by dropping the parameter, so the back button and a reload behave. Only participants read
// threads, so only they get it (components/thread-access.ts).
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ThreadDrawer } from '@/components/listing-thread/thread-drawer';
import type { SearchThreadAccess } from '../../components/thread-access';
import { searchKeys } from '../../search-keys';
import { getSearchCard } from '../api/get-search-card';

export function LinkedThread({ thread }: { thread: SearchThreadAccess }) {
  const [address, setAddress] = useSearchParams();
  const asked = Number(address.get('thread'));
  const publicationId = Number.isSafeInteger(asked) && asked > 0 ? asked : null;
  // The listing's title for the drawer's; a listing an edit took out of the search has none to show, and opens anyway.
  const card = useQuery({
    queryKey: [...searchKeys.detail(thread.searchId), 'card', publicationId],
    queryFn: () => getSearchCard(thread.searchId, publicationId!),
    enabled: publicationId !== null,
    retry: false,
  });
  if (publicationId === null) return null;
  return (
    <ThreadDrawer
      access={{ ...thread, publicationId, title: card.data?.title ?? null }}
      opened
      onClose={() =>
        setAddress(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('thread');
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}
