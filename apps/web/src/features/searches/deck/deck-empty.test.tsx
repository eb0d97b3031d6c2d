// A search with no results at all (docs/product.md, Searches: Swipe deck): it says nothing matches yet instead of
// 'Llegaste al final', leads back to the builder where the viewer may build there, and turns on «Avisarme de nuevas
// publicaciones» (a visitor identifies first). A search whose listings were all decided still ends on the final slide.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { onOpenIdentify, type IdentifyOptions } from '@/lib/identify-events';
import { testSearch } from '@/test/searches';
import { signInAs, testUser } from '@/test/users';
import { base, renderDeck, search } from './deck-test-helpers';

beforeEach(() => {
  document.cookie = 'guide-search=1; path=/';
});

/** Nobody has decided anything in it: it never had a listing to decide on. */
const nothingYet = testSearch({ user_id: 7, alert: false, decisions_true_count: 0, decisions_false_count: 0 });
const groupSearch = {
  ...nothingYet,
  group_id: 4,
  scope: { type: 'group' as const, id: 4, name: 'Showroom', slug: null },
};

async function emptySlide() {
  return within(await screen.findByRole('region', { name: 'Todavía no hay publicaciones para esta búsqueda' }));
}

describe('a search with no results', () => {
  it('says nothing matches yet, leads to other filters and turns the alert on', async () => {
    signInAs();
    const { requests } = renderDeck(
      {
        [`GET /search/${search.uuid}`]: { status: 200, body: nothingYet },
        [`GET ${base}/count`]: { status: 200, body: { count: 0 } },
        [`PUT ${base}/alert`]: { status: 200, body: { alert: true } },
      },
      [[]],
    );
    const slide = await emptySlide();
    expect(slide.getByText(/Ninguna publicación coincide con estos filtros por ahora/)).toBeInTheDocument();
    expect(screen.queryByText('Llegaste al final')).not.toBeInTheDocument();
    expect(screen.queryByText(/Ya viste todas/)).not.toBeInTheDocument();
    expect(slide.getByRole('link', { name: 'Cambiar filtros' })).toHaveAttribute('href', '/search');

    await userEvent.click(slide.getByRole('button', { name: 'Avisarme de nuevas publicaciones' }));
    expect(
      await slide.findByText('Listo: te vamos a avisar cuando haya publicaciones nuevas para esta búsqueda.'),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.path === `${base}/alert`)).toEqual([
      { method: 'PUT', path: `${base}/alert`, body: { enabled: true } },
    ]);
    expect(slide.getByRole('button', { name: 'Dejar de avisarme' })).toBeInTheDocument();
  });

  it('asks a visitor to identify for the alert, and turns it on once their search is read as theirs', async () => {
    const asked: IdentifyOptions[] = [];
    const stop = onOpenIdentify((options) => asked.push(options));
    let signedIn = false;
    const { requests } = renderDeck(
      {
        // A visitor's search has no owner and no alert; signed in, it is theirs.
        [`GET /search/${search.uuid}`]: () => ({
          status: 200,
          body: signedIn ? nothingYet : { ...nothingYet, user_id: null, alert: undefined },
        }),
        [`GET ${base}/count`]: { status: 200, body: { count: 0 } },
        [`PUT ${base}/alert`]: { status: 200, body: { alert: true } },
      },
      [[]],
    );
    const slide = await emptySlide();
    expect(slide.getByRole('link', { name: 'Cambiar filtros' })).toBeInTheDocument();
    expect(slide.queryByRole('link', { name: 'Ver mis búsquedas' })).not.toBeInTheDocument();
    await userEvent.click(slide.getByRole('button', { name: 'Avisarme de nuevas publicaciones' }));
    expect(asked).toEqual([{ subtitle: 'Para utilizar las búsquedas', rules: ['logged'] }]);
    expect(requests.some((request) => request.path === `${base}/alert`)).toBe(false);

    act(() => {
      signedIn = true;
      signInAs();
    });
    expect(
      await slide.findByText('Listo: te vamos a avisar cuando haya publicaciones nuevas para esta búsqueda.'),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.path === `${base}/alert`).map((request) => request.body)).toEqual([
      { enabled: true },
    ]);
    stop();
  });

  it("offers a group's builder to the group's members only", async () => {
    signInAs(testUser({ groups: [] }));
    renderDeck({ [`GET /search/${search.uuid}`]: { status: 200, body: groupSearch } }, [[]]);
    const slide = await emptySlide();
    expect(slide.queryByRole('link', { name: 'Cambiar filtros' })).not.toBeInTheDocument();
    expect(slide.getByRole('button', { name: 'Avisarme de nuevas publicaciones' })).toBeInTheDocument();
  });

  it('offers no alert to someone signed in on a search nobody has claimed, which the API would refuse', async () => {
    signInAs();
    renderDeck({ [`GET /search/${search.uuid}`]: { status: 200, body: { ...nothingYet, user_id: null } } }, [[]]);
    const slide = await emptySlide();
    expect(slide.getByRole('link', { name: 'Cambiar filtros' })).toBeInTheDocument();
    expect(slide.queryByRole('button', { name: 'Avisarme de nuevas publicaciones' })).not.toBeInTheDocument();
  });

  it("offers a group's builder to a member of the group", async () => {
    signInAs(testUser({ groups: [{ id: 4, name: 'Showroom', logo_url: null }] }));
    renderDeck({ [`GET /search/${search.uuid}`]: { status: 200, body: groupSearch } }, [[]]);
    const slide = await emptySlide();
    expect(slide.getByRole('link', { name: 'Cambiar filtros' })).toHaveAttribute('href', '/group/4/search');
  });

  it('still ends on the final slide when everything there was has been decided', async () => {
    signInAs();
    renderDeck({ [`GET /search/${search.uuid}`]: { status: 200, body: { ...nothingYet, decisions_false_count: 3 } } }, [
      [],
    ]);
    expect(await screen.findByRole('heading', { name: 'Llegaste al final' })).toBeInTheDocument();
    expect(screen.queryByText('Todavía no hay publicaciones para esta búsqueda')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Me gusta' })).toHaveAttribute('aria-disabled', 'true'),
    );
  });
});
