// POST /api/search: the search the query box's sentence describes, made at once.
import type { CreateSearchInput, Search } from '@vitrina/shared/searches';
import { http } from '@/lib/http';

export function createSearch(input: CreateSearchInput): Promise<Search> {
  return http.post<Search>('/search', input);
}
