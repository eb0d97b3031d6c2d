// The code step of the identify panel: every try counts against the code's five and every mail against the
// per-email limit, so a refused code is sent once and 'Reenviar código' waits a minute (identify-panel.test.tsx
// has the rest of the panel).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi, testConfiguration } from '@/test/render';
import { findToast } from '@/test/toasts';

const configuration = { status: 200, body: testConfiguration() };
const invalid = 'El código no es correcto o ya venció. Pedí uno nuevo.';
const refusal = { status: 422, body: { message: invalid, errors: { code: [invalid] } } };

const continueButton = () => screen.getByRole('button', { name: 'Continuar' });
const codeBoxes = () => screen.getAllByLabelText(/Código de verificación, dígito/);

async function reachCodeStep(beforeSending: () => void = () => {}) {
  await userEvent.click(await screen.findByRole('button', { name: 'Ingresar' }));
  await screen.findByRole('dialog', { name: 'Identificate' });
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'lucia@example.com');
  beforeSending();
  await userEvent.keyboard('{Enter}');
  await screen.findByText('Ingresá el código que te enviamos a');
}

// The panel loads lazily on first opening; loaded here, the first test does not spend its waiting time on that.
beforeAll(async () => {
  await import('./identify-panel');
});

afterEach(() => {
  vi.useRealTimers();
});

// Many keystrokes each: on a busy machine they take longer than the default limit.

describe('the code step', () => {
  it('sends a refused code once: not again from Continuar, nor when typed again; a different code goes by itself', async () => {
    const { requests } = stubApi({
      '/configuration': configuration,
      'POST /auth/check': { status: 200, body: { exists: true } },
      'POST /auth/recover/send': { status: 200, body: { message: 'Código enviado.' } },
      'POST /auth/recover/check': refusal,
    });
    const tries = () =>
      requests
        .filter((request) => request.path === '/auth/recover/check')
        .map((request) => (request.body as { code: string }).code);
    await renderApp({ path: '/' });
    await reachCodeStep();

    await userEvent.click(codeBoxes()[0]);
    await userEvent.keyboard('999999');
    expect(await screen.findByText(invalid)).toBeInTheDocument();
    expect(tries()).toEqual(['999999']);
    await waitFor(() => expect(continueButton()).toBeDisabled());
    // Enter in the form (what 'Continuar' does) sends nothing either.
    fireEvent.submit(document.getElementById('auth-modal-identify-form')!);

    // Typing the same digits again does not send them again.
    await userEvent.click(codeBoxes()[5]);
    await userEvent.keyboard('{Backspace}');
    expect(continueButton()).toBeEnabled();
    await userEvent.keyboard('9');
    expect(continueButton()).toBeDisabled();
    expect(tries()).toEqual(['999999']);
    expect(screen.getAllByText(invalid)).toHaveLength(1);

    // Another code goes once, by itself.
    await userEvent.keyboard('{Backspace}8');
    await waitFor(() => expect(tries()).toEqual(['999999', '999998']));
    await waitFor(() => expect(continueButton()).toBeDisabled());
    expect(tries()).toEqual(['999999', '999998']);
  }, 30_000);

  it("asks for the whole code when 'Continuar' comes before its six digits, sending nothing", async () => {
    const { requests } = stubApi({
      '/configuration': configuration,
      'POST /auth/check': { status: 200, body: { exists: true } },
      'POST /auth/recover/send': { status: 200, body: { message: 'Código enviado.' } },
    });
    await renderApp({ path: '/' });
    await reachCodeStep();
    await userEvent.click(codeBoxes()[0]);
    await userEvent.keyboard('123');
    await userEvent.click(continueButton());
    await findToast('Ingresá los 6 dígitos del código.');
    expect(codeBoxes()[0]).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((request) => request.path === '/auth/recover/check')).toBe(false);
  }, 30_000);

  it("counts down a minute on 'Reenviar código' after each code sent, and sends no more meanwhile", async () => {
    const { requests } = stubApi({
      '/configuration': configuration,
      'POST /auth/check': { status: 200, body: { exists: true } },
      'POST /auth/recover/send': { status: 200, body: { message: 'Código enviado.' } },
    });
    const sends = () => requests.filter((request) => request.path === '/auth/recover/send').length;
    await renderApp({ path: '/' });
    await reachCodeStep(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));

    const waiting = await screen.findByRole('button', { name: 'Reenviar código (1:00)' });
    expect(waiting).toBeDisabled();
    for (let click = 0; click < 3; click++) fireEvent.click(waiting);
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByRole('button', { name: 'Reenviar código (0:45)' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(44_000));
    expect(screen.getByRole('button', { name: 'Reenviar código (0:01)' })).toBeDisabled();
    expect(sends()).toBe(1);

    act(() => vi.advanceTimersByTime(1000));
    const resend = screen.getByRole('button', { name: 'Reenviar código' });
    expect(resend).toBeEnabled();
    await userEvent.click(resend);
    expect(await screen.findByRole('button', { name: 'Reenviar código (1:00)' })).toBeDisabled();
    expect(sends()).toBe(2);
  }, 30_000);
});
