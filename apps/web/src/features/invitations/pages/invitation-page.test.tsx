// The invitation page as a guest, an unverified and a verified user meet it (product.md, Groups: Invitations), inside
// the whole app so the identify panel, the session and the navigation are the real ones.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Invitation } from '@vitrina/shared/groups';
import type { User } from '@vitrina/shared/users';
import { setSignedIn } from '@/lib/session';
import { renderApp, stubApi, testConfiguration } from '@/test/render';
import { signInAs, testUser } from '@/test/users';

const uuid = '0b6f3c1e-2d4a-4c8e-9f10-5a6b7c8d9e0f';
const path = `/invitation/${uuid}`;
const configuration = { status: 200, body: testConfiguration() };

function invitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    uuid,
    invitationable_type: 'group',
    invitationable_id: 12,
    invitationable: { id: 12, name: 'Equipo Palermo', public: true, logo_url: null },
    user: { id: 3, name: 'Ana Pereyra', avatar_url: null },
    rules: ['logged', 'email_verified'],
    expires_at: '2024-08-07T15:00:00.000Z',
    ...overrides,
  };
}

const group = {
  id: 12,
  name: 'Equipo Palermo',
  description: null,
  logo_url: null,
  public: true,
  users_count: 2,
  created_at: '2024-08-06T15:00:00.000Z',
};

function rule(text: string) {
  return screen.getByText(text).closest('li')!;
}

function expectRule(text: string, state: 'Cumplida' | 'Pendiente') {
  expect(within(rule(text)).getByRole('img', { name: state })).toBeInTheDocument();
}

async function openAs(user: User | null, answers: Parameters<typeof stubApi>[0] = {}) {
  if (user) signInAs(user);
  const api = stubApi({
    '/configuration': configuration,
    [`GET /invitation/${uuid}`]: { status: 200, body: invitation() },
    ...(user ? { 'GET /auth/user': { status: 200, body: { user, searches: [] } } } : {}),
    ...answers,
  });
  await renderApp({ path });
  await screen.findByRole('heading', { level: 1, name: 'Invitación de grupo' });
  return api;
}

