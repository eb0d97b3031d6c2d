// The identify panel as a visitor meets it (product.md, Sign-in and the account), inside the whole app, API stubbed.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getAuthToken } from '@/lib/auth-token';
import { openIdentify } from '@/lib/identify-events';
import { rememberRedirect } from '@/lib/redirect';
import { rememberSearch, sessionStore } from '@/lib/session';
import { deferred, renderApp, stubApi, testConfiguration, type ApiRequest } from '@/test/render';
import { testSearch } from '@/test/searches';
import { signInAs, testUser } from '@/test/users';
import { findToast } from '@/test/toasts';

const token = { token_type: 'Bearer', access_token: 'nuevo-token' };
const configuration = { status: 200, body: testConfiguration() };

async function openPanel() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ingresar' }));
  return screen.findByRole('dialog', { name: 'Identificate' });
}

const continueButton = () => screen.getByRole('button', { name: 'Continuar' });
const codeBoxes = () => screen.getAllByLabelText(/Código de verificación, dígito/);
const bodyOf = (requests: ApiRequest[], method: string, path: string) =>
  requests.find((request) => request.method === method && request.path === path)?.body;

describe('the identify panel', () => {
  it('opens on the email step with its title, subtitle and footer', async () => {
    stubApi({ '/configuration': configuration });
    await renderApp({ path: '/legal/terms' });
    const panel = await openPanel();
    expect(panel).toHaveAttribute('id', 'auth-modal-identify');
    expect(within(panel).getByText('Para utilizar la plataforma')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    // No user yet: no 'Salir'. The providers are not configured: their buttons show, disabled, with a note.
    expect(within(panel).queryByRole('button', { name: 'Salir' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Ingresar con Google' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Ingresar con Apple' })).toBeDisabled();
    expect(within(panel).getByText('El ingreso con Google no está configurado.')).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  it('shows the subtitle it was opened with', async () => {
    stubApi({ '/configuration': configuration });
    await renderApp({ path: '/' });
    await screen.findByRole('button', { name: 'Ingresar' });
    act(() => openIdentify({ subtitle: 'Para utilizar las búsquedas' }));
    const panel = await screen.findByRole('dialog', { name: 'Identificate' });
    expect(within(panel).getByText('Para utilizar las búsquedas')).toBeInTheDocument();
  });

  it('marks a malformed email invalid without asking the server', async () => {
    const { calls } = stubApi({ '/configuration': configuration });
    await renderApp({ path: '/' });
    await openPanel();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'lucia@');
    await userEvent.click(continueButton());
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await findToast('No es una dirección de correo electrónico válida');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(calls).not.toContain('/auth/check');
  });

  it("keeps 'Continuar' disabled while the email is being checked", async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const { calls } = stubApi({ '/configuration': configuration, 'POST /auth/check': () => answer.promise });
    await renderApp({ path: '/' });
    await openPanel();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'nueva@example.com');
    await userEvent.click(continueButton());
    await waitFor(() => expect(continueButton()).toBeDisabled());
    // A second submit while the first is on its way is ignored.
    fireEvent.submit(document.getElementById('auth-modal-identify-form')!);
    answer.resolve({ status: 200, body: { exists: false } });
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
    expect(calls.filter((path) => path === '/auth/check')).toHaveLength(1);
  });

  it('signs up a new email with a name, welcomes and closes', async () => {
    const user = testUser({ name: 'Sofía Pérez', email: 'sofia@example.com' });
    const { requests } = stubApi({
      '/configuration': configuration,
      'POST /auth/check': { status: 200, body: { exists: false } },
      'POST /auth/signup': { status: 200, body: token },
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
    });
    await renderApp({ path: '/' });
    const panel = await openPanel();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), '  Sofia@Example.com ');
    await userEvent.click(continueButton());

    const name = await screen.findByRole('textbox', { name: 'Nombre' });
    expect(screen.getByText('sofia@example.com')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('target', '_blank');
    expect(within(panel).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('target', '_blank');
    // Too short: marked invalid, nothing sent.
    await userEvent.type(name, 'So');
    await userEvent.click(continueButton());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await findToast('Este campo debe tener al menos 3 caracteres');
    expect(requests.some((request) => request.path === '/auth/signup')).toBe(false);

    await userEvent.type(name, 'fía Pérez');
    await userEvent.click(continueButton());
    expect(await screen.findByText('¡Te damos la bienvenida!')).toBeInTheDocument();
    expect(bodyOf(requests, 'POST', '/auth/signup')).toEqual({
      email: 'sofia@example.com',
      name: 'Sofía Pérez',
      searches: [],
    });
    expect(getAuthToken()).toEqual(token);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2500 });
    expect(screen.getByRole('button', { name: 'Menú de Sofía Pérez' })).toBeInTheDocument();
    expect(sessionStore.get().status).toBe('authenticated');
  });

  it('recovers an existing account with a pasted code', async () => {
    const user = testUser();
    const { requests } = stubApi({
      '/configuration': configuration,
      'POST /auth/check': { status: 200, body: { exists: true } },
      'POST /auth/recover/send': { status: 200, body: { message: 'Código enviado.' } },
      'POST /auth/recover/check': { status: 200, body: token },
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
    });
    await renderApp({ path: '/' });
    await openPanel();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'lucia@example.com{Enter}');

    expect(await screen.findByText('Ingresá el código que te enviamos a')).toBeInTheDocument();
    expect(screen.getByText('lucia@example.com')).toBeInTheDocument();
    expect(await screen.findByText('Código enviado.')).toBeInTheDocument();
    expect(bodyOf(requests, 'POST', '/auth/recover/send')).toEqual({ email: 'lucia@example.com' });

    fireEvent.paste(codeBoxes()[0], { clipboardData: { getData: () => 'Tu código es 123 456' } });
    expect(codeBoxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
    // A complete code goes without waiting for 'Continuar'.
    expect(await screen.findByText('Verificado correctamente.')).toBeInTheDocument();
    expect(bodyOf(requests, 'POST', '/auth/recover/check')).toEqual({
      email: 'lucia@example.com',
      code: '123456',
      searches: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2500 });
  });

  it("sends the visitor's searches with the sign-in and keeps the account's searches the server answers", async () => {
    const made = testSearch();
    const older = testSearch({ id: 20, uuid: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', title: 'Casa en alquiler' });
    rememberSearch(made);
    const user = testUser();
    const { requests } = stubApi({
      '/configuration': configuration,
      'POST /auth/check': { status: 200, body: { exists: true } },
      'POST /auth/recover/send': { status: 200, body: { message: 'Código enviado.' } },
      'POST /auth/recover/check': { status: 200, body: token },
      'GET /auth/user': { status: 200, body: { user, searches: [{ ...made, user_id: user.id }, older] } },
    });
    await renderApp({ path: '/' });
    await openPanel();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'lucia@example.com{Enter}');
    fireEvent.paste((await screen.findAllByLabelText(/Código de verificación, dígito/))[0], {
      clipboardData: { getData: () => '123456' },
    });
    expect(await screen.findByText('Verificado correctamente.')).toBeInTheDocument();
    expect(bodyOf(requests, 'POST', '/auth/recover/check')).toEqual({
      email: 'lucia@example.com',
      code: '123456',
      searches: [made.uuid],
    });
    await waitFor(() => expect(sessionStore.get().status).toBe('authenticated'));
    expect(sessionStore.get().searches).toEqual([{ ...made, user_id: user.id }, older]);
  });

  it("says 'Enviando código a' until the code is sent", async () => {
    const sent = deferred<{ status: number; body: unknown }>();
    stubApi({
      '/configuration': configuration,
      'POST /auth/check': { status: 200, body: { exists: true } },
      'POST /auth/recover/send': () => sent.promise,
    });
    await renderApp({ path: '/' });
    await openPanel();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'lucia@example.com{Enter}');
    expect(await screen.findByText('Enviando código a')).toBeInTheDocument();
    sent.resolve({ status: 200, body: {} });
    expect(await screen.findByText('Ingresá el código que te enviamos a')).toBeInTheDocument();
  });

  it('marks a wrong code invalid, shows the server message and lets the person try again', async () => {
    stubApi({
      '/configuration': configuration,
      'POST /auth/check': { status: 200, body: { exists: true } },
      'POST /auth/recover/send': { status: 200, body: {} },
      'POST /auth/recover/check': {
        status: 422,
        body: {
          message: 'El código no es correcto o ya venció. Pedí uno nuevo.',
          errors: { code: ['El código no es correcto o ya venció. Pedí uno nuevo.'] },
        },
      },
    });
    await renderApp({ path: '/' });
    await openPanel();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'lucia@example.com{Enter}');
    await screen.findByText('Ingresá el código que te enviamos a');
    await userEvent.click(codeBoxes()[0]);
    await userEvent.keyboard('999999');
    expect(await screen.findByText('El código no es correcto o ya venció. Pedí uno nuevo.')).toBeInTheDocument();
    await waitFor(() => expect(codeBoxes()[0]).toHaveAttribute('aria-invalid', 'true'));
    // The refused code cannot be sent again (each try counts); changing it lets the person try again.
    expect(continueButton()).toBeDisabled();
    await userEvent.click(codeBoxes()[5]);
    await userEvent.keyboard('{Backspace}');
    expect(continueButton()).toBeEnabled();
    expect(getAuthToken()).toBeNull();
  });

  it('goes on to verify the email after the welcome when the rules ask for it', async () => {
    const unverified = testUser({ email: 'nuevo@example.com', email_verified: false });
    let verified = false;
    const { requests } = stubApi({
      '/configuration': configuration,
      'POST /auth/check': { status: 200, body: { exists: false } },
      'POST /auth/signup': { status: 200, body: token },
      'GET /auth/user': () => ({
        status: 200,
        body: { user: { ...unverified, email_verified: verified }, searches: [] },
      }),
      'POST /auth/verify/send': { status: 200, body: {} },
      'POST /auth/verify/check': () => {
        verified = true;
        return { status: 200, body: { message: 'Verificado correctamente.' } };
      },
    });
    await renderApp({ path: '/' });
    await screen.findByRole('button', { name: 'Ingresar' });
    act(() => openIdentify({ rules: ['logged', 'email_verified'] }));
    await screen.findByRole('dialog', { name: 'Identificate' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'nuevo@example.com{Enter}');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Nicolás Álvarez{Enter}');
    await screen.findByText('¡Te damos la bienvenida!');

    const panel = await screen.findByRole('dialog', { name: 'Verifica tu email' }, { timeout: 2500 });
    // On verify: no providers, and 'Salir' now that there is a user.
    expect(within(panel).queryByRole('button', { name: 'Ingresar con Google' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Salir' })).toBeInTheDocument();
    expect(await within(panel).findByText('nuevo@example.com')).toBeInTheDocument();
    await waitFor(() => expect(requests.some((request) => request.path === '/auth/verify/send')).toBe(true));

    await userEvent.click(codeBoxes()[0]);
    await userEvent.keyboard('654321');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(requests, 'POST', '/auth/verify/check')).toEqual({ code: '654321' });
    expect(sessionStore.get().user?.email_verified).toBe(true);
  });

  it('opens straight on verify for a signed-in user, and sends one code', async () => {
    signInAs(testUser({ email_verified: false }));
    const { requests } = stubApi({
      '/configuration': configuration,
      'GET /auth/user': { status: 200, body: { user: testUser({ email_verified: false }), searches: [] } },
      'POST /auth/verify/send': { status: 200, body: {} },
    });
    await renderApp({ path: '/' });
    await screen.findByRole('button', { name: /Menú de/ });
    act(() => openIdentify({ step: 'verify', rules: ['email_verified'] }));
    const panel = await screen.findByRole('dialog', { name: 'Verifica tu email' });
    expect(await within(panel).findByText('Ingresá el código que te enviamos a')).toBeInTheDocument();
    expect(within(panel).getByText('lucia@example.com')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/auth/verify/send')).toHaveLength(1);
  });

  it('leaves a signed-in user where they were after verifying, whatever route was remembered', async () => {
    const user = signInAs(testUser({ email_verified: false }));
    rememberRedirect('/legal/terms');
    stubApi({
      '/configuration': configuration,
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
      'POST /auth/verify/send': { status: 200, body: {} },
      'POST /auth/verify/check': {
        status: 200,
        body: { message: 'Verificado correctamente.', user: { ...user, email_verified: true } },
      },
    });
    await renderApp({ path: '/account/setting' });
    await userEvent.click(await screen.findByRole('button', { name: 'Verificar email' }));
    await screen.findByRole('dialog', { name: 'Verifica tu email' });
    await userEvent.click(codeBoxes()[0]);
    await userEvent.keyboard('123456');
    expect(await screen.findByText('Verificado correctamente.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/account/setting');
  });

  it("gives focus to the page's heading after signing in, the 'Ingresar' button being gone", async () => {
    stubApi({
      '/configuration': configuration,
      'POST /auth/check': { status: 200, body: { exists: true } },
      'POST /auth/recover/send': { status: 200, body: {} },
      'POST /auth/recover/check': { status: 200, body: token },
      'GET /auth/user': { status: 200, body: { user: testUser(), searches: [] } },
    });
    await renderApp({ path: '/' });
    await openPanel();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'lucia@example.com{Enter}');
    await screen.findByText('Ingresá el código que te enviamos a');
    await userEvent.click(codeBoxes()[0]);
    await userEvent.keyboard('123456');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2500 });
    expect(screen.queryByRole('button', { name: 'Ingresar' })).not.toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.closest('main')).not.toBeNull();
  });

  it('gives focus back to the button that opened it when closed without signing in', async () => {
    stubApi({ '/configuration': configuration });
    await renderApp({ path: '/' });
    await openPanel();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ingresar' })));
  });

  it('explains inside Instagram that Google needs Chrome or Safari', async () => {
    const agent = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Instagram 300.0.0.0',
      );
    stubApi({
      '/configuration': {
        status: 200,
        body: testConfiguration({ googleClientId: 'cliente.apps.googleusercontent.com' }),
      },
    });
    await renderApp({ path: '/' });
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar con Google' }));
    const attention = await screen.findByRole('dialog', { name: 'Atención' });
    expect(within(attention).getByText(/Chrome o Safari/)).toBeInTheDocument();
    agent.mockRestore();
  });
});
