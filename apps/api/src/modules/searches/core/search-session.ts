// Who a request is and the search its path names, in one statement (decision 019). The bearer plugin (lib/auth.ts)
// asks `authenticateRequest` who a token belongs to; on a route marked `config: { opensSearch: true }`, whose `:id`
// names a search, the token and the search are read together and the search is kept on the request
// (`prefetchedSearch`) for the route's service to open (search-access.ts) without reading it again. Anything else,
// a path that names no search or a search that does not exist, falls back to the token's own lookup.
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client';
import type { Authenticate } from '../../../lib/auth';
import type { Clock } from '../../../lib/clock';
import { acceptToken, authenticateToken, hashToken } from '../../auth';
import { searchKey, type PrefetchedSearch } from './search-access';
import { findSessionWithSearch } from './search-session.queries';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's `:id` names a search its service opens: the session's lookup reads it too. */
    opensSearch?: boolean;
  }
  interface FastifyRequest {
    /** The search the path names as the session's lookup read it; null when it was not read with the token. */
    prefetchedSearch: PrefetchedSearch | null;
  }
}

type Deps = { db: Database; clock: Clock };

/** The bearer plugin's `authenticate`: the token alone, or with the search the route opens. */
export function authenticateRequest(deps: Deps): Authenticate {
  return async (token, request) => {
    const idOrUuid = request && searchPathOf(request);
    const key = idOrUuid ? searchKey(idOrUuid) : null;
    if (!request || !idOrUuid || !key) return authenticateToken(deps, token);
    const now = deps.clock.now();
    const row = await findSessionWithSearch(deps.db, hashToken(token), now, key);
    if (!row) {
      // No such search: the route answers 404 (or 401 first) without looking again.
      const session = await authenticateToken(deps, token);
      request.prefetchedSearch = { idOrUuid, viewerId: session?.user.id ?? null, found: null };
      return session;
    }
    const { search, participant, othersTakePart, user, tokenId, lastUsedAt, impersonator } = row;
    const found = { search, participant, othersTakePart };
    request.prefetchedSearch = { idOrUuid, viewerId: user?.id ?? null, found };
    if (!user || tokenId === null) return null;
    return acceptToken(deps.db, { user, tokenId, lastUsedAt, impersonator }, now);
  };
}

function searchPathOf(request: FastifyRequest): string | null {
  if (!request.routeOptions.config?.opensSearch) return null;
  const id = (request.params as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : null;
}
