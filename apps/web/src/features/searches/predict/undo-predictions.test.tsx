// «Deshacer predicciones» in the deck's options: once predicted likes are in, the person takes them back out after a
// confirmation and reads the API's toast; 'Predicciones incluídas' goes, and the search, what is left to see and the
// prediction's count are read again. A search turned manual still offers it; a failure says why and keeps them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiRequest } from '@/test/render';
import { signInAs } from '@/test/users';
import { base, renderDeck, search } from '../deck/deck-test-helpers';

beforeEach(() => {
  document.cookie = 'guide-search=1; path=/';
});

const undone = { count: 3, message: 'Se deshicieron 3 predicciones.', ids: [21, 22, 23] };
const ready = { status: 200, body: { count: 1, ready: true, decisions: 14, needed: 0 } };

async function openPredictions() {
  await screen.findByRole('article', { name: 'Casa 1' });
  fireEvent.click(await screen.findByRole('button', { name: 'Opciones (12 publicaciones por ver)' }));
  const drawer = await screen.findByRole('dialog', { name: 'Opciones de la búsqueda' });
  fireEvent.click(within(drawer).getByRole('button', { name: 'Selección asistida' }));
  return drawer;
}

/** Confirms (or cancels) the question «Deshacer predicciones» asks. */
async function answer(button: 'Deshacer' | 'Cancelar') {
  const dialog = await screen.findByRole('dialog', { name: '¿Deshacer las predicciones?' });
  expect(
    within(dialog).getByText(
      'Quitamos los Me gusta que seleccionamos por vos en esta búsqueda y esas publicaciones vuelven a quedar por ver. Lo que decidiste vos no cambia.',
    ),
  ).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '¿Deshacer las predicciones?' })).toBeNull());
}

async function toastColour(text: string) {
  const toast = (await screen.findByText(text)).closest<HTMLElement>('[role="alert"]');
  return toast?.style.getPropertyValue('--notification-color');
}

const after = (requests: ApiRequest[], index: number, method: string, path: string) =>
  requests.slice(index + 1).filter((request) => request.method === method && request.path === path).length;

describe('undoing predictions', () => {
  it('takes the predicted likes back out after a confirmation, and reads the search and its counts again', async () => {
    signInAs();
    let predictions: number | undefined = 3;
    const { requests, sent } = renderDeck({
      [`GET /search/${search.uuid}`]: () => ({
        status: 200,
        body: { ...search, filtered: 'assisted', predictions_count: predictions },
      }),
      [`POST ${base}/predict/count`]: ready,
      [`POST ${base}/predict/undo`]: () => {
        predictions = undefined;
        return { status: 200, body: undone };
      },
    });
    const drawer = await openPredictions();
    expect(await within(drawer).findByText('Predicciones incluídas')).toBeInTheDocument();

    // Cancelled: nothing is sent.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Deshacer predicciones' }));
    await answer('Cancelar');
    expect(sent('predict/undo')).toHaveLength(0);
    expect(within(drawer).getByText('Predicciones incluídas')).toBeInTheDocument();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Deshacer predicciones' }));
    await answer('Deshacer');
    expect(await toastColour('Se deshicieron 3 predicciones.')).toContain('teal');
    expect(sent('predict/undo')).toHaveLength(1);
    await waitFor(() => expect(within(drawer).queryByText('Predicciones incluídas')).not.toBeInTheDocument());
    expect(within(drawer).queryByRole('button', { name: 'Deshacer predicciones' })).not.toBeInTheDocument();

    // The search, what is left to see and the prediction are read again.
    const undoAt = requests.findIndex((request) => request.path === `${base}/predict/undo`);
    await waitFor(() => {
      expect(after(requests, undoAt, 'GET', `/search/${search.uuid}`)).toBeGreaterThan(0);
      expect(after(requests, undoAt, 'GET', `${base}/count`)).toBeGreaterThan(0);
      expect(after(requests, undoAt, 'POST', `${base}/predict/count`)).toBeGreaterThan(0);
    });
  });

  it('undoes the likes just selected', async () => {
    signInAs();
    renderDeck({
      [`GET /search/${search.uuid}`]: { status: 200, body: { ...search, filtered: 'assisted' } },
      [`POST ${base}/predict/count`]: { status: 200, body: { count: 3, ready: true, decisions: 12, needed: 0 } },
      [`POST ${base}/predict/select`]: {
        status: 200,
        body: { count: 3, message: 'Se seleccionaron 3 publicaciones.', ids: [21, 22, 23] },
      },
      [`POST ${base}/predict/undo`]: { status: 200, body: undone },
    });
    const drawer = await openPredictions();
    expect(within(drawer).queryByRole('button', { name: 'Deshacer predicciones' })).not.toBeInTheDocument();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Seleccionarlas' }));
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Deshacer predicciones' }));
    await answer('Deshacer');
    expect(await screen.findByText('Se deshicieron 3 predicciones.')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).queryByText('Predicciones incluídas')).not.toBeInTheDocument());
  });

  it('is offered to the owner of a search turned manual that still holds predictions', async () => {
    signInAs();
    const { sent } = renderDeck({
      [`GET /search/${search.uuid}`]: { status: 200, body: { ...search, filtered: 'manual', predictions_count: 3 } },
      [`POST ${base}/predict/undo`]: { status: 200, body: undone },
    });
    const drawer = await openPredictions();
    expect(await within(drawer).findByText(/En la selección manual decidís cada publicación/)).toBeInTheDocument();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Deshacer predicciones' }));
    await answer('Deshacer');
    expect(await screen.findByText('Se deshicieron 3 predicciones.')).toBeInTheDocument();
    expect(sent('predict/count')).toHaveLength(0);
  });

  it('says why when it fails, and keeps them', async () => {
    signInAs();
    renderDeck({
      [`GET /search/${search.uuid}`]: { status: 200, body: { ...search, filtered: 'assisted', predictions_count: 3 } },
      [`POST ${base}/predict/count`]: ready,
      [`POST ${base}/predict/undo`]: {
        status: 404,
        body: { message: 'La búsqueda no existe o no tenés acceso a ella.' },
      },
    });
    const drawer = await openPredictions();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Deshacer predicciones' }));
    await answer('Deshacer');
    expect(await toastColour('La búsqueda no existe o no tenés acceso a ella.')).toContain('red');
    expect(within(drawer).getByText('Predicciones incluídas')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Deshacer predicciones' })).toBeEnabled();
  });
});