describe('the invitation page', () => {
  it('tells a guest who invites to which group and what it shows, with both rules pending', async () => {
    await openAs(null);
    expect(screen.getByText('Ana Pereyra')).toBeInTheDocument();
    expect(screen.getByText('Equipo Palermo')).toBeInTheDocument();
    expect(screen.getByText(/te invitó a unirte al grupo/)).toBeInTheDocument();
    expect(screen.getByText('Sólo publicaciones públicas de cada integrante')).toBeInTheDocument();
    expectRule('Debes estar logueado', 'Pendiente');
    expectRule('Debes tener un email verificado', 'Pendiente');
    expect(screen.getByText(/La invitación es válida por 24 horas y se puede usar una sola vez\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeEnabled();
  });

  it('asks a guest to identify for answering invitations, then ticks the rules once signed in and verified', async () => {
    const { requests } = await openAs(null);
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    const panel = await screen.findByRole('dialog', { name: 'Identificate' });
    expect(within(panel).getByText('Para responder las invitaciones')).toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('/accept'))).toBe(false);

    act(() => setSignedIn(testUser({ email_verified: false }), []));
    expectRule('Debes estar logueado', 'Cumplida');
    expectRule('Debes tener un email verificado', 'Pendiente');
    act(() => setSignedIn(testUser({ email_verified: true }), []));
    expectRule('Debes tener un email verificado', 'Cumplida');
  });

  it('opens the verify step for a signed-in user whose email is not verified', async () => {
    const { requests } = await openAs(testUser({ email_verified: false }), {
      'POST /auth/verify/send': { status: 200, body: {} },
    });
    expectRule('Debes estar logueado', 'Cumplida');
    expectRule('Debes tener un email verificado', 'Pendiente');
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    const panel = await screen.findByRole('dialog', { name: 'Verifica tu email' });
    expect(within(panel).getByText('Para responder las invitaciones')).toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('/reject'))).toBe(false);
  });

  it('accepts for a verified user: reloads the user and goes to the group', async () => {
    const user = testUser();
    let joined = false;
    const { requests } = await openAs(user, {
      'GET /auth/user': () => ({
        status: 200,
        body: {
          user: { ...user, groups: joined ? [{ id: 12, name: 'Equipo Palermo', logo_url: null }] : [] },
          searches: [],
        },
      }),
      [`PUT /invitation/${uuid}/accept`]: () => {
        joined = true;
        return { status: 200, body: group };
      },
    });
    expectRule('Debes estar logueado', 'Cumplida');
    expectRule('Debes tener un email verificado', 'Cumplida');
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(window.location.pathname).toBe('/account/group/12/show'));
    expect(await screen.findByText('Te uniste al grupo Equipo Palermo.')).toBeInTheDocument();
    const accept = requests.findIndex(
      (request) => request.method === 'PUT' && request.path === `/invitation/${uuid}/accept`,
    );
    expect(accept).toBeGreaterThanOrEqual(0);
    // The user is loaded again after joining, so the home lists the new group.
    expect(requests.slice(accept).some((request) => request.path === '/auth/user')).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rejects for a verified user: a toast and home', async () => {
    const { requests } = await openAs(testUser(), { [`PUT /invitation/${uuid}/reject`]: { status: 204 } });
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Rechazaste la invitación.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(requests.some((request) => request.method === 'PUT' && request.path === `/invitation/${uuid}/reject`)).toBe(
      true,
    );
  });

  it('says so and links to the group when the user already belongs to it', async () => {
    await openAs(testUser(), {
      [`PUT /invitation/${uuid}/accept`]: { status: 422, body: { message: 'Ya sos integrante de este grupo.' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Ya sos integrante de este grupo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al grupo' })).toHaveAttribute('href', '/account/group/12/show');
    expect(screen.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    expect(window.location.pathname).toBe(path);
  });

  it('offers the group instead of the answers to a member who opens a link meant for someone else', async () => {
    await openAs(testUser({ groups: [{ id: 12, name: 'Equipo Palermo', logo_url: null }] }));
    expect(screen.getByText('Ya sos integrante de este grupo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al grupo' })).toHaveAttribute('href', '/account/group/12/show');
    expect(screen.queryByRole('button', { name: 'Rechazar' })).not.toBeInTheDocument();
  });

  it("titles an unknown kind of invitation 'Sin identificar'", async () => {
    stubApi({
      '/configuration': configuration,
      [`GET /invitation/${uuid}`]: { status: 200, body: invitation({ invitationable_type: 'search' }) },
    });
    await renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sin identificar' })).toBeInTheDocument();
    expect(screen.queryByText(/te invitó a unirte al grupo/)).not.toBeInTheDocument();
  });

  it('says an unknown, used or expired link is gone and goes home', async () => {
    stubApi({
      '/configuration': configuration,
      [`GET /invitation/${uuid}`]: { status: 404, body: { message: 'No se encontró la información que buscaba.' } },
    });
    await renderApp({ path });
    expect(await screen.findByText('La invitación no existe, ya fue usada o venció.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Página no encontrada :(' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
  });

  it('says the link is gone and goes home when it was used or revoked while the page was open', async () => {
    const { requests } = await openAs(testUser(), {
      [`PUT /invitation/${uuid}/accept`]: {
        status: 404,
        body: { message: 'No se encontró la información que buscaba.' },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('La invitación no existe, ya fue usada o venció.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(requests.some((request) => request.method === 'PUT' && request.path === `/invitation/${uuid}/accept`)).toBe(
      true,
    );
  });

  it('shows the error and goes home when the invitation cannot be loaded', async () => {
    stubApi({ '/configuration': configuration, [`GET /invitation/${uuid}`]: 'no-response' });
    await renderApp({ path });
    expect(await screen.findByText('Ocurrió un error con la petición.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});
