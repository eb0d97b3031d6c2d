// POST /api/auth/login/social/{provider}: Google sends its ID token as `id_token`, Apple its identity token as
// `access_token` (with the name Apple shares only on the first sign-in).
import type { SocialProvider, TokenResponse } from '@vitrina/shared/auth';
import { http } from '@/lib/http';

export type SocialCredential =
  { provider: 'google'; idToken: string } | { provider: 'apple'; identityToken: string; name?: string };

export function socialSignIn(credential: SocialCredential, searches: string[]): Promise<TokenResponse> {
  const provider: SocialProvider = credential.provider;
  const body =
    credential.provider === 'google'
      ? { id_token: credential.idToken, searches }
      : { access_token: credential.identityToken, name: credential.name || undefined, searches };
  return http.post<TokenResponse>(`/auth/login/social/${provider}`, body);
}
