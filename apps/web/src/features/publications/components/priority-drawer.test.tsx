// 'Definir prioridad' (product.md, Listings: Priority): the configured priorities with 'Activo N días', an optional
// description, 'Guardar', and 'Quitar' only when the listing has one.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Publication } from '@vitrina/shared/publications';
import { stubApi } from '@/test/render';
import { findToast } from '@/test/toasts';
import { signInAs } from '@/test/users';
import { paged, renderPublications, testClothing, testProperty } from '../test-helpers';

async function openDrawer(publication: Publication) {
  signInAs();
  const api = stubApi({
    'GET /account/publication': { status: 200, body: paged([publication]) },
    [`PUT /account/publication/${publication.id}/priority`]: ({ body }) => ({
      status: 200,
      body: { ...publication, ...(body as object) },
    }),
  });
  renderPublications('/account/publication/index');
  await userEvent.click(await screen.findByRole('button', { name: `Opciones de ${publication.title}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Definir prioridad' }));
  return { ...api, drawer: await screen.findByRole('dialog', { name: 'Definir prioridad' }) };
}

describe('the priority drawer', () => {
  it('shows each priority with its description and how long it lasts', async () => {
    const { drawer } = await openDrawer(testClothing({ priority: null }));
    const cards = within(drawer).getAllByRole('radio');
    expect(cards).toHaveLength(4);
    expect(within(drawer).getByText('Destacada')).toBeInTheDocument();
    expect(within(drawer).getByText('Aparece primero en las búsquedas')).toBeInTheDocument();
    expect(within(drawer).getByText('Activo 7 días')).toBeInTheDocument();
    expect(within(drawer).getByText('Activo 90 días')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Quitar' })).not.toBeInTheDocument();
  });

  it('asks for a choice, then saves the priority with its description and closes', async () => {
    const publication = testClothing({ priority: null });
    const { drawer, requests } = await openDrawer(publication);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(within(drawer).getByText('Elegí una prioridad.')).toBeInTheDocument();
    // Said in a toast too, and the first priority is where the keyboard lands.
    await findToast('Elegí una prioridad.');
    expect(within(drawer).getAllByRole('radio')[0]).toHaveFocus();

    await userEvent.click(within(drawer).getByRole('radio', { name: /Urgente/ }));
    await userEvent.type(within(drawer).getByLabelText(/Descripción/), 'Se muda el mes que viene');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Prioridad definida.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
      path: `/account/publication/${publication.id}/priority`,
      body: { priority: 'urgente', priority_description: 'Se muda el mes que viene' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Definir prioridad' })).not.toBeInTheDocument());
  });

  it("starts from the listing's priority and 'Quitar' removes it", async () => {
    const publication = testProperty({ priority: 'destacada', priority_description: 'Dueño apurado' });
    const { drawer, requests } = await openDrawer(publication);
    expect(within(drawer).getByRole('radio', { name: /Destacada/ })).toBeChecked();
    expect(within(drawer).getByLabelText(/Descripción/)).toHaveValue('Dueño apurado');
    expect(within(drawer).getByText('Activo 7 días · Vence el 02/12/2026')).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Prioridad quitada.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      priority: null,
      priority_description: null,
    });
  });

  it("shows the API's refusal on the form and stays open", async () => {
    signInAs();
    const publication = testClothing({ priority: null });
    stubApi({
      'GET /account/publication': { status: 200, body: paged([publication]) },
      [`PUT /account/publication/${publication.id}/priority`]: {
        status: 403,
        body: { message: 'No tienes los permisos suficientes.' },
      },
    });
    renderPublications('/account/publication/index');
    await userEvent.click(await screen.findByRole('button', { name: `Opciones de ${publication.title}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Definir prioridad' }));
    const drawer = await screen.findByRole('dialog', { name: 'Definir prioridad' });
    await userEvent.click(within(drawer).getByRole('radio', { name: /Oportunidad/ }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No tienes los permisos suficientes.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Definir prioridad' })).toBeInTheDocument();
  });
});
