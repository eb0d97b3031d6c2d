// The current user is refreshed at start and every 5 minutes while a session is stored; a 401 while loading it, with a
// user on screen, goes through the logout page (product.md, The shell), which remembers where the person was.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { limits } from '@vitrina/shared/constants';
import { AUTH_TOKEN_KEY, getAuthToken } from '@/lib/auth-token';
import { isUnauthorized, refreshCurrentUser } from '@/lib/current-user';
import { rememberRedirect } from '@/lib/redirect';
import { endSession, sessionStore } from '@/lib/session';

const LOGOUT_PATH = '/auth/logout';

export function useSessionRefresh(): void {
  const navigate = useNavigate();

  useEffect(() => {
    const refresh = () => {
      if (!getAuthToken()) return;
      refreshCurrentUser().catch((error: unknown) => {
        if (!isUnauthorized(error) || sessionStore.get().status !== 'authenticated') return;
        const { pathname, search } = window.location;
        if (pathname === LOGOUT_PATH) return;
        rememberRedirect(pathname + search);
        navigate(LOGOUT_PATH, { replace: true });
      });
    };
    // Another tab of the app signed in or out: this one follows.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_TOKEN_KEY) return;
      if (event.newValue) refresh();
      else if (sessionStore.get().status !== 'guest') endSession();
    };
    refresh();
    const interval = setInterval(refresh, limits.userRefreshMs);
    window.addEventListener('storage', onStorage);
    return () => {
      clearInterval(interval);
      window.removeEventListener('storage', onStorage);
    };
  }, [navigate]);
}
