// Sign-in with Google or Apple (product.md, Sign-in and the account): the first sign-in creates the account with its
// email verified; later ones find it by the provider's subject, or link the identity to the account that has its email.
import { authMessages, type SocialProvider, type TokenResponse } from '@vitrina/shared/auth';
import { limits } from '@vitrina/shared/constants';
import { HttpError } from '../../lib/errors';
import { createUser, findUserByEmail, grantFoundingAdmins } from '../users';
import type { AuthDeps } from './auth.service';
import { signIn } from './auth.service';
import { findLinkedUser, linkAccount, proveEmail } from './auth.queries';
import type { SocialIdentity } from './social-tokens';

/** The token's name, else the one the client sent (Apple gives it only on the first sign-in), else the inbox name. */
function nameForNewAccount(identity: SocialIdentity, requested: string | undefined, email: string): string {
  const candidates = [identity.name, requested?.trim(), email.split('@')[0], email];
  const name = candidates.find((value): value is string => !!value && value.length >= limits.nameMin) ?? email;
  return name.slice(0, limits.nameMax);
}

export async function signInWithSocial(
  deps: AuthDeps,
  identity: SocialIdentity,
  input: { name?: string; searches: string[] },
): Promise<TokenResponse> {
  const now = deps.clock.now();
  const linked = await findLinkedUser(deps.db, identity.provider, identity.subject);
  if (linked) return signIn(deps, linked, input.searches);

  // With no account linked yet, the email is the only way to find or create one.
  if (!identity.email) throw new HttpError(401, authMessages.socialFailed);
  const email = identity.email;
  let user = await findUserByEmail(deps.db, email);
  if (user) {
    // The provider has verified the address, which is what our own code would prove: on a first proof, sessions
    // opened before it (a sign-up by someone else with this address) are revoked (decision 006).
    user = (await proveEmail(deps.db, user.id, { now })).user;
  } else {
    user =
      (await createUser(deps.db, {
        name: nameForNewAccount(identity, input.name, email),
        email,
        emailVerifiedAt: now,
        createdAt: now,
      })) ??
      // Another request created it a moment ago (a double tap on the button).
      (await findUserByEmail(deps.db, email));
    if (!user) throw new HttpError(401, authMessages.socialFailed);
  }
  await linkAccount(deps.db, {
    userId: user.id,
    provider: identity.provider,
    subject: identity.subject,
    email,
    createdAt: now,
  });
  // The provider proved the address: a founding administrator's permissions come with it (ADMIN_EMAILS).
  if (await grantFoundingAdmins(deps.db, deps.config.adminEmails ?? [], user.email))
    user = (await findUserByEmail(deps.db, user.email)) ?? user;
  return signIn(deps, user, input.searches);
}

export function socialToken(
  provider: SocialProvider,
  body: { id_token?: string; credential?: string; access_token?: string },
): string | null {
  if (provider === 'google') return body.id_token ?? body.credential ?? null;
  return body.access_token ?? body.id_token ?? null;
}
