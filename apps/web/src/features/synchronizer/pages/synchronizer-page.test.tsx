// 'Sincronizar publicaciones' (product.md, Listings: Synchronizer): the states the page shows, saving each type's
// configuration, asking for a sync, following its progress, and deleting.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Synchronizer } from '@vitrina/shared/synchronizer';
import { stubApi } from '@/test/render';
import { signInAs } from '@/test/users';
import { findToast } from '@/test/toasts';
import { renderSynchronizer, testSynchronizer } from '../test-helpers';

const typeSelect = () => screen.getByRole('combobox', { name: /Tipo de sincronización/ });

describe('without a synchronizer', () => {
  it('says listings sync on saving, requires the type, and saves a JSON feed', async () => {
    signInAs();
    let saved: Synchronizer | null = null;
    const { requests } = stubApi({
      'GET /account/synchronizer': () => ({ status: 200, body: saved }),
      'PUT /account/synchronizer': ({ body }) => {
        saved = testSynchronizer({ ...(body as object), status: 'queued', sync_on: null, publications_count: 0 });
        return { status: 200, body: saved };
      },
    });
    renderSynchronizer();
    expect(await screen.findByText('Las publicaciones se sincronizarán al guardar')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sincronizar publicaciones' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sincronizar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(within(typeSelect()).getByRole('option', { name: 'API (Aún no disponible)' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(typeSelect()).toHaveAccessibleDescription('Este campo es obligatorio');
    await findToast('Este campo es obligatorio');
    expect(typeSelect()).toHaveFocus();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await userEvent.selectOptions(typeSelect(), 'json');
    await userEvent.type(screen.getByLabelText(/URL del JSON/), 'https://inmobiliaria.example/feed.json');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Sincronización actualizada correctamente.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      type: 'json',
      config: { url: 'https://inmobiliaria.example/feed.json' },
    });
    expect(await screen.findByText('Sincronización próxima a ejecutarse')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progreso de la sincronización' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sincronizar' })).toBeDisabled();
  });

  it("shows the server's refusal on its field", async () => {
    signInAs();
    stubApi({
      'GET /account/synchronizer': { status: 200, body: null },
      'PUT /account/synchronizer': {
        status: 422,
        body: {
          message: 'No es una dirección web válida',
          errors: { 'config.url': ['No es una dirección web válida'] },
        },
      },
    });
    renderSynchronizer();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Tipo de sincronización/ }), 'json');
    await userEvent.type(screen.getByLabelText(/URL del JSON/), 'ftp://feed');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/URL del JSON/)).toHaveAccessibleDescription('No es una dirección web válida'),
    );
  });
});

