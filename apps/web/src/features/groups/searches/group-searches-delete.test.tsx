// Deleting a search from the group (product.md, Searches: The group's searches): offered to its creator and to the
// group's admins only, always after the confirm modal 'Eliminar búsqueda', with the API's message and the list
// refreshed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Search } from '@vitrina/shared/searches';
import { testParticipant } from '@/test/searches';
import { signInAs, testUser } from '@/test/users';
import { testGroup } from '../test-helpers';
import { groupSearch, memberPivot, renderGroupSearches, searchPage, stubGroupSearches } from './test-helpers';

// Lucía (id 7, the signed-in user) created the first; Bruno the second.
const mine = groupSearch({ user_id: 7, pivot: { owner: true }, users: [testParticipant(7, 'Lucía Fernández', true)] });
const theirs = groupSearch({ id: 32, uuid: '8a2d5c1e-2b7f-4c1a-9e0d-5f6a7b8c9d0e', title: 'Casa con jardín' });
const removeLabel = (search: Search) => `Eliminar ${search.title}`;

/** The list, which loses a search once the API deleted it. */
function deletable(searches: Search[], admin: boolean, refusal?: { status: number; body: unknown }) {
  let current = searches;
  const answer = (id: number) => () => {
    if (refusal) return refusal;
    current = current.filter((search) => search.id !== id);
    return { status: 200, body: { message: 'Búsqueda eliminada correctamente.' } };
  };
  return stubGroupSearches({
    group: testGroup(admin ? {} : { pivot: memberPivot }),
    searches: () => ({ status: 200, body: searchPage(current) }),
    extra: {
      'DELETE /account/group/5/search/31': answer(31),
      'DELETE /account/group/5/search/32': answer(32),
    },
  });
}

const deletes = (requests: { method: string; path: string }[]) =>
  requests.filter((request) => request.method === 'DELETE').map((request) => request.path);

describe('deleting a search from the group', () => {
  it('is offered to a member only for the searches they created', async () => {
    signInAs(testUser());
    deletable([mine, theirs], false);
    renderGroupSearches();
    await screen.findByRole('link', { name: theirs.title });
    expect(screen.getByRole('button', { name: removeLabel(mine) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: removeLabel(theirs) })).not.toBeInTheDocument();
  });

  it("is offered to an admin for every member's search", async () => {
    signInAs(testUser());
    deletable([mine, theirs], true);
    renderGroupSearches();
    await screen.findByRole('link', { name: theirs.title });
    expect(screen.getByRole('button', { name: removeLabel(mine) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: removeLabel(theirs) })).toBeInTheDocument();
  });

  it("asks with 'Eliminar búsqueda', deletes, says so, and the search leaves the list", async () => {
    signInAs(testUser());
    const { requests } = deletable([mine, theirs], true);
    renderGroupSearches();
    await userEvent.click(await screen.findByRole('button', { name: removeLabel(theirs) }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar búsqueda' });
    expect(within(dialog).getByText(/Vas a borrar "Casa con jardín"/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Búsqueda eliminada correctamente.')).toBeInTheDocument();
    expect(deletes(requests)).toEqual(['/account/group/5/search/32']);
    await waitFor(() => expect(screen.queryByRole('link', { name: theirs.title })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: mine.title })).toBeInTheDocument();
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    signInAs(testUser());
    const { requests } = deletable([mine], false);
    renderGroupSearches();
    await userEvent.click(await screen.findByRole('button', { name: removeLabel(mine) }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar búsqueda' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes(requests)).toEqual([]);
    expect(screen.getByRole('link', { name: mine.title })).toBeInTheDocument();
  });

  it("keeps the search and shows the API's refusal", async () => {
    signInAs(testUser());
    const refusal = 'Sólo quien creó la búsqueda o quienes administran el grupo pueden eliminarla.';
    deletable([mine], false, { status: 403, body: { message: refusal } });
    renderGroupSearches();
    await userEvent.click(await screen.findByRole('button', { name: removeLabel(mine) }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar búsqueda' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText('Búsqueda eliminada correctamente.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: mine.title })).toBeInTheDocument();
  });
});
