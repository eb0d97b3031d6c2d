// The session token the sign-in returns ({ token_type, access_token }), kept in localStorage so a reload or an
// installed app stays signed in. The HTTP client reads it for the Authorization header.
export const AUTH_TOKEN_KEY = 'auth-token';
const KEY = AUTH_TOKEN_KEY;

export type AuthToken = { token_type: string; access_token: string };

function isAuthToken(value: unknown): value is AuthToken {
  if (typeof value !== 'object' || value === null) return false;
  const { token_type, access_token } = value as Record<string, unknown>;
  return typeof token_type === 'string' && typeof access_token === 'string' && access_token.length > 0;
}

export function getAuthToken(): AuthToken | null {
  try {
    const stored = localStorage.getItem(KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return isAuthToken(parsed) ? parsed : null;
  } catch {
    // Storage blocked (private mode) or a corrupt value: behave as signed out.
    return null;
  }
}

export function setAuthToken(token: AuthToken): void {
  localStorage.setItem(KEY, JSON.stringify({ token_type: token.token_type, access_token: token.access_token }));
}

export function clearAuthToken(): void {
  localStorage.removeItem(KEY);
}

export function authorizationHeader(): string | null {
  const token = getAuthToken();
  return token ? `${token.token_type} ${token.access_token}` : null;
}
