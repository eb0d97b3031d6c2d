// Who is using the app: the signed-in user and the searches that travel with the session. A copy
// sits in localStorage beside the token, so a reload or an installed app starts signed in at once and the
// current user is then refreshed in the background. 'loading' means a token is stored but no user yet, so
// guarded routes wait. Only types come from the shared package: zod stays out of the first download.
import type { Search } from '@vitrina/shared/searches';
import type { User } from '@vitrina/shared/users';
import { clearAuthToken, getAuthToken } from './auth-token';
import { createStore, useStore } from './create-store';

export type SessionUser = User;

/**
 * A search attached to the session, as the API answers it: a visitor's own before sign-in (their uuids go with it and
 * make them the account's), the user's latest ones from GET /auth/user after.
 */
export type SessionSearch = Search;

/** As many as a sign-in takes (auth's `searches`, at most 50 uuids). */
const searchesKept = 50;

export type SessionState =
  | { status: 'loading'; user: null; searches: SessionSearch[] }
  | { status: 'guest'; user: null; searches: SessionSearch[] }
  | { status: 'authenticated'; user: User; searches: SessionSearch[] };

const KEY = 'auth-session';

function looksLikeUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<User>;
  return (
    typeof user.id === 'number' &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    Array.isArray(user.permissions) &&
    Array.isArray(user.contact_types)
  );
}

function looksLikeSearch(value: unknown): value is SessionSearch {
  if (typeof value !== 'object' || value === null) return false;
  const search = value as Partial<SessionSearch>;
  return typeof search.id === 'number' && typeof search.uuid === 'string' && typeof search.title === 'string';
}

function readStored(): { user: User | null; searches: SessionSearch[] } {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { user?: unknown; searches?: unknown } | null;
    const searches = Array.isArray(parsed?.searches) ? parsed.searches.filter(looksLikeSearch) : [];
    return { user: looksLikeUser(parsed?.user) ? parsed.user : null, searches };
  } catch {
    return { user: null, searches: [] };
  }
}

/**
 * The server renders a visitor's pages (app/ssr/); a signed-in person's are the browser's, so a cookie tells the server
 * someone is signed in here. It says nothing more: the session itself is the token, which never leaves this browser
 * but in the Authorization header. The name is the API's (modules/pages/serve-page.ts).
 */
const SIGNED_IN_COOKIE = 'vitrina-session';

function markSignedIn(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = signedIn
    ? `${SIGNED_IN_COOKIE}=1; path=/; max-age=31536000; samesite=lax`
    : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

function persist(state: SessionState): void {
  markSignedIn(state.status !== 'guest');
  try {
    if (state.user === null && state.searches.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify({ user: state.user, searches: state.searches }));
  } catch {
    // A full or blocked storage only costs the instant start of the next visit.
  }
}

/**
 * A visitor with nothing stored, as one object: the session a server-rendered page was rendered with is this same
 * object in the browser, so React finds nothing changed and does not render the page a second time after hydrating.
 */
const visitorSession: SessionState = { status: 'guest', user: null, searches: [] };

/** The state a visit starts in, from what the last one stored. */
export function initialSessionState(): SessionState {
  const stored = readStored();
  if (!getAuthToken()) {
    const searches = stored.user ? [] : stored.searches;
    return searches.length ? { status: 'guest', user: null, searches } : visitorSession;
  }
  if (stored.user) return { status: 'authenticated', user: stored.user, searches: stored.searches };
  return { status: 'loading', user: null, searches: stored.searches };
}

export const sessionStore = createStore<SessionState>(initialSessionState());
sessionStore.subscribe(() => persist(sessionStore.get()));
// A copy left by a visit whose token is gone is dropped now rather than on the next change.
persist(sessionStore.get());

/** The session a server-rendered page was rendered with: a visitor's, whatever the browser holds. */
const serverSession = visitorSession;

/** The session; while the browser hydrates a server-rendered page, the visitor's it was rendered with. */
export function useSession(): SessionState {
  return useStore(sessionStore, serverSession);
}

/** The user and searches the API answered for the stored token. */
export function setSignedIn(user: User, searches: SessionSearch[]): void {
  sessionStore.set({ status: 'authenticated', user, searches });
}

/** A changed user (profile, slug, verification) replaces the stored one. */
export function updateSessionUser(user: User): void {
  sessionStore.set((state) => (state.status === 'authenticated' ? { ...state, user } : state));
}

export function setSessionSearches(searches: SessionSearch[]): void {
  sessionStore.set((state) => ({ ...state, searches }) as SessionState);
}

/**
 * A search just made (or its newer copy) joins the session's searches first, once: a visitor's then goes with the
 * sign-in and becomes the account's; a user's shows among their latest until GET /auth/user answers again.
 */
export function rememberSearch(search: SessionSearch): void {
  sessionStore.set(
    (state) =>
      ({
        ...state,
        searches: [search, ...state.searches.filter((item) => item.uuid !== search.uuid)].slice(0, searchesKept),
      }) as SessionState,
  );
}

/** The stored token could not be checked (no answer): act as a guest, keep the token for the next try. */
export function setSessionUnknown(): void {
  sessionStore.set((state) =>
    state.status === 'loading' ? { status: 'guest', user: null, searches: state.searches } : state,
  );
}

/** Logout: token, user and searches are cleared. */
export function endSession(): void {
  clearAuthToken();
  sessionStore.set({ status: 'guest', user: null, searches: [] });
}

/** The uuids of the searches made before signing in, sent with the sign-in so they are attached to the account. */
export function anonymousSearchIds(): string[] {
  const state = sessionStore.get();
  return state.status === 'authenticated' ? [] : state.searches.map((search) => search.uuid);
}
