// Google and Apple ID tokens, checked with jose against the key sets the providers publish: signature, issuer,
// audience (our client id) and expiry, at the app clock's time. The key-set URLs come from the configuration,
// so tests serve keys they generate themselves.
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { authMessages, type SocialProvider } from '@vitrina/shared/auth';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';

export type SocialIdentity = { provider: SocialProvider; subject: string; email: string | null; name: string | null };

type ProviderSettings = { clientId: string | null; jwksUrl: string; issuers: string[]; requireVerifiedEmail: boolean };

export type SocialTokenVerifier = (provider: SocialProvider, token: string) => Promise<SocialIdentity>;

// Providers send the claim as a boolean or as the string 'true' (Apple does both).
function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

function readIdentity(provider: SocialProvider, payload: JWTPayload, requireVerifiedEmail: boolean): SocialIdentity {
  if (!payload.sub) throw new Error('token without subject');
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : null;
  // An address the provider has not verified could belong to someone else: never link or create by it.
  const usableEmail = email && (isTrue(payload.email_verified) || !requireVerifiedEmail) ? email : null;
  if (requireVerifiedEmail && email && !usableEmail) throw new Error('email not verified');
  const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : null;
  return { provider, subject: payload.sub, email: usableEmail, name };
}

export function createSocialTokenVerifier(
  config: Pick<Config, 'googleClientId' | 'appleClientId' | 'googleJwksUrl' | 'appleJwksUrl'>,
  clock: Clock,
): SocialTokenVerifier {
  const settings: Record<SocialProvider, ProviderSettings> = {
    google: {
      clientId: config.googleClientId,
      jwksUrl: config.googleJwksUrl,
      issuers: ['accounts.google.com', 'https://accounts.google.com'],
      requireVerifiedEmail: true,
    },
    // Apple only hands out addresses it has verified (or its private relay); it may omit the claim entirely.
    apple: {
      clientId: config.appleClientId,
      jwksUrl: config.appleJwksUrl,
      issuers: ['https://appleid.apple.com'],
      requireVerifiedEmail: false,
    },
  };
  // jose caches the keys and refetches on an unknown key id, so one set per provider serves the whole process.
  const keySets = new Map<SocialProvider, ReturnType<typeof createRemoteJWKSet>>();

  return async (provider, token) => {
    const current = settings[provider];
    if (!current.clientId) throw new HttpError(422, authMessages.providerNotConfigured);
    let keySet = keySets.get(provider);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(current.jwksUrl), { timeoutDuration: 5000 });
      keySets.set(provider, keySet);
    }
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: current.issuers,
        audience: current.clientId,
        currentDate: clock.now(),
        algorithms: ['RS256', 'ES256'],
      });
      return readIdentity(provider, payload, current.requireVerifiedEmail);
    } catch {
      throw new HttpError(401, authMessages.socialFailed);
    }
  };
}
