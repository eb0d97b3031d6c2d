// 'Tienda' (product.md, Sign-in and the account): the slug typed is normalised live, after the site's origin, and saved
// as the API says.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { renderPage, stubApi } from '@/test/render';
import { findToast } from '@/test/toasts';
import { signInAs, testUser } from '@/test/users';
import { SlugPage } from '../pages/slug-page';
import { normalizeSlugWhileTyping } from './slug-input';

const input = () => screen.getByRole('textbox', { name: /Dirección de tu tienda/ });

describe('the store slug', () => {
  it('shows the site origin before the input and the note on what enabling it does', () => {
    signInAs();
    renderPage(<SlugPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tienda' })).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/`)).toBeInTheDocument();
    expect(screen.getByText(/queda disponible/)).toHaveTextContent(/cargar tus publicaciones/);
  });

  it('normalises while typing: lowercase, hyphens for spaces, no accents or symbols', async () => {
    signInAs();
    renderPage(<SlugPage />);
    await userEvent.type(input(), 'Mi Tienda  Ñandú!!');
    expect(input()).toHaveValue('mi-tienda-nandu');
    fireEvent.change(input(), { target: { value: '--Casa__de   Ropa--' } });
    expect(input()).toHaveValue('casade-ropa-');
  });

  it('saves the slug with the method override and shows the new address', async () => {
    const user = signInAs();
    const { requests } = stubApi({
      'POST /auth/user/slug': ({ body }) => ({
        status: 200,
        body: { user: { ...user, slug: (body as { slug: string }).slug } },
      }),
    });
    renderPage(<SlugPage />);
    await userEvent.type(input(), 'Lucía Propiedades-');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Tienda actualizada correctamente.')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/auth/user/slug',
      body: { _method: 'PUT', slug: 'lucia-propiedades' },
    });
    expect(input()).toHaveValue('lucia-propiedades');
    expect(sessionStore.get().user?.slug).toBe('lucia-propiedades');
    expect(screen.getByRole('link', { name: `${window.location.host}/lucia-propiedades` })).toHaveAttribute(
      'href',
      '/lucia-propiedades',
    );
  });

  it('keeps the contact means off the store until the owner ticks the box, and saves the choice with the slug', async () => {
    const user = signInAs(testUser({ slug: 'lucia', contact_types: ['email'] }));
    const { requests } = stubApi({
      'POST /auth/user/slug': ({ body }) => ({
        status: 200,
        body: { user: { ...user, ...(body as { slug: string; store_contacts: boolean }) } },
      }),
    });
    renderPage(<SlugPage />);
    const box = screen.getByRole('checkbox', { name: 'Mostrar mis medios de contacto en la tienda' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      'Quien visite tu tienda va a ver los medios de contacto que habilitaste en Mi perfil. Si no lo activás, no ve ninguno.',
    );
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Tienda actualizada correctamente.')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/auth/user/slug',
      body: { _method: 'PUT', slug: 'lucia', store_contacts: true },
    });
    expect(sessionStore.get().user?.store_contacts).toBe(true);
    expect(box).toBeChecked();
  });

  it('tells an owner without contact means enabled where to choose them', () => {
    signInAs(testUser({ contact_types: [] }));
    renderPage(<SlugPage />);
    expect(screen.getByText(/Todavía no habilitaste ningún medio de contacto\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Elegilos en Mi perfil' })).toHaveAttribute('href', '/account/setting');
  });

  it("refuses a short slug and one of the app's own route names without asking the server", async () => {
    signInAs();
    const { requests } = stubApi({});
    renderPage(<SlugPage />);
    await userEvent.type(input(), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    // Under the field, which keeps it as its description, in a toast, and the field focused.
    expect(input()).toHaveAccessibleDescription(/^Este campo debe tener al menos 3 caracteres/);
    await findToast('Este campo debe tener al menos 3 caracteres');
    expect(input()).toHaveFocus();
    await userEvent.clear(input());
    await userEvent.type(input(), 'Admin');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(within(input().closest('form')!).getByText('Esa dirección está reservada, elegí otra')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('shows that a slug is taken, as the server says, and keeps the old one', async () => {
    signInAs(testUser({ slug: 'lucia' }));
    stubApi({
      'POST /auth/user/slug': {
        status: 422,
        body: {
          message: 'Esa dirección ya está en uso, elegí otra',
          errors: { slug: ['Esa dirección ya está en uso, elegí otra'] },
        },
      },
    });
    renderPage(<SlugPage />);
    await userEvent.clear(input());
    await userEvent.type(input(), 'gomez-propiedades');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await findToast('Esa dirección ya está en uso, elegí otra');
    expect(input()).toHaveAccessibleDescription(/^Esa dirección ya está en uso, elegí otra/);
    expect(input()).toHaveFocus();
    expect(sessionStore.get().user?.slug).toBe('lucia');
  });
});

describe('normalizeSlugWhileTyping', () => {
  it('keeps one trailing hyphen for the word being started, and nothing at the start', () => {
    expect(normalizeSlugWhileTyping('mi ')).toBe('mi-');
    expect(normalizeSlugWhileTyping('mi-')).toBe('mi-');
    expect(normalizeSlugWhileTyping(' -')).toBe('');
    expect(normalizeSlugWhileTyping('Peña')).toBe('pena');
  });
});
