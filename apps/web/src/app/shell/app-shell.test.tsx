// The navigation guard as a person meets it: overlays closed first, the guide blocking, access rules on links
// and on direct visits, each with its toast.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, matchRoutes, type RouteObject } from 'react-router';
import { defaultMicrositeSettings, defaultMicrositeStyle } from '@vitrina/shared/microsites';
import { setGuideShowing } from '@/lib/guide';
import { hasOpenOverlays, registerOverlay } from '@/lib/overlays';
import { sessionStore } from '@/lib/session';
import { testUser } from '@/test/users';
import { renderApp, stubApi, testConfiguration } from '@/test/render';
import { accessOf, type RouteMeta } from '../route-meta';
import { AppShell } from './app-shell';

function Page({ title }: { title: string }) {
  return (
    <div>
      <h1>{title}</h1>
      <Link to="/">Ir a la portada</Link> <Link to="/cuenta">Mi cuenta</Link> <Link to="/admin">Administración</Link>{' '}
      <Link to="/ingreso">Ingreso</Link> <Link to="/publico">Público</Link>
    </div>
  );
}

const page = (path: string | undefined, title: string, handle: RouteMeta = {}): RouteObject =>
  path === undefined
    ? { index: true, handle, element: <Page title={title} /> }
    : { path, handle, element: <Page title={title} /> };

const routes: RouteObject[] = [
  {
    element: (
      <AppShell accessFor={(location) => accessOf((matchRoutes(routes, location) ?? []).map((m) => m.route.handle))} />
    ),
    handle: { title: 'Inicio' },
    children: [
      page(undefined, 'Portada', { micrositeForbidden: true }),
      page('publico', 'Página pública', { title: 'Público' }),
      page('cuenta', 'Mi cuenta', { title: 'Cuenta', auth: 'required' }),
      page('admin', 'Administración', { title: 'Admin', auth: 'required', permission: 'users' }),
      page('ingreso', 'Ingreso', { title: 'Ingreso', auth: 'guest' }),
      page('microsite', 'Micrositio', { title: 'Micrositio' }),
      page('perfil', 'Mi perfil', { title: 'Perfil', auth: 'required', userSection: true }),
    ],
  },
];

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

afterEach(() => {
  sessionStore.set({ status: 'guest', user: null, searches: [] });
  setGuideShowing(false);
});

