// The admin page of a group (product.md, Administration: Grupos): summary, members, the edit form and deleting.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { findToast } from '@/test/toasts';
import { renderAdminPage, testAdminGroup } from '../test-helpers';
import { GroupShowPage } from './group-show-page';

const renderGroup = () => renderAdminPage(<GroupShowPage />, '/admin/group/:id', '/admin/group/5');

describe('the admin page of a group', () => {
  it('shows the summary and the members with their role', async () => {
    signInAs(testUser({ permissions: ['groups', 'users'] }));
    stubApi({ 'GET /admin/group/5': { status: 200, body: testAdminGroup() } });
    renderGroup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Inmobiliaria Belgrano' })).toBeInTheDocument();
    expect(screen.getByText('Creado el 06/08/2024')).toBeInTheDocument();
    expect(screen.getByText('Sólo publicaciones públicas de cada integrante')).toBeInTheDocument();
    const members = screen.getByRole('region', { name: 'Integrantes (2)' });
    const [bruno, carla] = within(members).getAllByRole('listitem');
    expect(within(bruno).getByRole('link', { name: 'Bruno Medina' })).toHaveAttribute('href', '/admin/user/8');
    expect(within(bruno).getByText('Administrador')).toBeInTheDocument();
    expect(within(bruno).getByText('Creador')).toBeInTheDocument();
    expect(within(carla).getByText('Miembro')).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay cambios registrados.')).toBeInTheDocument();
  });

  it('saves the name and the publications shown as the group form sends them', async () => {
    signInAs(testUser({ permissions: ['groups'] }));
    const { requests } = stubApi({
      'GET /admin/group/5': { status: 200, body: testAdminGroup() },
      'PUT /admin/group/5': {
        status: 200,
        body: { message: 'Grupo actualizado correctamente.', group: testAdminGroup({ public: false }) },
      },
    });
    renderGroup();
    const name = await screen.findByRole('textbox', { name: 'Nombre' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Belgrano Propiedades');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Publicaciones a mostrar' }), 'Solo privadas');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Grupo actualizado correctamente.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'Belgrano Propiedades',
      public: 0,
    });
  });

  it("refuses a name shorter than 3 characters, and shows the API's field errors", async () => {
    signInAs(testUser({ permissions: ['groups'] }));
    const { requests } = stubApi({
      'GET /admin/group/5': { status: 200, body: testAdminGroup({ public: null }) },
      'PUT /admin/group/5': { status: 422, body: { message: 'x', errors: { name: ['El nombre ya existe.'] } } },
    });
    renderGroup();
    const name = await screen.findByRole('textbox', { name: 'Nombre' });
    await userEvent.clear(name);
    await userEvent.type(name, 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await findToast('Este campo debe tener al menos 3 caracteres');
    expect(name).toHaveFocus();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await userEvent.type(name, 'c');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await findToast('El nombre ya existe.');
    expect(name).toHaveAccessibleDescription('El nombre ya existe.');
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ name: 'abc', public: '' });
  });

  it('confirms, deletes, toasts and goes back to the list', async () => {
    signInAs(testUser({ permissions: ['groups'] }));
    stubApi({
      'GET /admin/group/5': { status: 200, body: testAdminGroup() },
      'DELETE /admin/group/5': { status: 200, body: { message: 'Grupo eliminado correctamente.' } },
    });
    renderGroup();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar grupo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar grupo' });
    expect(within(dialog).getByText(/Se eliminará Inmobiliaria Belgrano para sus 2 integrantes/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Grupo eliminado correctamente.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Grupos' })).toBeInTheDocument();
  });
});
