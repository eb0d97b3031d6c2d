// POST /api/search/{id}/result {id}: one listing of a search as its card, for the title of the thread a link opens.
import type { SearchCard } from '@vitrina/shared/searches';
import { http } from '@/lib/http';

export function getSearchCard(searchId: string, publicationId: number): Promise<SearchCard> {
  return http.post<SearchCard>(`/search/${searchId}/result`, { id: publicationId });
}
