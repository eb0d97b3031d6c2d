// Searches together on the deck (product.md, Searches: Sharing): the owner shares the search ('Invitar'), a device
// that cannot share keeps the link to copy; the list is sent as text; an invited participant finishes their
// selection; the owner of a group's search publishes it or stops; a like that meets someone else's like says whose.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { findToast } from '@/test/toasts';
import { signInAs } from '@/test/users';
import { testParticipant, testSearch } from '@/test/searches';
import { base, callsGoOut, keyboard, nextTurn, renderDeck, search, settle } from './deck-test-helpers';

beforeEach(() => {
  document.cookie = 'guide-search=1; path=/';
});
afterEach(() => {
  vi.useRealTimers();
});

async function openOptions() {
  await screen.findByRole('article', { name: 'Casa 1' });
  fireEvent.click(await screen.findByRole('button', { name: 'Opciones (12 publicaciones por ver)' }));
  return screen.findByRole('dialog', { name: 'Opciones de la búsqueda' });
}

describe('searches together on the deck', () => {
  it("shares the owner's search and, on a device that cannot share, leaves the link to copy", async () => {
    signInAs();
    const { requests } = renderDeck({
      [`PUT ${base}`]: (request) => ({ status: 200, body: { ...search, ...(request.body as object) } }),
    });
    const panel = await openOptions();
    expect(within(panel).queryByRole('button', { name: 'Finalizar selección' })).not.toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Compartir búsqueda' }));
    const share = within(panel).getByRole('group', { name: 'Compartir búsqueda' });
    expect(within(share).getByRole('heading', { name: 'Compartir búsqueda' })).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Invitar' }));
    // The product's text, whole (product.md, Searches: Sharing).
    expect(await within(share).findByRole('alert')).toHaveTextContent(
      /^Tu dispositivo no permite compartir contenido, prueba copiando el link de arriba\.$/,
    );
    expect(within(panel).getByLabelText('Link de la búsqueda')).toHaveValue(
      `${window.location.origin}/search/${search.uuid}`,
    );
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { shareable: true },
    ]);
    // Shared, the link goes by WhatsApp with a line of text too.
    expect(within(panel).getByRole('link', { name: 'Compartir por WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(
        `Mirá esta búsqueda y elegí las que te gusten: ${search.title} ${window.location.origin}/search/${search.uuid}`,
      )}`,
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Detener' }));
    expect(
      await screen.findByText('Nadie más podrá sumarse. Quienes ya están siguen participando.'),
    ).toBeInTheDocument();
  });

  it('lets an invited participant finish their selection, and tells them the owner was told', async () => {
    signInAs();
    const invited = testSearch({
      pivot: { owner: false },
      users: [testParticipant(3, 'Valentina Gómez', true), testParticipant(7, 'Lucía Fernández')],
    });
    const { sent } = renderDeck({
      [`GET /search/${search.uuid}`]: { status: 200, body: invited },
      [`POST ${base}/finish`]: {
        status: 200,
        body: { message: 'Se envió un aviso de que tu selección fué finalizada.' },
      },
    });
    const panel = await openOptions();
    expect(within(panel).queryByRole('button', { name: 'Compartir búsqueda' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Cambiar nombre' })).not.toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Finalizar selección' }));
    expect(await screen.findByText('Se envió un aviso de que tu selección fué finalizada.')).toBeInTheDocument();
    expect(sent('finish')).toHaveLength(1);
  });

  it('says so when the device can neither share nor copy the list', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    onTestFinished(() => {
      delete (navigator as unknown as Record<string, unknown>).clipboard;
    });
    signInAs();
    renderDeck({ [`GET ${base}/text`]: { status: 200, body: { text: 'Búsqueda: Deptos' } } });
    const panel = await openOptions();
    fireEvent.click(within(panel).getByRole('button', { name: 'Enviar lista' }));
    expect(await screen.findByText('Tu dispositivo no permite compartir contenido.')).toBeInTheDocument();
  });

  it("stops publishing with 'Dejar de publicar' and says so", async () => {
    signInAs();
    const { sent, router } = renderDeck({
      [`GET /search/${search.uuid}`]: {
        status: 200,
        body: testSearch({
          group_id: 4,
          public: true,
          description: 'Para Carla',
          scope: { type: 'group', id: 4, name: 'Showroom', slug: null },
        }),
      },
      [`PUT ${base}/publish`]: { status: 200, body: { message: 'La búsqueda dejó de estar publicada.' } },
    });
    const panel = await openOptions();
    fireEvent.click(within(panel).getByRole('button', { name: 'Publicar búsqueda' }));
    const publish = within(panel).getByRole('group', { name: 'Publicar búsqueda' });
    expect(within(publish).getByRole('heading', { name: 'Publicar búsqueda' })).toBeInTheDocument();
    fireEvent.click(within(publish).getByRole('button', { name: 'Dejar de publicar' }));
    expect(await screen.findByText('La búsqueda dejó de estar publicada.')).toBeInTheDocument();
    expect(sent('publish').map((request) => request.body)).toEqual([{ public: false, description: 'Para Carla' }]);
    // Still on the deck: only publishing leads to the group's searches.
    expect(router.state.location.pathname).toBe(base);
  });

  it('offers publishing only on a search made in a group', async () => {
    signInAs();
    renderDeck({
      [`GET /search/${search.uuid}`]: {
        status: 200,
        body: testSearch({ group_id: 4, scope: { type: 'group', id: 4, name: 'Showroom', slug: null } }),
      },
      [`PUT ${base}/publish`]: { status: 200, body: { message: 'La búsqueda fué publicada.' } },
    });
    const panel = await openOptions();
    fireEvent.click(within(panel).getByRole('button', { name: 'Publicar búsqueda' }));
    expect(within(panel).getByText('Podrán verla los integrantes del grupo')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Publicar búsqueda' }));
    expect(await screen.findByText('La búsqueda fué publicada.')).toBeInTheDocument();
    // Then the group's list of searches, where the members find it.
    expect(await screen.findByRole('heading', { name: 'Búsquedas del grupo' })).toBeInTheDocument();
  });

  it('says whose likes a like meets', async () => {
    signInAs();
    renderDeck({
      [`POST ${base}/decision`]: {
        status: 200,
        body: {
          coincidences: {
            exists: true,
            users: [
              { id: 3, name: 'Valentina Gómez', slug: null, avatar_url: null },
              { id: 9, name: 'Carla Benítez', slug: null, avatar_url: null },
            ],
          },
        },
      },
    });
    await screen.findByRole('article', { name: 'Casa 1' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    keyboard('ArrowRight');
    await callsGoOut();
    await settle();
    vi.useRealTimers();
    await waitFor(() =>
      expect(
        screen.getByText('¡Coincidencia! También le gusta a Valentina Gómez y Carla Benítez.'),
      ).toBeInTheDocument(),
    );
  });
});

describe('coincidences in a row', () => {
  it('update one toast that counts them, never a stack', async () => {
    signInAs();
    const deck = renderDeck({
      [`POST ${base}/decision`]: {
        status: 200,
        body: {
          coincidences: { exists: true, users: [{ id: 3, name: 'Valentina Gómez', slug: null, avatar_url: null }] },
        },
      },
    });
    await screen.findByRole('article', { name: 'Casa 1' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (let n = 0; n < 4; n++) {
      keyboard('ArrowRight');
      await callsGoOut();
      await settle();
      nextTurn();
    }
    vi.useRealTimers();
    expect(deck.sent('decision')).toHaveLength(4);
    // Mantine applies an update on its next frame.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const toast = await findToast('¡4 coincidencias seguidas! También le gustan a Valentina Gómez.');
    expect(toast).toBeInTheDocument();
    expect(screen.queryAllByRole('alert').filter((alert) => /oincidencia/.test(alert.textContent ?? ''))).toHaveLength(
      1,
    );
  });
});

describe("the owner's deck", () => {
  it('says who finished their selection, linking to what they chose', async () => {
    signInAs();
    const finished = {
      ...testParticipant(7, 'Rocío Díaz'),
      pivot: { owner: false, joined_at: '2026-11-20T13:00:00.000Z', finished_at: '2026-11-21T10:00:00.000Z' },
    };
    renderDeck({
      [`GET /search/${search.uuid}`]: {
        status: 200,
        body: testSearch({ users: [testParticipant(1, 'Yo', true), finished, testParticipant(8, 'Martín Pérez')] }),
      },
    });
    const notice = await screen.findByTestId('finished-notice');
    expect(notice).toHaveTextContent('Rocío Díaz finalizó su selección · ver lo que eligió');
    expect(notice).not.toHaveTextContent('Martín');
    expect(screen.getByRole('link', { name: 'ver lo que eligió' })).toHaveAttribute(
      'href',
      `/account/search/${search.uuid}/filtered?user=7`,
    );
  });
});
