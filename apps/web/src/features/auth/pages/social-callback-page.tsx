// /auth/social/{service} (product.md, The shell): where a redirect sign-in comes back with the provider's token in the
// fragment. Only for guests and for known providers; anyone else sees not-found.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { authMessages } from '@vitrina/shared/auth';
import { NotFoundView } from '@/components/not-found-view';
import { PageLoader } from '@/components/page-loader';
import { notifyError, notifyErrorText } from '@/lib/notify';
import { takeRedirect } from '@/lib/redirect';
import { anonymousSearchIds, sessionStore } from '@/lib/session';
import { completeSignIn } from '../api/complete-sign-in';
import { socialSignIn, type SocialCredential } from '../api/social-sign-in';
import { takeSocialState } from '../social/browser';

function credentialFrom(provider: 'google' | 'apple', fragment: URLSearchParams): SocialCredential | null {
  const token = fragment.get('id_token') ?? fragment.get('access_token');
  if (!token) return null;
  return provider === 'google' ? { provider, idToken: token } : { provider, identityToken: token };
}

export function SocialCallbackPage() {
  const { service } = useParams();
  const navigate = useNavigate();
  const provider = service === 'google' || service === 'apple' ? service : null;
  // Decided once: the session turns authenticated during this page's own sign-in.
  const [guest] = useState(() => sessionStore.get().status !== 'authenticated');
  const handled = useRef(false);

  useEffect(() => {
    if (!provider || !guest || handled.current) return;
    handled.current = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const expectedState = takeSocialState();
    // The token must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const credential = credentialFrom(provider, fragment);
    if (!credential || fragment.get('error') || !expectedState || fragment.get('state') !== expectedState) {
      notifyErrorText(authMessages.socialFailed);
      navigate('/', { replace: true });
      return;
    }
    socialSignIn(credential, anonymousSearchIds())
      .then(completeSignIn)
      .then(() => navigate(takeRedirect() ?? '/', { replace: true }))
      .catch((error: unknown) => {
        notifyError(error);
        navigate('/', { replace: true });
      });
  }, [provider, guest, navigate]);

  if (!provider || !guest) return <NotFoundView />;
  return <PageLoader />;
}
