// Every sign-in (code, signup, Google, Apple) ends here: the token is stored and the current user loaded, which
// moves the session to authenticated.
import type { TokenResponse } from '@vitrina/shared/auth';
import type { User } from '@vitrina/shared/users';
import { setAuthToken } from '@/lib/auth-token';
import { refreshCurrentUser } from '@/lib/current-user';

export async function completeSignIn(token: TokenResponse): Promise<User> {
  setAuthToken(token);
  return refreshCurrentUser();
}
