// Who is using the app, as far as the shell and the navigation guard need to know. The sign-in feature owns
// the user and writes here; 'loading' means a stored token is being checked, so guarded routes wait.
import { createStore, useStore } from './create-store';

export type SessionUser = { id: number; name: string; permissions: readonly string[] };

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'guest'; user: null }
  | { status: 'authenticated'; user: SessionUser };

export const sessionStore = createStore<SessionState>({ status: 'guest', user: null });

export function useSession(): SessionState {
  return useStore(sessionStore);
}
