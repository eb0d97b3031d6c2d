// The admin page of a user (product.md, Administration: Usuarios): the summary, the edit form with its toast and field
// errors, and deleting.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { renderAdminPage, testAdminUser } from '../test-helpers';
import { UserShowPage } from './user-show-page';

const renderUser = () => renderAdminPage(<UserShowPage />, '/admin/user/:id', '/admin/user/8');

describe('the admin page of a user', () => {
  it('shows the summary, the groups with their role and the audit log', async () => {
    signInAs(testUser({ permissions: ['users', 'groups'] }));
    stubApi({ 'GET /admin/user/8': { status: 200, body: testAdminUser() } });
    renderUser();

    expect(await screen.findByRole('heading', { level: 1, name: 'Bruno Medina' })).toBeInTheDocument();
    expect(screen.getByText('1155556666')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tienda: /bruno-propiedades' })).toHaveAttribute(
      'href',
      '/bruno-propiedades',
    );
    expect(screen.getByText('Publicaciones creadas').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Publicaciones sincronizadas').nextSibling).toHaveTextContent('3');
    const gallery = screen.getByRole('region', { name: 'Galería de la tienda' });
    expect(within(gallery).getByRole('img', { name: 'Departamento 3 ambientes en Belgrano' })).toHaveAttribute(
      'src',
      '/uploads/publications/9/frente-thumb.webp',
    );
    const groups = screen.getByRole('region', { name: 'Grupos' });
    const [first, second] = within(groups).getAllByRole('listitem');
    expect(within(first).getByRole('link', { name: 'Inmobiliaria Belgrano' })).toHaveAttribute(
      'href',
      '/admin/group/5',
    );
    expect(within(first).getByText('Administrador')).toBeInTheDocument();
    expect(within(second).getByText('Miembro')).toBeInTheDocument();

    const audit = screen.getByRole('region', { name: 'Historial de cambios' });
    expect(within(audit).getByText('Actualizó el usuario')).toBeInTheDocument();
    expect(within(audit).getByText(/^Por Lucía Fernández/)).toBeInTheDocument();
    expect(within(audit).getByText('Nombre: Bruno M. → Bruno Medina')).toBeInTheDocument();
  });

  it("sends only the form's fields and toasts the API's message", async () => {
    signInAs(testUser({ permissions: ['users', 'searches'] }));
    const { requests } = stubApi({
      'GET /admin/user/8': { status: 200, body: testAdminUser() },
      'PUT /admin/user/8': ({ body }) => ({
        status: 200,
        body: { message: 'Usuario actualizado correctamente.', user: testAdminUser(body as object) },
      }),
    });
    renderUser();

    const name = await screen.findByRole('textbox', { name: 'Nombre' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Bruno Medina Paz');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Búsquedas' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'WhatsApp' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Usuario actualizado correctamente.')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      name: 'Bruno Medina Paz',
      email: 'bruno@example.com',
      phone: '1155556666',
      permissions: ['searches'],
      contact_types: ['email', 'whatsapp'],
      notification_types: [],
    });
  });

  it('adds a preset filter of the store and saves the list alone', async () => {
    signInAs(testUser({ permissions: ['users'] }));
    const { requests } = stubApi({
      'GET /admin/user/8': { status: 200, body: testAdminUser() },
      'PUT /admin/user/8': ({ body }) => ({
        status: 200,
        body: { message: 'Usuario actualizado correctamente.', user: testAdminUser(body as object) },
      }),
    });
    renderUser();

    const card = (await screen.findByRole('heading', { name: 'Filtros predefinidos' })).closest('div')!.parentElement!;
    expect(within(card).getByText('Sin filtros predefinidos: las búsquedas empiezan vacías.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Guardar filtros' })).toBeDisabled();
    await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'Tipo' }), 'property');
    await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'Categoría' }), 'departamento');
    await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'Operación' }), 'venta');
    await userEvent.click(within(card).getByRole('button', { name: 'Agregar filtro' }));
    expect(within(card).getByText('Departamento en venta')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar filtros' }));

    expect(await screen.findByText('Usuario actualizado correctamente.')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      filters: [{ type: 'property', category: 'departamento', operation: 'venta', currency: null }],
    });
  });

  it("marks the field the API refused and doesn't save", async () => {
    signInAs(testUser({ permissions: ['users'] }));
    stubApi({
      'GET /admin/user/8': { status: 200, body: testAdminUser() },
      'PUT /admin/user/8': {
        status: 422,
        body: {
          message: 'Los datos enviados no son válidos.',
          errors: { email: ['El email ya está en uso por otro usuario.'] },
        },
      },
    });
    renderUser();
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El email ya está en uso por otro usuario.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Usuario actualizado correctamente.')).not.toBeInTheDocument();
  });

  it('checks the name before sending', async () => {
    signInAs(testUser({ permissions: ['users'] }));
    const { requests } = stubApi({ 'GET /admin/user/8': { status: 200, body: testAdminUser() } });
    renderUser();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Nombre' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('says what deleting takes with it, then toasts and goes back to the list', async () => {
    signInAs(testUser({ permissions: ['users'] }));
    const { requests } = stubApi({
      'GET /admin/user/8': { status: 200, body: testAdminUser() },
      'DELETE /admin/user/8': { status: 200, body: { message: 'Usuario eliminado correctamente.' } },
    });
    renderUser();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar usuario' });
    expect(
      within(dialog).getByText(
        'Se eliminarán sus 15 publicaciones y sus 4 búsquedas. Los grupos que creó pasan al integrante más antiguo, o se eliminan si no tienen otros integrantes.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Usuario eliminado correctamente.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Usuarios' })).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('offers only the permissions the admin holds', async () => {
    signInAs(testUser({ permissions: ['users', 'groups'] }));
    stubApi({ 'GET /admin/user/8': { status: 200, body: testAdminUser() } });
    renderUser();
    expect(await screen.findByRole('checkbox', { name: 'Usuarios' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Grupos' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Micrositios' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Búsquedas' })).toBeDisabled();
  });

  it('shows someone holding a permission the admin lacks read-only: no form, no entering, no deleting', async () => {
    signInAs(testUser({ permissions: ['users'] }));
    stubApi({
      'GET /admin/user/8': {
        status: 200,
        body: testAdminUser({
          permissions: ['users', 'groups'],
          can_edit: false,
          can_delete: false,
          can_impersonate: false,
        }),
      },
    });
    renderUser();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bruno Medina' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tiene permisos de administración que vos no tenés, así que no podés editar sus datos, eliminar su cuenta ni ingresar como esta persona.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nombre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Filtros predefinidos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ingresar como este usuario' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar usuario' })).not.toBeInTheDocument();
    // The history stays readable.
    expect(screen.getByRole('region', { name: 'Historial de cambios' })).toBeInTheDocument();
  });

  it('offers each action only when the API allows it', async () => {
    signInAs(testUser({ permissions: ['users'] }));
    stubApi({ 'GET /admin/user/8': { status: 200, body: testAdminUser({ can_impersonate: false }) } });
    renderUser();
    expect(await screen.findByRole('button', { name: 'Eliminar usuario' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ingresar como este usuario' })).not.toBeInTheDocument();
  });

  it('names who acted, while impersonating whom, and marks deleted accounts', async () => {
    signInAs(testUser({ permissions: ['users'] }));
    const entry = testAdminUser().audit[0];
    stubApi({
      'GET /admin/user/8': {
        status: 200,
        body: testAdminUser({
          audit: [
            { ...entry, id: 3, actor: { id: null, name: 'Gabriel Editor' }, impersonated: null },
            {
              ...entry,
              id: 2,
              actor: { id: 4, name: 'Beatriz Jefa' },
              impersonated: { id: null, name: 'Diego Suplente' },
            },
            { ...entry, id: 1, actor: null, impersonated: null },
          ],
        }),
      },
    });
    renderUser();
    const audit = await screen.findByRole('region', { name: 'Historial de cambios' });
    const lines = within(audit)
      .getAllByText(/^Por /)
      .map((line) => line.textContent?.split(' · ')[0]);
    expect(lines).toEqual([
      'Por Gabriel Editor (cuenta eliminada)',
      'Por Beatriz Jefa, navegando como Diego Suplente (cuenta eliminada)',
      'Por una cuenta eliminada',
    ]);
  });

  it('goes back to the list when the user cannot be loaded', async () => {
    signInAs(testUser({ permissions: ['users'] }));
    stubApi({ 'GET /admin/user/8': { status: 404, body: { message: 'El usuario no existe.' } } });
    renderUser();
    expect(await screen.findByRole('heading', { name: 'Usuarios' })).toBeInTheDocument();
    expect(await screen.findByText('El usuario no existe.')).toBeInTheDocument();
  });
});
