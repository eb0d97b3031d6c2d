// /auth/social/{service} (product.md, The shell): a redirect sign-in coming back with the token in the fragment.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAuthToken } from '@/lib/auth-token';
import { sessionStore } from '@/lib/session';
import { renderApp, stubApi, testConfiguration } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { newSocialState } from '../social/browser';

const configuration = { status: 200, body: testConfiguration() };

describe('the social sign-in callback', () => {
  it('signs in with the Google token of the fragment and goes home', async () => {
    const state = newSocialState();
    const { requests } = stubApi({
      '/configuration': configuration,
      'POST /auth/login/social/google': { status: 200, body: { token_type: 'Bearer', access_token: 'de-google' } },
      'GET /auth/user': { status: 200, body: { user: testUser(), searches: [] } },
    });
    await renderApp({ path: `/auth/social/google#id_token=eyJ.token.firmado&state=${state}` });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(requests.find((request) => request.path === '/auth/login/social/google')?.body).toEqual({
      id_token: 'eyJ.token.firmado',
      searches: [],
    });
    expect(getAuthToken()?.access_token).toBe('de-google');
    expect(sessionStore.get().status).toBe('authenticated');
    // The token does not stay in the address.
    expect(window.location.hash).toBe('');
  });

  it("refuses a callback it did not start, with 'Error en el login.'", async () => {
    newSocialState();
    const { calls } = stubApi({ '/configuration': configuration });
    await renderApp({ path: '/auth/social/google#id_token=eyJ.ajeno&state=otro' });
    expect(await screen.findByText('Error en el login.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(calls).not.toContain('/auth/login/social/google');
    expect(getAuthToken()).toBeNull();
  });

  it('is not found for a signed-in user or an unknown provider', async () => {
    signInAs();
    stubApi({
      '/configuration': configuration,
      'GET /auth/user': { status: 200, body: { user: testUser(), searches: [] } },
    });
    await renderApp({ path: '/auth/social/google#id_token=x' });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada :(' })).toBeInTheDocument();
  });

  it('is not found for a provider it does not know', async () => {
    stubApi({ '/configuration': configuration });
    await renderApp({ path: '/auth/social/facebook' });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada :(' })).toBeInTheDocument();
  });
});
