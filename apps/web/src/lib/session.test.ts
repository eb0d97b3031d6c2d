import { describe, expect, it } from 'vitest';
import { testUser } from '@/test/users';
import { setAuthToken } from './auth-token';
import {
  anonymousSearchIds,
  endSession,
  initialSessionState,
  sessionStore,
  setSessionSearches,
  setSignedIn,
} from './session';

const search = { uuid: '3f1c1f7e-8d1a-4c38-9d43-2f7a9b0c1d2e', title: 'Departamentos en Palermo' };

describe('the session', () => {
  it('starts signed in from a stored token and user, loading with a token alone, and as a guest without one', () => {
    expect(initialSessionState().status).toBe('guest');
    setAuthToken({ token_type: 'Bearer', access_token: 'abc' });
    expect(initialSessionState().status).toBe('loading');
    setSignedIn(testUser(), [search]);
    expect(initialSessionState()).toEqual({ status: 'authenticated', user: testUser(), searches: [search] });
  });

  it('forgets a stored user whose token is gone', () => {
    setAuthToken({ token_type: 'Bearer', access_token: 'abc' });
    setSignedIn(testUser(), []);
    localStorage.removeItem('auth-token');
    expect(initialSessionState()).toEqual({ status: 'guest', user: null, searches: [] });
  });

  it('carries the searches made as a guest into the sign-in, and clears everything on logout', () => {
    setSessionSearches([search]);
    expect(anonymousSearchIds()).toEqual([search.uuid]);
    setAuthToken({ token_type: 'Bearer', access_token: 'abc' });
    setSignedIn(testUser(), []);
    expect(anonymousSearchIds()).toEqual([]);
    endSession();
    expect(sessionStore.get()).toEqual({ status: 'guest', user: null, searches: [] });
    expect(localStorage.getItem('auth-token')).toBeNull();
    expect(localStorage.getItem('auth-session')).toBeNull();
  });
});
