// GET /api/auth/logout revokes the token; then the session and everything cached for the user is cleared. A
// token the server no longer knows is no reason to stay signed in, so a failed call still signs out.
import type { QueryClient } from '@tanstack/react-query';
import { getAuthToken } from '@/lib/auth-token';
import { http } from '@/lib/http';
import { endSession } from '@/lib/session';

export async function revokeToken(): Promise<void> {
  if (getAuthToken()) await http.get('/auth/logout').catch(() => undefined);
}

export function clearSession(queryClient: QueryClient): void {
  endSession();
  // The configuration is the site's, not the user's: it stays.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'configuration' });
}
