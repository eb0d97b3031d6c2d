// What the browser is, where sign-in depends on it.

/** Instagram's in-app browser: Google refuses to sign in from it (product.md, Sign-in and the account). */
export function isInstagramBrowser(userAgent: string = navigator.userAgent): boolean {
  return /Instagram/i.test(userAgent);
}

/** The installed app: a sign-in popup there opens in another window that cannot report back. */
export function isStandalone(): boolean {
  const navigatorWithStandalone = navigator as Navigator & { standalone?: boolean };
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true || navigatorWithStandalone.standalone === true
  );
}

function randomToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const STATE_KEY = 'social-state';

/** A one-time value a redirect sign-in must bring back, so nobody can sign a person into another account. */
export function newSocialState(): string {
  const state = randomToken();
  sessionStorage.setItem(STATE_KEY, state);
  return state;
}

export function takeSocialState(): string | null {
  const state = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  return state;
}

export function newNonce(): string {
  return randomToken();
}
