// The group page (product.md, Groups) as an admin and as a member: what each one sees and may do, and the way
// back when the group cannot be loaded.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, stubApi, testConfiguration } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { paged, renderGroupShow, testGroup, testMember } from '../test-helpers';

const lucia = testMember(7, 'Lucía Fernández', { admin: true, owner: true, creator: true });
const bruno = testMember(8, 'Bruno Medina');
const carla = testMember(9, 'Carla Ruiz', { admin: true });

function rowOf(name: string) {
  return screen.getAllByRole('listitem').find((item) => within(item).queryByText(name))!;
}

async function menuOf(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Acciones de ${name}` }));
  const menu = await screen.findByRole('menu');
  // The dropdown fades in; its items count once visible.
  return (await within(menu).findAllByRole('menuitem')).map((item) => item.textContent);
}

describe('the group page for an admin', () => {
  it('shows the group, its scope, date and members, and the admin actions', async () => {
    signInAs(testUser());
    stubApi({
      'GET /account/group/5': { status: 200, body: testGroup() },
      'GET /account/group/5/user': { status: 200, body: paged([bruno, carla, lucia]) },
    });
    renderGroupShow();

    expect(await screen.findByRole('heading', { level: 1, name: 'Inmobiliaria Belgrano' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo de Inmobiliaria Belgrano' })).toBeInTheDocument();
    expect(screen.getByText('Equipo de venta y alquiler en Belgrano y Núñez.')).toBeInTheDocument();
    expect(screen.getByText('Sólo publicaciones públicas de cada integrante')).toBeInTheDocument();
    expect(screen.getByText('Creado el 06/08/2024')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invitar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/account/group/5/edit');
    expect(screen.getByRole('button', { name: 'Salir del grupo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar en cartera' })).toHaveAttribute('href', '/group/5/search');
    expect(screen.getByRole('link', { name: 'Búsquedas' })).toHaveAttribute('href', '/account/group/5/search');

    expect(await screen.findByText('Bruno Medina')).toBeInTheDocument();
    expect(within(rowOf('Bruno Medina')).getByText('Miembro')).toBeInTheDocument();
    expect(within(rowOf('Bruno Medina')).getByText('Desde el 01/09/2024')).toBeInTheDocument();
    expect(within(rowOf('Carla Ruiz')).getByText('Administrador')).toBeInTheDocument();
    expect(within(rowOf('Lucía Fernández')).getByText('Vos')).toBeInTheDocument();
    expect(within(rowOf('Lucía Fernández')).getByText('Creador')).toBeInTheDocument();
    // Nobody acts on themselves.
    expect(screen.queryByRole('button', { name: 'Acciones de Lucía Fernández' })).not.toBeInTheDocument();

    expect(await menuOf('Bruno Medina')).toEqual(['Contactar', 'Hacer administrador', 'Quitar del grupo']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(await menuOf('Carla Ruiz')).toEqual(['Contactar', 'Quitar administrador', 'Quitar del grupo']);
  });

  it('never offers to remove the owner or take away their admin role', async () => {
    signInAs(testUser());
    const owner = testMember(9, 'Carla Ruiz', { admin: true, owner: true, creator: true });
    stubApi({
      'GET /account/group/5': {
        status: 200,
        body: testGroup({
          pivot: { admin: true, owner: false, creator: false, created_at: '2024-08-07T15:00:00.000Z' },
        }),
      },
      'GET /account/group/5/user': { status: 200, body: paged([lucia, owner]) },
    });
    renderGroupShow();
    expect(await menuOf('Carla Ruiz')).toEqual(['Contactar']);
  });
});

describe('the group page for a member', () => {
  it('offers leaving and contacting, and neither editing, inviting nor managing members', async () => {
    signInAs(testUser());
    const me = testMember(7, 'Lucía Fernández');
    stubApi({
      'GET /account/group/5': {
        status: 200,
        body: testGroup({
          public: null,
          pivot: { admin: false, owner: false, creator: false, created_at: '2024-08-07T15:00:00.000Z' },
        }),
      },
      'GET /account/group/5/user': { status: 200, body: paged([me, bruno, carla]) },
    });
    renderGroupShow();

    expect(await screen.findByRole('heading', { level: 1, name: 'Inmobiliaria Belgrano' })).toBeInTheDocument();
    expect(screen.getByText('Todas las publicaciones (públicas y privadas) de cada integrante')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salir del grupo' })).toBeInTheDocument();
    // Every member sees the group's published searches next to its portfolio.
    expect(screen.getByRole('link', { name: 'Cartera' })).toHaveAttribute('href', '/account/group/5/publication');
    expect(screen.getByRole('link', { name: 'Búsquedas' })).toHaveAttribute('href', '/account/group/5/search');
    expect(screen.queryByRole('button', { name: 'Invitar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(await menuOf('Carla Ruiz')).toEqual(['Contactar']);
  });

  it("opens the contact modal with the member's enabled means", async () => {
    signInAs(testUser());
    stubApi({
      'GET /account/group/5': {
        status: 200,
        body: testGroup({
          pivot: { admin: false, owner: false, creator: false, created_at: '2024-08-07T15:00:00.000Z' },
        }),
      },
      'GET /account/group/5/user': { status: 200, body: paged([bruno]) },
    });
    renderGroupShow();
    await menuOf('Bruno Medina');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Contactar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Medios de contacto habilitados' });
    expect(within(dialog).getByRole('link', { name: /Email/ })).toHaveAttribute('href', 'mailto:bruno@example.com');
  });
});

describe('a group that cannot be shown', () => {
  it('sends back to the list with the error when the group is not found', async () => {
    signInAs(testUser());
    stubApi({});
    renderGroupShow('/account/group/99/show');
    expect(await screen.findByRole('heading', { name: 'Listado de grupos' })).toBeInTheDocument();
    expect(await screen.findByText('No se encontró la información que buscaba.')).toBeInTheDocument();
  });

  it('sends back to the list when the address names no group', async () => {
    signInAs(testUser());
    const { fetchStub } = stubApi({});
    renderGroupShow('/account/group/abc/show');
    expect(await screen.findByRole('heading', { name: 'Listado de grupos' })).toBeInTheDocument();
    expect(await screen.findByText('No se encontró la información que buscaba.')).toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('goes home with the error when only the member list fails', async () => {
    signInAs(testUser());
    stubApi({
      'GET /account/group/5': { status: 200, body: testGroup() },
      'GET /account/group/5/user': {
        status: 500,
        body: { message: 'Ocurrió un error inesperado, por favor intente en unos momentos.' },
      },
    });
    renderGroupShow();
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(
      await screen.findByText('Ocurrió un error inesperado, por favor intente en unos momentos.'),
    ).toBeInTheDocument();
  });
});

describe('opening the group page by its address', () => {
  it('loads the group on a cold start, with its name in the breadcrumbs', async () => {
    const user = signInAs(testUser());
    stubApi({
      '/configuration': { status: 200, body: testConfiguration() },
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
      'GET /account/group/5': { status: 200, body: testGroup() },
      'GET /account/group/5/user': { status: 200, body: paged([lucia, bruno]) },
    });
    await renderApp({ path: '/account/group/5/show' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inmobiliaria Belgrano' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Grupos' })).toHaveAttribute('href', '/account/group/index');
    expect(within(trail).getByText('Inmobiliaria Belgrano')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Bruno Medina')).toBeInTheDocument();
  });
});
