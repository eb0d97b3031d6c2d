// The home page of a signed-in user (product.md, The shell): their groups, site card and linked accounts.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { HomePage } from './home-page';

describe('HomePage for a signed-in user', () => {
  it('shows the site card with the store address and the linked accounts', async () => {
    signInAs(testUser({ name: 'Valentina Gómez', slug: 'gomez-propiedades' }));
    stubApi({
      'GET /auth/user/accounts': {
        status: 200,
        body: [{ provider: 'google', email: 'valentina@gmail.com', created_at: '2024-08-06T15:00:00.000Z' }],
      },
    });
    renderPage(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Valentina' })).toBeInTheDocument();
    expect(screen.getByText('Valentina Gómez')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${window.location.host}/gomez-propiedades` })).toHaveAttribute(
      'href',
      '/gomez-propiedades',
    );
    expect(await screen.findByText('Google')).toBeInTheDocument();
    expect(screen.getByText('valentina@gmail.com')).toBeInTheDocument();
    expect(screen.getByText('Desde el 06/08/2024')).toBeInTheDocument();
    // The guest's landing is not shown.
    expect(screen.queryByRole('button', { name: /empezar ahora/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva búsqueda' })).toHaveAttribute('href', '/search');
  });

  it('invites to choose the store address when there is none, and says when no account is linked', async () => {
    signInAs();
    stubApi({ 'GET /auth/user/accounts': { status: 200, body: [] } });
    renderPage(<HomePage />);
    expect(await screen.findByText('Todavía no elegiste la dirección de tu tienda.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Elegir dirección' })).toHaveAttribute('href', '/account/setting/slug');
    expect(await screen.findByText(/Ninguna todavía/)).toBeInTheDocument();
  });

  it('lists the groups, each opening its page, with the way to the full list', async () => {
    signInAs(
      testUser({
        groups: [
          { id: 3, name: 'Equipo Palermo', logo_url: '/uploads/groups/3.png' },
          { id: 9, name: 'Inmobiliaria Norte', logo_url: null },
        ],
      }),
    );
    stubApi({ 'GET /auth/user/accounts': { status: 200, body: [] } });
    renderPage(<HomePage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Tus grupos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Equipo Palermo' })).toHaveAttribute('href', '/account/group/3/show');
    expect(screen.getByRole('link', { name: 'Inmobiliaria Norte' })).toHaveAttribute('href', '/account/group/9/show');
    expect(screen.getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/account/group/index');
    expect(screen.queryByRole('link', { name: 'Crear grupo' })).not.toBeInTheDocument();
  });

  it('shows the first groups and counts them all when there are many', async () => {
    const groups = Array.from({ length: 11 }, (_, index) => ({
      id: index + 1,
      name: `Grupo ${index + 1}`,
      logo_url: null,
    }));
    signInAs(testUser({ groups }));
    stubApi({ 'GET /auth/user/accounts': { status: 200, body: [] } });
    renderPage(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Grupo 8' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Grupo 9' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos (11)' })).toHaveAttribute('href', '/account/group/index');
  });

  it('leads to creating a group when the user has none', async () => {
    signInAs();
    stubApi({ 'GET /auth/user/accounts': { status: 200, body: [] } });
    renderPage(<HomePage />);
    expect(await screen.findByText('Todavía no formás parte de ningún grupo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear grupo' })).toHaveAttribute('href', '/account/group/create');
    expect(screen.getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/account/group/index');
  });
});
