// The home page of a signed-in user (spec 01 §1): their site card and linked accounts.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { HomePage } from './home-page';

describe('HomePage for a signed-in user', () => {
  it('shows the site card with the store address and the linked accounts', async () => {
    signInAs(testUser({ name: 'Valentina Gómez', slug: 'gomez-propiedades' }));
    stubApi({
      'GET /auth/user/accounts': { status: 200, body: [{ provider: 'google', email: 'valentina@gmail.com', created_at: '2024-08-06T15:00:00.000Z' }] },
    });
    renderPage(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Valentina' })).toBeInTheDocument();
    expect(screen.getByText('Valentina Gómez')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${window.location.host}/gomez-propiedades` })).toHaveAttribute('href', '/gomez-propiedades');
    expect(await screen.findByText('Google')).toBeInTheDocument();
    expect(screen.getByText('valentina@gmail.com')).toBeInTheDocument();
    expect(screen.getByText('Desde el 06/08/2024')).toBeInTheDocument();
    // The guest's landing is not shown.
    expect(screen.queryByRole('button', { name: /empezar ahora/i })).not.toBeInTheDocument();
  });

  it('invites to choose the store address when there is none, and says when no account is linked', async () => {
    signInAs();
    stubApi({ 'GET /auth/user/accounts': { status: 200, body: [] } });
    renderPage(<HomePage />);
    expect(await screen.findByText('Todavía no elegiste la dirección de tu tienda.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Elegir dirección' })).toHaveAttribute('href', '/account/setting/slug');
    expect(await screen.findByText(/Ninguna todavía/)).toBeInTheDocument();
  });
});
