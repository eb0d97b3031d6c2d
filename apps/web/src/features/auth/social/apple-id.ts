// Sign in with Apple through Apple's JS SDK, loaded on first use. In a popup Apple answers with the identity
// token (a JWT the API verifies) and, on the very first sign-in only, the person's name.
import { loadScript } from './load-script';
import { newNonce, newSocialState } from './browser';

const SDK = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/es_ES/appleid.auth.js';

type AppleSignInResponse = {
  authorization?: { id_token?: string; code?: string; state?: string };
  user?: { email?: string; name?: { firstName?: string; lastName?: string } };
};

type AppleId = {
  auth: {
    init: (options: {
      clientId: string;
      scope: string;
      redirectURI: string;
      state: string;
      nonce: string;
      usePopup: boolean;
    }) => void;
    signIn: () => Promise<AppleSignInResponse>;
  };
};

declare global {
  interface Window {
    AppleID?: AppleId;
  }
}

export class AppleSignInCancelled extends Error {}

export async function loadAppleId(): Promise<AppleId> {
  await loadScript(SDK);
  if (!window.AppleID?.auth) throw new Error('Sign in with Apple no está disponible');
  return window.AppleID;
}

export async function signInWithApple(clientId: string): Promise<{ identityToken: string; name?: string }> {
  const apple = await loadAppleId();
  apple.auth.init({
    clientId,
    scope: 'name email',
    redirectURI: `${window.location.origin}/auth/social/apple`,
    state: newSocialState(),
    nonce: newNonce(),
    usePopup: true,
  });
  let response: AppleSignInResponse;
  try {
    response = await apple.auth.signIn();
  } catch (error) {
    // Closing Apple's window is the person's choice, not a failure to report.
    const code = (error as { error?: string } | null)?.error;
    if (code === 'popup_closed_by_user' || code === 'user_cancelled_authorize') throw new AppleSignInCancelled(code);
    throw error;
  }
  const identityToken = response.authorization?.id_token;
  if (!identityToken) throw new Error('Apple no devolvió el token de identidad');
  const name = [response.user?.name?.firstName, response.user?.name?.lastName].filter(Boolean).join(' ').trim();
  return { identityToken, name: name || undefined };
}
