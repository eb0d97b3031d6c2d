// GET /api/auth/user: the signed-in user and their searches. Loaded at start, every 5 minutes while a token is stored,
// after every sign-in, and by any feature that changed something the user shows (a verified email, a new group). Calls
// made while one is on its way share it.
import type { User } from '@vitrina/shared/users';
import { getAuthToken } from './auth-token';
import { http, HttpError } from './http';
import { sessionStore, setSessionUnknown, setSignedIn, endSession, type SessionSearch } from './session';

export type CurrentUserResponse = { user: User; searches: SessionSearch[] };

let inFlight: Promise<User> | null = null;

async function load(): Promise<User> {
  try {
    const { user, searches } = await http.get<CurrentUserResponse>('/auth/user');
    setSignedIn(user, Array.isArray(searches) ? searches : []);
    return user;
  } catch (error) {
    // Nobody shown as signed in: a refused token ends quietly. With a user on screen the caller sends the person
    // through the logout page instead (a 401 while loading the user signs out: product.md, The shell).
    const { status } = sessionStore.get();
    if (status !== 'authenticated' && error instanceof HttpError && error.status === 401) endSession();
    else if (status === 'loading') setSessionUnknown();
    throw error;
  }
}

/** Loads the current user into the session; rejects with the HttpError when it fails. */
export function refreshCurrentUser(): Promise<User> {
  if (!getAuthToken()) return Promise.reject(new HttpError(401, null));
  inFlight ??= load().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}
