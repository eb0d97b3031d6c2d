// The open invitations on the group page: admins see who made each link and when it expires, and revoke one after
// a confirmation; members never see them (nor ask the API for them).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OpenInvitation } from '@vitrina/shared/groups';
import { stubApi } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { paged, renderGroupShow, testGroup, testMember } from '../test-helpers';

const lucia = testMember(7, 'Lucía Fernández', { admin: true, owner: true, creator: true });
const carla = testMember(9, 'Carla Ruiz', { admin: true });

function openInvitation(
  id: number,
  maker: { id: number; name: string },
  created: string,
  expires: string,
): OpenInvitation {
  return { id, user: { ...maker, avatar_url: null }, created_at: created, expires_at: expires };
}

const byCarla = openInvitation(
  31,
  { id: 9, name: 'Carla Ruiz' },
  '2024-08-06T15:00:00.000Z',
  '2024-08-07T15:00:00.000Z',
);
const byLucia = openInvitation(
  30,
  { id: 7, name: 'Lucía Fernández' },
  '2024-08-06T12:30:00.000Z',
  '2024-08-07T12:30:00.000Z',
);

const section = () => screen.findByRole('region', { name: 'Invitaciones vigentes' });

describe('the open invitations of a group', () => {
  it('shows an admin each open link with its maker and dates, and revokes one after confirming', async () => {
    signInAs(testUser());
    let open = [byCarla, byLucia];
    const { requests } = stubApi({
      'GET /account/group/5': { status: 200, body: testGroup() },
      'GET /account/group/5/user': { status: 200, body: paged([carla, lucia]) },
      'GET /account/group/5/invitation': () => ({ status: 200, body: paged(open) }),
      'DELETE /account/group/5/invitation/31': () => {
        open = [byLucia];
        return { status: 200, body: { message: 'Invitación revocada correctamente.' } };
      },
    });
    renderGroupShow();

    const list = await section();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^Creada por/).textContent)).toEqual([
      'Creada por Carla Ruiz',
      'Creada por Lucía Fernández',
    ]);
    // Dates in Argentina's time, DD/MM/YYYY HH:mm.
    expect(within(rows[0]).getByText('Creada el 06/08/2024 12:00 · vence el 07/08/2024 12:00')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Creada el 06/08/2024 09:30 · vence el 07/08/2024 09:30')).toBeInTheDocument();

    // Cancelling changes nothing.
    await userEvent.click(
      within(rows[0]).getByRole('button', { name: 'Revocar la invitación que creó Carla Ruiz el 06/08/2024 12:00' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Revocar invitación' });
    expect(dialog).toHaveTextContent('El link de invitación que creó Carla Ruiz va a dejar de funcionar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await userEvent.click(within(rows[0]).getByRole('button', { name: /^Revocar/ }));
    dialog = await screen.findByRole('dialog', { name: 'Revocar invitación' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revocar' }));
    expect(await screen.findByText('Invitación revocada correctamente.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/account/group/5/invitation/31',
    ]);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText('Creada por Lucía Fernández')).toBeInTheDocument();
  });

  it('hides the section while no link is open', async () => {
    signInAs(testUser());
    const { requests } = stubApi({
      'GET /account/group/5': { status: 200, body: testGroup() },
      'GET /account/group/5/user': { status: 200, body: paged([lucia]) },
      'GET /account/group/5/invitation': { status: 200, body: paged([]) },
    });
    renderGroupShow();
    expect(await screen.findByText('Lucía Fernández')).toBeInTheDocument();
    await waitFor(() => expect(requests.some((request) => request.path === '/account/group/5/invitation')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Invitaciones vigentes' })).not.toBeInTheDocument();
  });

  it('is neither shown to nor asked for a member who is not admin', async () => {
    signInAs(testUser());
    const { requests } = stubApi({
      'GET /account/group/5': {
        status: 200,
        body: testGroup({
          pivot: { admin: false, owner: false, creator: false, created_at: '2024-08-07T15:00:00.000Z' },
        }),
      },
      'GET /account/group/5/user': { status: 200, body: paged([testMember(7, 'Lucía Fernández'), carla]) },
      'GET /account/group/5/invitation': { status: 200, body: paged([byCarla]) },
    });
    renderGroupShow();
    expect(await screen.findByText('Carla Ruiz')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invitaciones vigentes' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Creada por/)).not.toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('/invitation'))).toBe(false);
  });
});
