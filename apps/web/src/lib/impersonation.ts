// 'Ingresar como este usuario' (product.md, Administration): the admin's own token waits in localStorage next to the
// session token while the app runs with the token the API issued for the user; 'Volver a mi cuenta' revokes that one
// and puts the admin's back. The saved token survives a reload, so the way back does too.
import type { User } from '@vitrina/shared/users';
import { getAuthToken, setAuthToken, type AuthToken } from './auth-token';
import { createStore, useStore } from './create-store';
import { refreshCurrentUser } from './current-user';
import { http } from './http';
import { endSession } from './session';

export const IMPERSONATION_KEY = 'auth-token-admin';

/** The admin's own token and the user they entered as, to open that user's admin page on the way back. */
export type Impersonation = { admin: AuthToken; user_id: number };

/** Who started the impersonation, as GET /auth/user tells it while the session is one. */
export type Impersonator = { id: number; name: string };

function readStored(): Impersonation | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(IMPERSONATION_KEY) ?? 'null') as Partial<Impersonation> | null;
    const admin = parsed?.admin;
    if (!admin || typeof admin.access_token !== 'string' || typeof admin.token_type !== 'string') return null;
    return { admin, user_id: typeof parsed.user_id === 'number' ? parsed.user_id : 0 };
  } catch {
    return null;
  }
}

export const impersonationStore = createStore<Impersonation | null>(readStored());

export function useImpersonation(): Impersonation | null {
  return useStore(impersonationStore);
}

/** The admin who is browsing as this user, when the API says the session is an impersonation. */
export function impersonatorOf(user: User | null | undefined): Impersonator | null {
  const value = (user as (User & { impersonator?: Impersonator | null }) | null | undefined)?.impersonator;
  return value && typeof value.name === 'string' ? value : null;
}

/**
 * Keeps the admin's token aside, switches the session to the user's and loads that user. An admin already
 * browsing as someone keeps the first saved token (the API refuses a nested impersonation anyway).
 */
export async function startImpersonation(token: AuthToken, userId: number): Promise<User> {
  const admin = impersonationStore.get()?.admin ?? getAuthToken();
  if (admin) {
    const saved: Impersonation = { admin, user_id: userId };
    localStorage.setItem(IMPERSONATION_KEY, JSON.stringify(saved));
    impersonationStore.set(saved);
  }
  setAuthToken(token);
  return refreshCurrentUser();
}

/**
 * Revokes the impersonation token (a failure changes nothing: the token expires on its own), restores the admin's
 * token and loads the admin again. Answers the id of the user that was impersonated, or null when no admin token
 * was saved (the session then simply ends).
 */
export async function endImpersonation(): Promise<number | null> {
  const saved = impersonationStore.get();
  if (getAuthToken()) await http.get('/auth/logout').catch(() => undefined);
  localStorage.removeItem(IMPERSONATION_KEY);
  impersonationStore.set(null);
  if (!saved) {
    endSession();
    return null;
  }
  setAuthToken(saved.admin);
  await refreshCurrentUser().catch(() => undefined);
  return saved.user_id;
}
