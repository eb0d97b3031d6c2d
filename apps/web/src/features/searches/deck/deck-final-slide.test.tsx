// The final slide and the options' entries by who is looking (product.md, Searches: The options and the final slide):
// the owner of a group's search, an invited participant and a visitor each see what they may do; the filtered
// publications carry how many one likes; the guide can be shown again.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/test/users';
import { testParticipant, testSearch } from '@/test/searches';
import { base, renderDeck, search } from './deck-test-helpers';

const groupSearch = testSearch({ group_id: 4, scope: { type: 'group', id: 4, name: 'Showroom', slug: null } });
const invited = testSearch({
  pivot: { owner: false },
  users: [testParticipant(3, 'Valentina Gómez', true), testParticipant(7, 'Lucía Fernández')],
});
const filtereds = {
  status: 200,
  body: { data: [], total: 4, participants: [], decisions_true_count: 4, decisions_false_count: 9 },
};

beforeEach(() => {
  document.cookie = 'guide-search=1; path=/';
});
afterEach(() => {
  vi.useRealTimers();
});

async function finalSlide() {
  return within(await screen.findByRole('region', { name: 'Llegaste al final' }));
}

describe('the final slide', () => {
  it("offers the owner of a group's search its publications, sharing, the list and publishing", async () => {
    signInAs();
    renderDeck({ [`GET /search/${search.uuid}`]: { status: 200, body: groupSearch } }, [[]]);
    const slide = await finalSlide();
    expect(slide.getByRole('link', { name: 'Ver publicaciones elegidas' })).toHaveAttribute(
      'href',
      `/account/search/${search.uuid}/filtered`,
    );
    expect(slide.getByRole('button', { name: 'Enviar lista' })).toBeInTheDocument();
    expect(slide.getByRole('button', { name: 'Publicar búsqueda' })).toBeInTheDocument();
    expect(slide.queryByRole('button', { name: 'Finalizar selección' })).not.toBeInTheDocument();
    fireEvent.click(slide.getByRole('button', { name: 'Compartir búsqueda' }));
    const drawer = await screen.findByRole('dialog', { name: 'Opciones de la búsqueda' });
    expect(within(drawer).getByRole('button', { name: 'Invitar' })).toBeInTheDocument();
  });

  it('lets an invited participant finish, and never share or publish', async () => {
    signInAs();
    const { sent } = renderDeck(
      {
        [`GET /search/${search.uuid}`]: { status: 200, body: invited },
        [`POST ${base}/finish`]: {
          status: 200,
          body: { message: 'Se envió un aviso de que tu selección fué finalizada.' },
        },
      },
      [[]],
    );
    const slide = await finalSlide();
    expect(slide.queryByRole('button', { name: 'Compartir búsqueda' })).not.toBeInTheDocument();
    expect(slide.queryByRole('button', { name: 'Publicar búsqueda' })).not.toBeInTheDocument();
    fireEvent.click(slide.getByRole('button', { name: 'Finalizar selección' }));
    expect(await screen.findByText('Se envió un aviso de que tu selección fué finalizada.')).toBeInTheDocument();
    expect(sent('finish')).toHaveLength(1);
  });

  it('offers a visitor only the way back to the search', async () => {
    renderDeck({}, [[]]);
    const slide = await finalSlide();
    expect(slide.getByRole('link', { name: 'Volver a la búsqueda' })).toHaveAttribute('href', '/search');
    for (const name of ['Ver publicaciones elegidas', 'Ver mis búsquedas']) {
      expect(slide.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    for (const name of ['Compartir búsqueda', 'Enviar lista', 'Finalizar selección', 'Publicar búsqueda']) {
      expect(slide.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});

describe('the options', () => {
  it('lead to the filtered publications with how many one likes', async () => {
    signInAs();
    const { router } = renderDeck({ [`POST ${base}/filtereds`]: filtereds });
    await screen.findByRole('article', { name: 'Casa 1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Opciones (12 publicaciones por ver)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Opciones de la búsqueda' });
    expect(await within(drawer).findByLabelText('Te gustan 4 publicaciones')).toHaveTextContent('4');
    fireEvent.click(within(drawer).getByRole('link', { name: /Publicaciones filtradas/ }));
    expect(await screen.findByRole('heading', { name: 'Publicaciones filtradas' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/account/search/${search.uuid}/filtered`);
  });

  it('show the guide again', async () => {
    signInAs();
    renderDeck({ [`POST ${base}/filtereds`]: filtereds });
    await screen.findByRole('article', { name: 'Casa 1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Opciones (12 publicaciones por ver)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Opciones de la búsqueda' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cómo funcionan las búsquedas' }));
    expect(await screen.findByRole('dialog', { name: 'Tus resultados' })).toBeInTheDocument();
  });
});
