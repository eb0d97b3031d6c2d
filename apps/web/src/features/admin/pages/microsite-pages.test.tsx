// The microsites' admin pages (product.md, Administration; Microsites): the list, the form (checks, the API's field
// messages, the multipart it sends), saving, deleting and a microsite that does not exist.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultMicrositeStyle } from '@vitrina/shared/microsites';
import { stubApi, type ApiRequest } from '@/test/render';
import { findToast } from '@/test/toasts';
import { signInAs, testUser } from '@/test/users';
import { paged, renderAdminPage, testAdminMicrosite, testMicrositeRow } from '../test-helpers';
import { MicrositeCreatePage } from './microsite-create-page';
import { MicrositeListPage } from './microsite-list-page';
import { MicrositeShowPage } from './microsite-show-page';

const admin = () => signInAs(testUser({ permissions: ['microsites'] }));

const pickable = paged([
  { id: 8, name: 'Bruno Medina', email: 'bruno@example.com', avatar_url: null },
  { id: 9, name: 'Carla Ruiz', email: 'carla@example.com', avatar_url: null },
]);

function sent(requests: ApiRequest[], method: string, path: string): FormData {
  const request = requests.find((entry) => entry.method === method && entry.path === path);
  expect(request?.body).toBeInstanceOf(FormData);
  return request!.body as FormData;
}

