// The remembered "next redirect": logout and 'Mi perfil' remember the route the person was on, and so does a guard that
// sends a guest away from a login-only page. The next sign-in (or the profile's save) goes back there. Kept for the tab
// only: another tab or a new visit starts fresh.
const KEY = 'auth-redirect';

function isInAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

export function rememberRedirect(path: string): void {
  if (!isInAppPath(path)) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Without storage the person simply lands on the home page.
  }
}

export function peekRedirect(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    return path && isInAppPath(path) ? path : null;
  } catch {
    return null;
  }
}

/** Returns the remembered path and forgets it. */
export function takeRedirect(): string | null {
  const path = peekRedirect();
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
  return path;
}
