// Google sign-in through Google Identity Services (https://accounts.google.com/gsi/client), loaded on first use.
// Its own button opens Google's popup and hands back an ID token (the "credential"). The installed app uses the
// redirect flow instead: Google sends the person back to /auth/social/google with the token in the fragment.
import { loadScript } from './load-script';
import { newNonce, newSocialState } from './browser';

const SDK = 'https://accounts.google.com/gsi/client';

type CredentialResponse = { credential?: string };

type GoogleIdentity = {
  accounts: {
    id: {
      initialize: (options: {
        client_id: string;
        callback: (response: CredentialResponse) => void;
        ux_mode?: 'popup' | 'redirect';
        use_fedcm_for_button?: boolean;
      }) => void;
      renderButton: (element: HTMLElement, options: Record<string, unknown>) => void;
    };
  };
};

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

async function loadGoogleIdentity(): Promise<GoogleIdentity> {
  await loadScript(SDK);
  if (!window.google?.accounts?.id) throw new Error('Google Identity Services no está disponible');
  return window.google;
}

/** Draws Google's button in `element`; `onCredential` receives the ID token of each completed sign-in. */
export async function renderGoogleButton(
  element: HTMLElement,
  { clientId, width, onCredential }: { clientId: string; width: number; onCredential: (idToken: string) => void },
): Promise<void> {
  const google = await loadGoogleIdentity();
  google.accounts.id.initialize({
    client_id: clientId,
    callback: (response) => {
      if (response.credential) onCredential(response.credential);
    },
    ux_mode: 'popup',
  });
  google.accounts.id.renderButton(element, {
    type: 'standard',
    theme: 'outline',
    size: 'large',
    text: 'signin_with',
    shape: 'pill',
    logo_alignment: 'center',
    locale: 'es',
    // Google accepts 200 to 400 pixels.
    width: Math.max(200, Math.min(400, Math.round(width))),
  });
}

/** Leaves for Google's sign-in page; it comes back to /auth/social/google with the ID token. */
export function startGoogleRedirect(clientId: string): void {
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${window.location.origin}/auth/social/google`,
    response_type: 'id_token',
    scope: 'openid email profile',
    nonce: newNonce(),
    state: newSocialState(),
    prompt: 'select_account',
  });
  window.location.assign(`https://accounts.google.com/o/oauth2/v2/auth?${params.toString()}`);
}
