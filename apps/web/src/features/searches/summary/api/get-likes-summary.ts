// GET /api/search/{id}/summary: what a participant likes in a search (product.md, Searches: What one likes); the
// caller's own without `user_id`.
import type { LikesSummary } from '@vitrina/shared/search-summary';
import { http } from '@/lib/http';

export function getLikesSummary(id: string, userId: number | null): Promise<LikesSummary> {
  return http.get<LikesSummary>(`/search/${encodeURIComponent(id)}/summary`, {
    query: userId === null ? undefined : { user_id: userId },
  });
}