/** Types a whole text at once, as a paste does: long texts typed key by key only slow the test. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function pickUser(name: RegExp) {
  await userEvent.click(screen.getByRole('textbox', { name: 'Agregar usuario' }));
  await userEvent.click(await screen.findByRole('option', { name: name }));
}

describe('the admin microsite list', () => {
  it('shows logo, name, host, status, users and date, 20 a page, and searches once typing pauses', async () => {
    admin();
    const { fetchStub } = stubApi({
      'GET /admin/microsite': () => ({
        status: 200,
        body: paged(
          String(fetchStub.mock.calls.at(-1)?.[0]).includes('search=norte')
            ? [testMicrositeRow({ id: 3, name: 'Norte Hogar', host: 'norte.ejemplo.com', status: 'pending' })]
            : [testMicrositeRow(), testMicrositeRow({ id: 4, name: 'Sur', status: 'suspended', users_count: 1 })],
        ),
      }),
    });
    renderAdminPage(<MicrositeListPage />, '/admin/microsite/index', '/admin/microsite/index');

    const row = await screen.findByRole('link', { name: /Palermo Propiedades/ });
    expect(row).toHaveAttribute('href', '/admin/microsite/2');
    expect(within(row).getByText('palermo.ejemplo.com.ar')).toBeInTheDocument();
    expect(within(row).getByText('Activo')).toBeInTheDocument();
    expect(within(row).getByText('2 usuarios · Creado el 06/08/2024')).toBeInTheDocument();
    const other = screen.getByRole('link', { name: /Sur/ });
    expect(within(other).getByText('Suspendido')).toBeInTheDocument();
    expect(within(other).getByText(/^1 usuario ·/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo micrositio' })).toHaveAttribute('href', '/admin/microsite/create');
    const first = new URL(String(fetchStub.mock.calls[0][0]), 'http://localhost').searchParams;
    expect(Object.fromEntries(first)).toEqual({ page: '1', take: '20', orderBy: 'created_at', orderMethod: 'desc' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por nombre o host' }), 'norte');
    const found = await screen.findByRole('link', { name: /Norte Hogar/ });
    expect(within(found).getByText('Pendiente')).toBeInTheDocument();
  });

  it('goes home with the error when the list cannot be loaded', async () => {
    admin();
    stubApi({ 'GET /admin/microsite': { status: 403, body: { message: 'No tienes los permisos suficientes.' } } });
    renderAdminPage(<MicrositeListPage />, '/admin/microsite/index', '/admin/microsite/index');
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(await screen.findByText('No tienes los permisos suficientes.')).toBeInTheDocument();
  });
});

// Long forms filled key by key: on a busy machine a test of them outlasts the default 15 s.
describe('creating a microsite', { timeout: 30_000 }, () => {
  const renderCreate = () =>
    renderAdminPage(<MicrositeCreatePage />, '/admin/microsite/create', '/admin/microsite/create', [
      { path: '/admin/microsite/:id', element: <h1>Página del micrositio</h1> },
    ]);

  it("refuses a short name and no users before asking, and shows the API's message under the host", async () => {
    admin();
    const { requests } = stubApi({
      'GET /admin/microsite/users': { status: 200, body: pickable },
      'POST /admin/microsite': {
        status: 422,
        body: {
          message: 'Ese host ya lo usa otro micrositio.',
          errors: { host: ['Ese host ya lo usa otro micrositio.'] },
        },
      },
    });
    renderCreate();
    const name = screen.getByRole('textbox', { name: /^Nombre/ });
    const host = screen.getByRole('textbox', { name: /^Host/ });
    expect(screen.getByText('Sin https:// ni barra, por ejemplo tienda.ejemplo.com.ar')).toBeInTheDocument();
    await userEvent.type(name, 'ab');
    await fill(host, 'palermo.ejemplo.com.ar');
    await userEvent.click(screen.getByRole('button', { name: 'Crear micrositio' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Elige al menos un usuario.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.type(name, 'c');
    await pickUser(/Bruno Medina/);
    await userEvent.click(screen.getByRole('button', { name: 'Crear micrositio' }));
    // Under the field and in a toast, the field focused.
    await findToast('Ese host ya lo usa otro micrositio.');
    expect(screen.getAllByText('Ese host ya lo usa otro micrositio.')).toHaveLength(2);
    await waitFor(() => expect(host).toHaveAttribute('aria-invalid', 'true'));
    expect(host).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'false');
  });

  it("with nobody chosen, says so in a toast and brings the users' box into view, focused, its list closed", async () => {
    admin();
    const { requests } = stubApi({ 'GET /admin/microsite/users': { status: 200, body: pickable } });
    renderCreate();
    await fill(screen.getByRole('textbox', { name: /^Nombre/ }), 'Palermo Propiedades');
    await fill(screen.getByRole('textbox', { name: /^Host/ }), 'palermo.ejemplo.com.ar');
    const scrolled = vi.mocked(Element.prototype.scrollIntoView);
    scrolled.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Crear micrositio' }));

    await findToast('Elige al menos un usuario.');
    const picker = screen.getByRole('textbox', { name: 'Agregar usuario' });
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveFocus();
    expect(scrolled.mock.contexts).toEqual([picker]);
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('sends the fields, style and settings as JSON, the users with their default and the logo; then opens it', async () => {
    admin();
    const { requests } = stubApi({
      'GET /admin/microsite/users': { status: 200, body: pickable },
      'POST /admin/microsite': {
        status: 201,
        body: { message: 'Micrositio cargado correctamente.', microsite: testAdminMicrosite({ id: 12 }) },
      },
    });
    renderCreate();
    await fill(screen.getByRole('textbox', { name: /^Nombre/ }), 'Palermo Propiedades');
    await fill(screen.getByRole('textbox', { name: /^Host/ }), 'Palermo.Ejemplo.com.ar');
    await fill(screen.getByRole('textbox', { name: /^Descripción/ }), 'Casas en Palermo.');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('pending');
    await userEvent.click(screen.getByRole('switch', { name: /Permitir grupos/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Claro' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Píldora' }));
    const header = screen.getByRole('textbox', { name: 'Fondo del encabezado' });
    await userEvent.clear(header);
    await userEvent.type(header, '#1F1646');
    await pickUser(/Bruno Medina/);
    await pickUser(/Carla Ruiz/);
    await userEvent.click(screen.getByRole('radio', { name: 'Carla Ruiz por defecto' }));
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(document.querySelectorAll<HTMLInputElement>('input[type="file"]')[0], logo);
    expect(await screen.findByRole('img', { name: 'Logo principal' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Crear micrositio' }));
    expect(await screen.findByText('Micrositio cargado correctamente.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Página del micrositio' })).toBeInTheDocument();

    const form = sent(requests, 'POST', '/admin/microsite');
    expect(form.get('_method')).toBeNull();
    expect(form.get('name')).toBe('Palermo Propiedades');
    expect(form.get('host')).toBe('palermo.ejemplo.com.ar');
    expect(form.get('description')).toBe('Casas en Palermo.');
    expect(form.get('status')).toBe('pending');
    expect(JSON.parse(String(form.get('settings')))).toEqual({ users: true, groups: true });
    expect(JSON.parse(String(form.get('style')))).toEqual({
      header: { background: '#1f1646', text: 'light' },
      body: { background: '#f8f9fa' },
      description: { align: 'center', size: 'md' },
      avatar: { shape: 'circle' },
      button: { background: '#1c7ed6', radius: 'xl' },
    });
    expect(form.getAll('users[]')).toEqual(['8', '9']);
    expect(form.get('default_user_id')).toBe('9');
    expect((form.get('logo_main') as File).name).toBe('logo.png');
    expect(form.get('logo_secondary')).toBeNull();
  });

  it('refuses a logo that is not an image', async () => {
    admin();
    stubApi({});
    renderCreate();
    const pdf = new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' });
    await userEvent.upload(document.querySelectorAll<HTMLInputElement>('input[type="file"]')[1], pdf, {
      applyAccept: false,
    });
    expect(await screen.findByText('El logo debe ser una imagen')).toBeInTheDocument();
  });
});

describe('the admin page of a microsite', { timeout: 30_000 }, () => {
  const renderShow = () => renderAdminPage(<MicrositeShowPage />, '/admin/microsite/:id', '/admin/microsite/2');

  it('shows the microsite and saves changes as a PUT, removing a logo', async () => {
    admin();
    const { requests } = stubApi({
      'GET /admin/microsite/2': { status: 200, body: testAdminMicrosite() },
      'POST /admin/microsite/2': {
        status: 200,
        body: {
          message: 'Micrositio actualizado correctamente.',
          microsite: testAdminMicrosite({ name: 'Palermo Hogar', logo_main_url: null }),
        },
      },
    });
    renderShow();
    expect(await screen.findByRole('heading', { level: 1, name: 'Palermo Propiedades' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /palermo\.ejemplo\.com\.ar/ })).toHaveAttribute(
      'href',
      'https://palermo.ejemplo.com.ar',
    );
    expect(screen.getByText('Todavía no hay cambios registrados.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Carla Ruiz por defecto' })).toBeChecked();

    const name = screen.getByRole('textbox', { name: /^Nombre/ });
    await userEvent.clear(name);
    await fill(name, 'Palermo Hogar');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar: Logo principal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar a Carla Ruiz' }));
    expect(screen.getByRole('radio', { name: 'Bruno Medina por defecto' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Micrositio actualizado correctamente.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Palermo Hogar' })).toBeInTheDocument();
    const form = sent(requests, 'POST', '/admin/microsite/2');
    expect(form.get('_method')).toBe('PUT');
    expect(form.get('name')).toBe('Palermo Hogar');
    expect(form.get('remove_logo_main')).toBe('1');
    expect(form.get('remove_logo_secondary')).toBeNull();
    expect(form.getAll('users[]')).toEqual(['8']);
    expect(form.get('default_user_id')).toBe('8');
  });

  it('saves its preset filters alone, as the JSON of the filters', async () => {
    admin();
    const { requests } = stubApi({
      'GET /admin/microsite/2': { status: 200, body: testAdminMicrosite() },
      'POST /admin/microsite/2': {
        status: 200,
        body: {
          message: 'Micrositio actualizado correctamente.',
          microsite: testAdminMicrosite({ filters: [{ type: 'clothing', category: 'vestidos', currency: null }] }),
        },
      },
    });
    renderShow();
    const heading = await screen.findByRole('heading', { name: 'Filtros predefinidos' });
    const card = heading.closest('div')!.parentElement!;
    await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'Tipo' }), 'clothing');
    await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'Categoría' }), 'vestidos');
    await userEvent.click(within(card).getByRole('button', { name: 'Agregar filtro' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar filtros' }));

    expect(await screen.findByText('Micrositio actualizado correctamente.')).toBeInTheDocument();
    const form = sent(requests, 'POST', '/admin/microsite/2');
    expect(form.get('_method')).toBe('PUT');
    expect(JSON.parse(form.get('filters') as string)).toEqual([
      { type: 'clothing', category: 'vestidos', currency: null },
    ]);
    expect(form.get('name')).toBeNull();
  });

  it('names what each change of the audit log changed, its style and logos included', async () => {
    admin();
    const before = { status: 'pending', style: defaultMicrositeStyle, settings: { users: true, groups: false } };
    stubApi({
      'GET /admin/microsite/2': {
        status: 200,
        body: testAdminMicrosite({
          audit: [
            {
              id: 2,
              actor: { id: 7, name: 'Lucía Fernández' },
              action: 'microsite.update',
              subject_type: 'microsite',
              subject_id: 2,
              before: { ...before, logo_main: 'microsites/2/main.png' },
              after: {
                status: 'active',
                style: { ...defaultMicrositeStyle, header: { background: '#1f1646', text: 'light' } },
                settings: { users: true, groups: true },
                logo_main: null,
              },
              created_at: '2024-10-02T15:30:00.000Z',
            },
            {
              id: 1,
              actor: { id: 7, name: 'Lucía Fernández' },
              action: 'microsite.create',
              subject_type: 'microsite',
              subject_id: 2,
              before: null,
              after: { ...before, logo_main: null },
              created_at: '2024-10-01T15:30:00.000Z',
            },
          ],
        }),
      },
    });
    renderShow();
    const log = await screen.findByRole('region', { name: 'Historial de cambios' });
    const [update, create] = within(log).getAllByRole('listitem');
    expect(within(update).getByText('Actualizó el micrositio')).toBeInTheDocument();
    for (const change of [
      'Estado: Pendiente → Activo',
      'Fondo del encabezado: #ffffff → #1f1646',
      'Texto del encabezado: Oscuro → Claro',
      'Permitir grupos: No → Sí',
      'Logo principal: Logo anterior → Sin logo',
    ])
      expect(within(update).getByText(change)).toBeInTheDocument();
    expect(within(create).getByText('Creó el micrositio')).toBeInTheDocument();
    expect(within(create).queryByText(/→/)).not.toBeInTheDocument();
  });

  it('confirms, deletes, toasts and goes back to the list', async () => {
    admin();
    const { requests } = stubApi({
      'GET /admin/microsite/2': { status: 200, body: testAdminMicrosite() },
      'DELETE /admin/microsite/2': { status: 200, body: { message: 'Micrositio eliminado correctamente.' } },
    });
    renderShow();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar micrositio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar micrositio' });
    expect(
      within(dialog).getByText(
        'Se eliminará Palermo Propiedades y las búsquedas hechas en él. Sus usuarios y sus publicaciones se mantienen. Esta acción no se puede deshacer.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Micrositio eliminado correctamente.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Micrositios' })).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('shows the not-found page for a microsite that does not exist', async () => {
    admin();
    stubApi({ 'GET /admin/microsite/2': { status: 404, body: { message: 'El micrositio no existe.' } } });
    renderShow();
    expect(await screen.findByRole('heading', { name: 'Página no encontrada :(' })).toBeInTheDocument();
  });
});
