import { describe, expect, it } from 'vitest';
import { testSearch } from '@/test/searches';
import { testUser } from '@/test/users';
import { setAuthToken } from './auth-token';
import {
  anonymousSearchIds,
  endSession,
  initialSessionState,
  rememberSearch,
  sessionStore,
  setSessionSearches,
  setSignedIn,
} from './session';

const search = testSearch();
const other = testSearch({ id: 32, uuid: '8a2d5c1e-2b7f-4c1a-9e0d-5f6a7b8c9d0e', title: 'Remeras Nike talle M' });

describe('the session', () => {
  it('starts signed in from a stored token and user, loading with a token alone, and as a guest without one', () => {
    expect(initialSessionState().status).toBe('guest');
    setAuthToken({ token_type: 'Bearer', access_token: 'abc' });
    expect(initialSessionState().status).toBe('loading');
    setSignedIn(testUser(), [search]);
    expect(initialSessionState()).toEqual({ status: 'authenticated', user: testUser(), searches: [search] });
  });

  it("starts a visitor with nothing stored as the very session a server's page was rendered with", () => {
    // The same object: hydrating that page, React finds the session unchanged and renders nothing again.
    expect(initialSessionState()).toBe(initialSessionState());
    expect(initialSessionState()).toEqual({ status: 'guest', user: null, searches: [] });
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

  it('keeps a search just made first and once, and drops stored entries that are no search', () => {
    rememberSearch(search);
    rememberSearch(other);
    rememberSearch({ ...search, title: 'Departamento en Palermo' });
    expect(sessionStore.get().searches.map((item) => item.title)).toEqual(['Departamento en Palermo', other.title]);
    expect(anonymousSearchIds()).toEqual([search.uuid, other.uuid]);

    localStorage.setItem('auth-session', JSON.stringify({ user: null, searches: [{ uuid: 'x' }, other, null] }));
    expect(initialSessionState().searches).toEqual([other]);
  });

  it("a visitor's searches are replaced by the account's at sign-in", () => {
    rememberSearch(search);
    setAuthToken({ token_type: 'Bearer', access_token: 'abc' });
    setSignedIn(testUser(), [other, { ...search, user_id: 7 }]);
    expect(sessionStore.get().searches).toEqual([other, { ...search, user_id: 7 }]);
    expect(JSON.parse(localStorage.getItem('auth-session')!).searches).toEqual([other, { ...search, user_id: 7 }]);
  });
});