describe('navigation guard', () => {
  it('sends a guest who follows a link to a login-required page home, with the message', async () => {
    stubApi({ '/configuration': { status: 200, body: testConfiguration() } });
    await renderApp({ path: '/publico', routes });
    await heading('Página pública');
    await userEvent.click(screen.getByRole('link', { name: 'Mi cuenta' }));
    expect(await screen.findByText('Necesitas estar logueado.')).toBeInTheDocument();
    expect(await heading('Portada')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('sends a guest who opens a login-required address directly home, with the message', async () => {
    stubApi({ '/configuration': { status: 200, body: testConfiguration() } });
    await renderApp({ path: '/cuenta', routes });
    expect(await screen.findByText('Necesitas estar logueado.')).toBeInTheDocument();
    expect(await heading('Portada')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mi cuenta' })).not.toBeInTheDocument();
  });

  it('lets a signed-in user in, and refuses a section whose permission they lack', async () => {
    sessionStore.set({ status: 'authenticated', user: testUser({ permissions: ['groups'] }), searches: [] });
    stubApi({ '/configuration': { status: 200, body: testConfiguration() } });
    await renderApp({ path: '/publico', routes });
    await userEvent.click(await screen.findByRole('link', { name: 'Mi cuenta' }));
    expect(await heading('Mi cuenta')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Administración' }));
    expect(await screen.findByText('No tienes los permisos suficientes.')).toBeInTheDocument();
    expect(await heading('Portada')).toBeInTheDocument();
  });

  it('keeps a signed-in user out of guest-only pages', async () => {
    sessionStore.set({ status: 'authenticated', user: testUser(), searches: [] });
    stubApi({ '/configuration': { status: 200, body: testConfiguration() } });
    await renderApp({ path: '/ingreso', routes });
    expect(await screen.findByText('No te encuentras logueado.')).toBeInTheDocument();
    expect(await heading('Portada')).toBeInTheDocument();
  });

  it('waits for the session check before deciding, then lets the user in', async () => {
    sessionStore.set({ status: 'loading', user: null, searches: [] });
    stubApi({ '/configuration': { status: 200, body: testConfiguration() } });
    await renderApp({ path: '/cuenta', routes });
    expect(await screen.findByRole('status', { name: 'Cargando' })).toBeInTheDocument();
    act(() => sessionStore.set({ status: 'authenticated', user: testUser(), searches: [] }));
    expect(await heading('Mi cuenta')).toBeInTheDocument();
  });

  it('signs out of a guarded page: the page goes away with the message', async () => {
    sessionStore.set({ status: 'authenticated', user: testUser(), searches: [] });
    stubApi({ '/configuration': { status: 200, body: testConfiguration() } });
    await renderApp({ path: '/cuenta', routes });
    await heading('Mi cuenta');
    act(() => sessionStore.set({ status: 'guest', user: null, searches: [] }));
    expect(await screen.findByText('Necesitas estar logueado.')).toBeInTheDocument();
    expect(await heading('Portada')).toBeInTheDocument();
  });

  it('refuses to move while the onboarding guide shows', async () => {
    stubApi({ '/configuration': { status: 200, body: testConfiguration() } });
    await renderApp({ path: '/publico', routes });
    await heading('Página pública');
    setGuideShowing(true);
    await userEvent.click(screen.getByRole('link', { name: 'Ir a la portada' }));
    expect(await screen.findByText('Debes cerrar la guía en pantalla.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/publico');
    expect(screen.getByRole('heading', { level: 1, name: 'Página pública' })).toBeInTheDocument();
  });

  it('closes an open overlay on back and stays on the page', async () => {
    stubApi({ '/configuration': { status: 200, body: testConfiguration() } });
    const { router } = await renderApp({ path: '/publico', routes });
    await userEvent.click(await screen.findByRole('link', { name: 'Ir a la portada' }));
    await heading('Portada');
    let closed = 0;
    registerOverlay(() => closed++);
    await act(() => router.navigate(-1));
    expect(closed).toBe(1);
    expect(hasOpenOverlays()).toBe(false);
    // The browser had already moved back; the guard puts the address back where it was.
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { level: 1, name: 'Portada' })).toBeInTheDocument();
    // With nothing left open, back works again.
    await act(() => router.navigate(-1));
    expect(await heading('Página pública')).toBeInTheDocument();
  });

  it('closes an open overlay and follows a link', async () => {
    stubApi({ '/configuration': { status: 200, body: testConfiguration() } });
    await renderApp({ path: '/', routes });
    await heading('Portada');
    let closed = 0;
    registerOverlay(() => closed++);
    await userEvent.click(screen.getByRole('link', { name: 'Público' }));
    expect(await heading('Página pública')).toBeInTheDocument();
    expect(closed).toBe(1);
  });

  it('sends routes forbidden on a microsite to the microsite home', async () => {
    const microsite = {
      id: 3,
      name: 'Inmobiliaria Palermo',
      logo_main_url: null,
      logo_secondary_url: null,
      logo_square_url: null,
      style: defaultMicrositeStyle,
      settings: defaultMicrositeSettings,
    };
    stubApi({ '/configuration': { status: 200, body: testConfiguration({ microsite }) } });
    await renderApp({ path: '/', routes });
    expect(await heading('Micrositio')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/microsite');
  });

  it("sends the user section to the microsite home when the microsite's setting users is off", async () => {
    const microsite = {
      id: 3,
      name: 'Inmobiliaria Palermo',
      logo_main_url: null,
      logo_secondary_url: null,
      logo_square_url: null,
      style: defaultMicrositeStyle,
      settings: { users: false, groups: false },
    };
    sessionStore.set({ status: 'authenticated', user: testUser(), searches: [] });
    stubApi({ '/configuration': { status: 200, body: testConfiguration({ microsite }) } });
    await renderApp({ path: '/perfil', routes });
    expect(await heading('Micrositio')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/microsite');
    // Pages outside the section stay open.
    await userEvent.click(screen.getByRole('link', { name: 'Público' }));
    expect(await heading('Página pública')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Mi cuenta' }));
    expect(await heading('Mi cuenta')).toBeInTheDocument();
  });

  it('opens the user section on a microsite whose setting users is on', async () => {
    const microsite = {
      id: 3,
      name: 'Inmobiliaria Palermo',
      logo_main_url: null,
      logo_secondary_url: null,
      logo_square_url: null,
      style: defaultMicrositeStyle,
      settings: { users: true, groups: false },
    };
    sessionStore.set({ status: 'authenticated', user: testUser(), searches: [] });
    stubApi({ '/configuration': { status: 200, body: testConfiguration({ microsite }) } });
    await renderApp({ path: '/perfil', routes });
    expect(await heading('Mi perfil')).toBeInTheDocument();
  });
});

describe('skip link', () => {
  it('is the first thing the keyboard reaches and moves focus to the page content', async () => {
    stubApi({ '/configuration': { status: 200, body: testConfiguration() } });
    await renderApp({ path: '/publico', routes });
    await heading('Página pública');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Página pública' }));
    // The next Tab goes on inside the content, past the header.
    await userEvent.tab();
    expect(main).toContainElement(document.activeElement as HTMLElement);
    expect(window.location.pathname).toBe('/publico');
  });
});
