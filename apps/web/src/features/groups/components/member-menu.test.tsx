// An admin's actions on other members (product.md, Groups): the endpoints they call and what the person sees after.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Member } from '@vitrina/shared/groups';
import { stubApi } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { paged, renderGroupShow, testGroup, testMember } from '../test-helpers';

/** An API whose member list reflects the changes the page asks for. */
function groupApi(members: Member[]) {
  let current = members;
  return stubApi({
    'GET /account/group/5': { status: 200, body: testGroup({ users_count: current.length }) },
    'GET /account/group/5/user': () => ({ status: 200, body: paged(current) }),
    'PUT /account/group/5/user/8': ({ body }) => {
      current = current.map((member) =>
        member.id === 8 ? { ...member, pivot: { ...member.pivot, ...(body as { admin: boolean }) } } : member,
      );
      return { status: 200, body: current.find((member) => member.id === 8) };
    },
    'DELETE /account/group/5/user/8': () => {
      current = current.filter((member) => member.id !== 8);
      return { status: 200, body: { message: 'Miembro eliminado correctamente.' } };
    },
    'DELETE /account/group/5/user/9': { status: 403, body: { message: 'No es posible quitar al creador del grupo.' } },
  });
}

const me = testMember(7, 'Lucía Fernández', { admin: true });
const bruno = testMember(8, 'Bruno Medina');
const carla = testMember(9, 'Carla Ruiz', { admin: true });

async function choose(name: string, action: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Acciones de ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

function rowOf(name: string) {
  return screen.getByText(name).closest('li')!;
}

describe('managing members', () => {
  it("'Hacer administrador' and 'Quitar administrador' send the role and show it", async () => {
    signInAs(testUser());
    const { requests } = groupApi([bruno, me]);
    renderGroupShow();

    await choose('Bruno Medina', 'Hacer administrador');
    expect(await screen.findByText('Miembro actualizado correctamente.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
      path: '/account/group/5/user/8',
      body: { admin: true },
    });
    await waitFor(() => expect(within(rowOf('Bruno Medina')).getByText('Administrador')).toBeInTheDocument());

    await choose('Bruno Medina', 'Quitar administrador');
    await waitFor(() => expect(within(rowOf('Bruno Medina')).getByText('Miembro')).toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { admin: true },
      { admin: false },
    ]);
  });

  it("'Quitar del grupo' asks first, then removes the member with the API's message", async () => {
    signInAs(testUser());
    const { requests } = groupApi([bruno, me]);
    renderGroupShow();

    await choose('Bruno Medina', 'Quitar del grupo');
    const dialog = await screen.findByRole('dialog', { name: 'Quitar del grupo' });
    expect(
      within(dialog).getByText('Bruno Medina dejará de ver la cartera y las búsquedas del grupo.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));

    expect(await screen.findByText('Miembro eliminado correctamente.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'DELETE')?.path).toBe('/account/group/5/user/8');
    await waitFor(() => expect(screen.queryByText('Bruno Medina')).not.toBeInTheDocument());
  });

  it('removes nobody when the confirmation is cancelled', async () => {
    signInAs(testUser());
    const { requests } = groupApi([bruno, me]);
    renderGroupShow();

    await choose('Bruno Medina', 'Quitar del grupo');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(screen.getByText('Bruno Medina')).toBeInTheDocument();
  });

  it("shows the API's refusal as the toast", async () => {
    signInAs(testUser());
    groupApi([carla, me]);
    renderGroupShow();

    await choose('Carla Ruiz', 'Quitar del grupo');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('No es posible quitar al creador del grupo.')).toBeInTheDocument();
    expect(screen.getByText('Carla Ruiz')).toBeInTheDocument();
  });
});
