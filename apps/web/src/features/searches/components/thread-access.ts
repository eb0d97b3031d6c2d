// Who may open a listing's thread in a search: its participants (the API answers 403 to anyone else), the owner also
// deleting any message. The deck's detail and the filtered results ask here.
import type { Search } from '@vitrina/shared/searches';
import type { ThreadAccess } from '@/components/listing-thread/thread-drawer';

export type SearchThreadAccess = Omit<ThreadAccess, 'publicationId' | 'title'>;

/** The viewer's way into the search's threads, or null when they do not take part. */
export function threadAccessOf(search: Search, meId: number | null | undefined): SearchThreadAccess | null {
  const mine = search.users.find((user) => user.id === meId);
  return mine && meId ? { searchId: search.uuid, meId, owner: mine.pivot.owner } : null;
}
