// «Avisarme de nuevas publicaciones» in 'Opciones de la búsqueda': its state from the search, changed at once and
// sent, put back with a toast when the API refuses; not offered to a visitor.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { deferred } from '@/test/render';
import { testSearch } from '@/test/searches';
import { signInAs } from '@/test/users';
import { base, renderDeck, search } from './deck-test-helpers';

beforeEach(() => {
  document.cookie = 'guide-search=1; path=/';
});

const mine = testSearch({ user_id: 7, alert: false });

async function openOptions() {
  await screen.findByRole('article', { name: 'Casa 1' });
  fireEvent.click(await screen.findByRole('button', { name: 'Opciones (12 publicaciones por ver)' }));
  return within(await screen.findByRole('dialog', { name: 'Opciones de la búsqueda' }));
}

describe('the alert switch', () => {
  it('shows the state the search carries and turns it on at once, sending it', async () => {
    signInAs();
    const answer = deferred<{ status: number; body: unknown }>();
    const { requests } = renderDeck({
      [`GET /search/${search.uuid}`]: { status: 200, body: mine },
      [`PUT ${base}/alert`]: () => answer.promise,
    });
    const panel = await openOptions();
    const toggle = panel.getByRole('switch', { name: 'Avisarme de nuevas publicaciones' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    // Shown on before the API answers.
    await waitFor(() => expect(panel.getByRole('switch', { name: 'Avisarme de nuevas publicaciones' })).toBeChecked());
    expect(requests.filter((request) => request.path === `${base}/alert`)).toEqual([
      { method: 'PUT', path: `${base}/alert`, body: { enabled: true } },
    ]);
    answer.resolve({ status: 200, body: { alert: true } });
    await waitFor(() => expect(panel.getByRole('switch', { name: 'Avisarme de nuevas publicaciones' })).toBeEnabled());
    expect(panel.getByRole('switch', { name: 'Avisarme de nuevas publicaciones' })).toBeChecked();
  });

  it('turns an alert off', async () => {
    signInAs();
    const { requests } = renderDeck({
      [`GET /search/${search.uuid}`]: { status: 200, body: { ...mine, alert: true } },
      [`PUT ${base}/alert`]: { status: 200, body: { alert: false } },
    });
    const panel = await openOptions();
    const toggle = panel.getByRole('switch', { name: 'Avisarme de nuevas publicaciones' });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(panel.getByRole('switch', { name: 'Avisarme de nuevas publicaciones' })).not.toBeChecked(),
    );
    expect(requests.find((request) => request.path === `${base}/alert`)?.body).toEqual({ enabled: false });
  });

  it('puts the switch back and says why when the API refuses', async () => {
    signInAs();
    const answer = deferred<{ status: number; body: unknown }>();
    renderDeck({
      [`GET /search/${search.uuid}`]: { status: 200, body: mine },
      [`PUT ${base}/alert`]: () => answer.promise,
    });
    const panel = await openOptions();
    fireEvent.click(panel.getByRole('switch', { name: 'Avisarme de nuevas publicaciones' }));
    await waitFor(() => expect(panel.getByRole('switch', { name: 'Avisarme de nuevas publicaciones' })).toBeChecked());
    answer.resolve({ status: 404, body: { message: 'La búsqueda no existe o no tenés acceso a ella.' } });
    expect(await screen.findByText('La búsqueda no existe o no tenés acceso a ella.')).toBeInTheDocument();
    expect(panel.getByRole('switch', { name: 'Avisarme de nuevas publicaciones' })).not.toBeChecked();
  });

  it('is not offered to a visitor', async () => {
    renderDeck({ [`GET /search/${search.uuid}`]: { status: 200, body: { ...mine, pivot: { owner: false } } } });
    await screen.findByRole('article', { name: 'Casa 1' });
    fireEvent.click(await screen.findByRole('button', { name: /^Opciones/ }));
    const panel = within(await screen.findByRole('dialog', { name: 'Opciones de la búsqueda' }));
    expect(panel.queryByRole('switch')).not.toBeInTheDocument();
  });
});
