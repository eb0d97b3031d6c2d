import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultMicrositeSettings, defaultMicrositeStyle } from '@vitrina/shared/microsites';
import { describe, expect, it } from 'vitest';
import { onOpenIdentify } from '@/lib/identify-events';
import { renderApp, stubApi, testConfiguration } from '@/test/render';

describe('the app shell', () => {
  it('shows the header with the logo and the login button, and no way back on the first page', async () => {
    stubApi({ '/configuration': { status: 200, body: testConfiguration() } });
    await renderApp({ path: '/' });
    const header = await screen.findByTestId('app-header');
    expect(within(header).getByRole('link', { name: /vitrina/i })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volver' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Vitrina'));
  });

  it('asks for the identify panel from the login button', async () => {
    stubApi({ '/configuration': { status: 200, body: testConfiguration() } });
    const opened: unknown[] = [];
    const stop = onOpenIdentify((options) => opened.push(options));
    await renderApp({ path: '/legal/terms' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ingresar' }));
    expect(opened).toEqual([{}]);
    stop();
  });

  it("offers 'Volver' and breadcrumbs after moving inside the app, and goes back", async () => {
    stubApi({ '/configuration': { status: 200, body: testConfiguration() } });
    await renderApp({ path: '/legal/terms' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volver' })).not.toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('link', { name: /política de privacidad/i })[0]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(trail).getByText('Política de privacidad')).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/legal/terms');
  });

  it('shows the not-found page for unknown addresses, with a way home', async () => {
    stubApi({ '/configuration': { status: 200, body: testConfiguration() } });
    await renderApp({ path: '/esto/no/existe' });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada :(' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ir al inicio' }));
    expect(await screen.findByRole('heading', { level: 1, name: /encontrá lo que buscás/i })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it("uses a microsite's name and square logo for the title and icon", async () => {
    const microsite = {
      id: 3,
      name: 'Inmobiliaria Palermo',
      logo_main_url: null,
      logo_secondary_url: null,
      logo_square_url: '/uploads/m3.png',
      style: defaultMicrositeStyle,
      settings: defaultMicrositeSettings,
    };
    stubApi({ '/configuration': { status: 200, body: testConfiguration({ microsite }) } });
    await renderApp({ path: '/legal/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' });
    expect(document.title).toBe('Inmobiliaria Palermo');
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/uploads/m3.png');
  });

  it('paints the browser theme colour on the home page only', async () => {
    stubApi({ '/configuration': { status: 200, body: testConfiguration() } });
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: /encontrá lo que buscás/i });
    const themeColor = () => document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content');
    expect(themeColor()).toBe('#5b3fd1');
    await userEvent.click(screen.getByRole('link', { name: 'Términos y condiciones' }));
    await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' });
    expect(themeColor()).toBe('#ffffff');
  });
});

describe('a failed configuration load', () => {
  it('shows the no-response toast, renders on defaults and retries on demand', async () => {
    let online = false;
    stubApi({ '/configuration': () => (online ? { status: 200, body: testConfiguration() } : 'no-response') });
    await renderApp({ path: '/' });
    expect(await screen.findByText('Ocurrió un error con la petición.')).toBeInTheDocument();
    expect(screen.getByTestId('app-header')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'hola@vitrina.test' })).not.toBeInTheDocument();

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'hola@vitrina.test' })).toHaveAttribute(
      'href',
      'mailto:hola@vitrina.test',
    );
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it("shows the server's message when it sends one", async () => {
    stubApi({ '/configuration': { status: 503, body: { message: 'Servicio en mantenimiento.' } } });
    await renderApp({ path: '/legal/terms' });
    expect(await screen.findByText('Servicio en mantenimiento.')).toBeInTheDocument();
  });

  it('shows the wait message on 429 without a body', async () => {
    stubApi({ '/configuration': { status: 429 } });
    await renderApp({ path: '/legal/terms' });
    expect(await screen.findByText('Demasiados intentos, aguarde un momento y vuelva a intentar.')).toBeInTheDocument();
  });
});

describe('the stored configuration', () => {
  it('renders a returning visit at once from the stored copy, then revalidates once', async () => {
    localStorage.setItem('configuration', JSON.stringify(testConfiguration({ contactEmail: 'viejo@vitrina.test' })));
    const { calls } = stubApi({
      '/configuration': { status: 200, body: testConfiguration({ contactEmail: 'nuevo@vitrina.test' }) },
    });
    await renderApp({ path: '/' });
    expect(await screen.findByRole('link', { name: /@vitrina\.test/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'nuevo@vitrina.test' })).toBeInTheDocument();
    expect(calls.filter((path) => path === '/configuration')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('configuration')!).CONTACT_EMAIL).toBe('nuevo@vitrina.test');
  });
});
