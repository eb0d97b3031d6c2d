// 'Invitar' with and without the device's share sheet, and 'Salir del grupo' (product.md, Groups).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { stubApi } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { paged, renderGroupShow, testGroup, testMember } from '../test-helpers';

const uuid = '0f8b6c2e-4d1a-4c3b-9a7e-2b5d8f1e6a90';
const link = `${window.location.origin}/invitation/${uuid}`;
const unsupported = 'Tu dispositivo no permite compartir contenido.';

function groupApi(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /account/group/5': { status: 200, body: testGroup() },
    'GET /account/group/5/user': { status: 200, body: paged([testMember(7, 'Lucía Fernández', { admin: true })]) },
    'POST /account/group/5/user/invite': { status: 200, body: { uuid } },
    ...extra,
  });
}

function setShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
}

afterEach(() => {
  delete (navigator as { share?: unknown }).share;
});

describe("'Invitar'", () => {
  it("hands the link to the share sheet with the title 'Invitación' and the group's name", async () => {
    const share = vi.fn(async () => undefined);
    setShare(share);
    signInAs(testUser());
    groupApi();
    renderGroupShow();

    await userEvent.click(await screen.findByRole('button', { name: 'Invitar' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: 'Invitación',
      text: 'Te invito a sumarte al grupo Inmobiliaria Belgrano.',
      url: link,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(unsupported)).not.toBeInTheDocument();
  });

  it('says nothing when the person closes the share sheet', async () => {
    setShare(vi.fn(async () => Promise.reject(new DOMException('Share canceled', 'AbortError'))));
    signInAs(testUser());
    groupApi();
    renderGroupShow();

    await userEvent.click(await screen.findByRole('button', { name: 'Invitar' }));
    await waitFor(() => expect(navigator.share).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(unsupported)).not.toBeInTheDocument();
  });

  it('without a share sheet, says so and shows the link to copy, valid 24 hours and single use', async () => {
    const user = userEvent.setup();
    signInAs(testUser());
    const { requests } = groupApi();
    renderGroupShow();

    await user.click(await screen.findByRole('button', { name: 'Invitar' }));
    expect(await screen.findByText(unsupported)).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Invitar al grupo' });
    expect(within(dialog).getByLabelText('Link de invitación')).toHaveValue(link);
    expect(
      within(dialog).getByText('La invitación es válida por 24 horas y se puede usar una sola vez.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Compartir' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/account/group/5/user/invite',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Copiar link' }));
    expect(await within(dialog).findByRole('button', { name: 'Link copiado' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('offers the link and another try when the share sheet fails', async () => {
    setShare(vi.fn(async () => Promise.reject(new DOMException('Must be handling a user gesture', 'NotAllowedError'))));
    signInAs(testUser());
    groupApi();
    renderGroupShow();

    await userEvent.click(await screen.findByRole('button', { name: 'Invitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar al grupo' });
    expect(within(dialog).getByLabelText('Link de invitación')).toHaveValue(link);
    expect(within(dialog).getByRole('button', { name: 'Compartir' })).toBeInTheDocument();
    expect(screen.queryByText(unsupported)).not.toBeInTheDocument();
  });
});

describe("'Salir del grupo'", () => {
  it("asks first, leaves, says 'Saliste del grupo.', refreshes the user and goes to the list", async () => {
    const user = signInAs(testUser({ groups: [{ id: 5, name: 'Inmobiliaria Belgrano', logo_url: null }] }));
    const { requests } = groupApi({
      'DELETE /account/group/5': { status: 200, body: { message: 'Saliste del grupo.' } },
      'GET /auth/user': { status: 200, body: { user: { ...user, groups: [] }, searches: [] } },
    });
    renderGroupShow();

    await userEvent.click(await screen.findByRole('button', { name: 'Salir del grupo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salir del grupo' });
    expect(
      within(dialog).getByText(/Vas a dejar de ver la cartera y las búsquedas de Inmobiliaria Belgrano/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salir' }));

    expect(await screen.findByText('Saliste del grupo.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Listado de grupos' })).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'DELETE')?.path).toBe('/account/group/5');
    await waitFor(() => expect(sessionStore.get().user?.groups).toEqual([]));
    // The group is not asked for again once left: no 404 toast follows.
    expect(requests.filter((request) => request.path === '/account/group/5' && request.method === 'GET')).toHaveLength(
      1,
    );
    expect(screen.queryByText('No se encontró la información que buscaba.')).not.toBeInTheDocument();
  });

  it('stays when the confirmation is cancelled', async () => {
    signInAs(testUser());
    const { requests } = groupApi();
    renderGroupShow();

    await userEvent.click(await screen.findByRole('button', { name: 'Salir del grupo' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Inmobiliaria Belgrano' })).toBeInTheDocument();
  });
});