describe('with a synchronizer', () => {
  it("shows the last sync time, and 'Sincronizar' marks it to run again", async () => {
    signInAs();
    let current = testSynchronizer();
    const { requests } = stubApi({
      'GET /account/synchronizer': () => ({ status: 200, body: current }),
      'PUT /account/synchronizer/sync': () => {
        current = { ...current, status: 'queued', sync_on: null };
        return { status: 200, body: current };
      },
    });
    renderSynchronizer();
    expect(await screen.findByText('Última sincronización: 20/11/2026 15:45')).toBeInTheDocument();
    expect(screen.getByText('12 publicaciones sincronizadas')).toBeInTheDocument();
    expect(typeSelect()).toHaveValue('json');
    expect(screen.getByLabelText(/URL del JSON/)).toHaveValue('https://inmobiliaria.example/feed.json');

    await userEvent.click(screen.getByRole('button', { name: 'Sincronizar' }));
    expect(await screen.findByText('Sincronización marcada para ejecutar.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT' && request.path === '/account/synchronizer/sync')).toBe(
      true,
    );
    expect(await screen.findByText('Sincronización próxima a ejecutarse')).toBeInTheDocument();
  });

  it('says the last sync failed, when and why, and not that it synced', async () => {
    signInAs();
    stubApi({
      'GET /account/synchronizer': {
        status: 200,
        body: testSynchronizer({
          sync_on: '2026-11-21T12:05:00.000Z',
          finished_at: '2026-11-21T12:05:00.000Z',
          last_error: 'No se pudo acceder al enlace.',
        }),
      },
    });
    renderSynchronizer();
    expect(await screen.findByText('Última sincronización fallida: 21/11/2026 09:05')).toBeInTheDocument();
    expect(screen.getByText('No se pudo acceder al enlace.')).toBeInTheDocument();
    expect(screen.queryByText(/^Última sincronización:/)).not.toBeInTheDocument();
  });

  it('follows a running sync every 2 seconds until it ends', async () => {
    signInAs();
    const answers = [
      testSynchronizer({ status: 'running', sync_on: null, progress: { done: 3, total: 10 } }),
      testSynchronizer({ status: 'running', sync_on: null, progress: { done: 7, total: 10 } }),
      testSynchronizer({
        status: 'idle',
        sync_on: '2026-11-21T12:05:00.000Z',
        publications_count: 10,
        last_error: 'No se pudieron descargar 2 imágenes.',
      }),
    ];
    stubApi({
      'GET /account/synchronizer': () => ({ status: 200, body: answers.length > 1 ? answers.shift() : answers[0] }),
    });
    renderSynchronizer();
    expect(await screen.findByText('3 de 10 publicaciones')).toBeInTheDocument();
    expect(screen.getByText('Sincronizando…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progreso de la sincronización' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(await screen.findByText('7 de 10 publicaciones', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(
      await screen.findByText('Última sincronización: 21/11/2026 09:05', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Último error')).toBeInTheDocument();
    expect(screen.getByText('No se pudieron descargar 2 imágenes.')).toBeInTheDocument();
  }, 15_000);

  it('keeps a stored Octoparse password unless a new one is typed', async () => {
    signInAs();
    const { requests } = stubApi({
      'GET /account/synchronizer': {
        status: 200,
        body: testSynchronizer({
          type: 'scraping',
          config: { service: 'octoparse', username: 'ventas@inmo.example', taskId: 'task-42' },
          has_password: true,
        }),
      },
      'PUT /account/synchronizer': ({ body }) => ({
        status: 200,
        body: testSynchronizer({ ...(body as object), has_password: true }),
      }),
    });
    renderSynchronizer();
    const password = await screen.findByLabelText('Contraseña');
    expect(password).toHaveAttribute('placeholder', 'Guardada. Dejala vacía para mantenerla.');
    expect(screen.getByRole('combobox', { name: /Servicio/ })).toHaveValue('octoparse');
    expect(screen.getByLabelText(/Usuario/)).toHaveValue('ventas@inmo.example');
    expect(screen.getByLabelText(/ID de la tarea/)).toHaveValue('task-42');

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Sincronización actualizada correctamente.');
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      type: 'scraping',
      config: { service: 'octoparse', username: 'ventas@inmo.example', taskId: 'task-42' },
    });
  });

  it('is deleted after asking, and the page starts over', async () => {
    signInAs();
    let current: Synchronizer | null = testSynchronizer();
    const { requests } = stubApi({
      'GET /account/synchronizer': () => ({ status: 200, body: current }),
      'DELETE /account/synchronizer': () => {
        current = null;
        return { status: 200, body: { message: 'Sincronización eliminada.' } };
      },
    });
    renderSynchronizer();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar sincronización' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Sincronización eliminada.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('Las publicaciones se sincronizarán al guardar')).toBeInTheDocument();
    expect(typeSelect()).toHaveValue('');
  });

  it('goes back to the list when it cannot be loaded', async () => {
    signInAs();
    stubApi({
      'GET /account/synchronizer': {
        status: 500,
        body: { message: 'Ocurrió un error inesperado, por favor intente en unos momentos.' },
      },
    });
    renderSynchronizer();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Listado de publicaciones' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ocurrió un error inesperado, por favor intente en unos momentos.')).toBeInTheDocument();
  });
});
