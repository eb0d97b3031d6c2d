// The search's mode and its predictions in the deck's options (product.md, Searches: Prediction): the owner switches to
// 'Selección asistida'; before enough decisions the panel says how many more; then it selects the predicted likes,
// leaving out the cards the deck holds, and shows the spec's toast and 'Predicciones incluídas' ('No se seleccionaron
// publicaciones.' in red: the spec lists it among the errors). Someone invited sees the entry only in a mode that
// predicts, without the mode's choice.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '@/test/users';
import { testParticipant, testSearch } from '@/test/searches';
import { base, renderDeck, search } from '../deck/deck-test-helpers';

beforeEach(() => {
  document.cookie = 'guide-search=1; path=/';
});

/** The colour of the toast showing `text`, as Mantine paints it. */
async function toastColour(text: string) {
  const toast = (await screen.findByText(text)).closest<HTMLElement>('[role="alert"]');
  return toast?.style.getPropertyValue('--notification-color');
}

async function openPredictions() {
  await screen.findByRole('article', { name: 'Casa 1' });
  fireEvent.click(await screen.findByRole('button', { name: 'Opciones (12 publicaciones por ver)' }));
  const drawer = await screen.findByRole('dialog', { name: 'Opciones de la búsqueda' });
  fireEvent.click(within(drawer).getByRole('button', { name: 'Selección asistida' }));
  return drawer;
}

describe('predictions', () => {
  it('lets the owner switch to assisted selection, and says how many decisions are missing', async () => {
    signInAs();
    const { requests } = renderDeck({
      [`PUT ${base}`]: (request) => ({ status: 200, body: { ...search, ...(request.body as object) } }),
      [`POST ${base}/predict/count`]: { status: 200, body: { count: 0, ready: false, decisions: 6, needed: 4 } },
    });
    const drawer = await openPredictions();
    // The panel's code loads when it opens.
    expect(await within(drawer).findByText(/En la selección manual decidís cada publicación/)).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Selección asistida' }));
    expect(
      await within(drawer).findByText(
        'Decidí al menos 4 publicaciones más, entre las que te gustan y las que no, para que podamos predecir.',
      ),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { filtered: 'assisted' },
    ]);
  });

  it('selects the predicted likes, leaving out the cards on screen', async () => {
    signInAs();
    const { sent } = renderDeck({
      [`GET /search/${search.uuid}`]: { status: 200, body: { ...search, filtered: 'assisted' } },
      [`POST ${base}/predict/count`]: { status: 200, body: { count: 3, ready: true, decisions: 12, needed: 0 } },
      [`POST ${base}/predict/select`]: {
        status: 200,
        body: { count: 3, message: 'Se seleccionaron 3 publicaciones.', ids: [21, 22, 23] },
      },
    });
    const drawer = await openPredictions();
    expect(await within(drawer).findByText('Encontramos 3 publicaciones que probablemente te gusten.')).toBeVisible();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Seleccionarlas' }));
    expect(await toastColour('Se seleccionaron 3 publicaciones.')).toContain('teal');
    expect(within(drawer).getByText('Predicciones incluídas')).toBeInTheDocument();
    const [selected] = sent('predict/select');
    expect((selected.body as { except: number[] }).except).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("says 'No se seleccionaron publicaciones.' as an error when the select finds none", async () => {
    signInAs();
    renderDeck({
      [`GET /search/${search.uuid}`]: { status: 200, body: { ...search, filtered: 'assisted' } },
      [`POST ${base}/predict/count`]: { status: 200, body: { count: 2, ready: true, decisions: 12, needed: 0 } },
      // Decided meanwhile, in another tab: nothing left to like.
      [`POST ${base}/predict/select`]: {
        status: 200,
        body: { count: 0, message: 'No se seleccionaron publicaciones.', ids: [] },
      },
    });
    const drawer = await openPredictions();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Seleccionarlas' }));
    expect(await toastColour('No se seleccionaron publicaciones.')).toContain('red');
    expect(within(drawer).queryByText('Predicciones incluídas')).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Deshacer predicciones' })).not.toBeInTheDocument();
  });

  it('shows an invited participant the predictions only in a mode that predicts, without the choice of mode', async () => {
    signInAs();
    const invited = {
      pivot: { owner: false },
      users: [testParticipant(3, 'Valentina Gómez', true), testParticipant(7, 'Lucía Fernández')],
    };
    renderDeck({
      [`GET /search/${search.uuid}`]: { status: 200, body: testSearch({ ...invited, filtered: 'assisted' }) },
      [`POST ${base}/predict/count`]: { status: 200, body: { count: 0, ready: true, decisions: 15, needed: 0 } },
    });
    const drawer = await openPredictions();
    expect(
      await within(drawer).findByText('Por ahora no encontramos publicaciones que probablemente te gusten.'),
    ).toBeInTheDocument();
    expect(within(drawer).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Seleccionarlas' })).toBeDisabled();
  });

  it('guides, without an error, before any decision', async () => {
    signInAs();
    renderDeck({
      [`GET /search/${search.uuid}`]: { status: 200, body: { ...search, filtered: 'assisted' } },
      [`POST ${base}/predict/count`]: {
        status: 422,
        body: {
          message:
            'Todavía no decidiste ninguna publicación en esta búsqueda: decidí algunas para que podamos predecir.',
        },
      },
    });
    const drawer = await openPredictions();
    expect(await within(drawer).findByText(/^Todavía no decidiste ninguna publicación/)).toBeInTheDocument();
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Predicciones incluídas' when the search already holds one's predicted likes", async () => {
    signInAs();
    renderDeck({
      [`GET /search/${search.uuid}`]: { status: 200, body: { ...search, filtered: 'assisted', predictions_count: 2 } },
      [`POST ${base}/predict/count`]: { status: 200, body: { count: 1, ready: true, decisions: 14, needed: 0 } },
    });
    const drawer = await openPredictions();
    expect(await within(drawer).findByText('Predicciones incluídas')).toBeInTheDocument();
  });
});
