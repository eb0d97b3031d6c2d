// The options and the final slide by who is looking, as the API lets each use them (product.md, Searches: The options
// and the final slide): the list and the filtered publications are for the participants, the filtered publications also
// for the members of a group's search; 'Finalizar selección' goes once the participant has finished, at once and after
// the search is read again.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { testParticipant, testSearch } from '@/test/searches';
import { signInAs, testUser } from '@/test/users';
import { base, renderDeck, search } from './deck-test-helpers';

const valentina = testParticipant(3, 'Valentina Gómez', true);
// Opened by its link (shared), by someone who has not decided yet: not a participant.
const sharedWithMe = testSearch({ user_id: 3, shareable: true, pivot: { owner: false }, users: [valentina] });
const ofTheGroup = testSearch({
  user_id: 3,
  group_id: 4,
  scope: { type: 'group', id: 4, name: 'Showroom', slug: null },
  pivot: { owner: false },
  users: [valentina],
});
const invited = testSearch({
  user_id: 3,
  pivot: { owner: false },
  users: [valentina, testParticipant(7, 'Lucía Fernández')],
});
const finished = {
  ...invited,
  users: [
    valentina,
    { ...invited.users[1], pivot: { ...invited.users[1].pivot, finished_at: '2026-11-21T10:00:00Z' } },
  ],
};
const filtereds = {
  status: 200,
  body: { data: [], total: 0, participants: [], decisions_true_count: 2, decisions_false_count: 0 },
};

beforeEach(() => {
  document.cookie = 'guide-search=1; path=/';
});

async function openOptions() {
  await screen.findByRole('article', { name: 'Casa 1' });
  fireEvent.click(await screen.findByRole('button', { name: 'Opciones (12 publicaciones por ver)' }));
  return within(await screen.findByRole('dialog', { name: 'Opciones de la búsqueda' }));
}

describe('the options by who is looking', () => {
  it('offer someone who does not take part neither the list nor the filtered publications', async () => {
    signInAs();
    const { requests } = renderDeck({ [`GET /search/${search.uuid}`]: { status: 200, body: sharedWithMe } });
    const panel = await openOptions();
    expect(panel.getByRole('button', { name: 'Cómo funcionan las búsquedas' })).toBeInTheDocument();
    for (const name of ['Enviar lista', 'Finalizar selección', 'Cambiar nombre', 'Compartir búsqueda'])
      expect(panel.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(panel.queryByRole('link', { name: /Publicaciones filtradas/ })).not.toBeInTheDocument();
    expect(requests.some((request) => request.path === `${base}/filtereds`)).toBe(false);
  });

  it("offer a member of the search's group its filtered publications, not the list until they take part", async () => {
    signInAs(testUser({ groups: [{ id: 4, name: 'Showroom', logo_url: null }] }));
    renderDeck({
      [`GET /search/${search.uuid}`]: { status: 200, body: ofTheGroup },
      [`POST ${base}/filtereds`]: filtereds,
    });
    const panel = await openOptions();
    expect(panel.getByRole('link', { name: /Publicaciones filtradas/ })).toHaveAttribute(
      'href',
      `/account/search/${search.uuid}/filtered`,
    );
    expect(panel.queryByRole('button', { name: 'Enviar lista' })).not.toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Finalizar selección' })).not.toBeInTheDocument();
  });

  it('leave them out of the final slide for someone who does not take part', async () => {
    signInAs();
    renderDeck({ [`GET /search/${search.uuid}`]: { status: 200, body: sharedWithMe } }, [[]]);
    const slide = within(await screen.findByRole('region', { name: 'Llegaste al final' }));
    expect(slide.getByRole('link', { name: 'Volver a la búsqueda' })).toBeInTheDocument();
    expect(slide.queryByRole('link', { name: 'Ver publicaciones elegidas' })).not.toBeInTheDocument();
    expect(slide.queryByRole('button', { name: 'Enviar lista' })).not.toBeInTheDocument();
  });

  it("offer no 'Finalizar selección' to a participant who already finished", async () => {
    signInAs();
    renderDeck({ [`GET /search/${search.uuid}`]: { status: 200, body: finished } });
    const panel = await openOptions();
    expect(panel.getByRole('button', { name: 'Enviar lista' })).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Finalizar selección' })).not.toBeInTheDocument();
  });

  it("take 'Finalizar selección' away once it is done, and read the search again", async () => {
    signInAs();
    let done = false;
    let readsAfter = 0;
    renderDeck({
      [`GET /search/${search.uuid}`]: () => {
        if (done) readsAfter += 1;
        return { status: 200, body: done ? finished : invited };
      },
      [`POST ${base}/finish`]: () => {
        done = true;
        return { status: 200, body: { message: 'Se envió un aviso de que tu selección fué finalizada.' } };
      },
    });
    const panel = await openOptions();
    fireEvent.click(panel.getByRole('button', { name: 'Finalizar selección' }));
    expect(await screen.findByText('Se envió un aviso de que tu selección fué finalizada.')).toBeInTheDocument();
    await waitFor(() => expect(panel.queryByRole('button', { name: 'Finalizar selección' })).not.toBeInTheDocument());
    await waitFor(() => expect(readsAfter).toBeGreaterThan(0));
    expect(panel.queryByRole('button', { name: 'Finalizar selección' })).not.toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Enviar lista' })).toBeInTheDocument();
  });
});
