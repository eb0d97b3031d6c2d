// account.search.filtered (product.md, Searches: Filtered results): the head, 'Gustan' / 'No gustan', the search box,
// the participant selector only with more than one participant, the coincidences with their badges, the options without
// their own entry and with the guide, and a search one cannot see.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@vitrina/shared/messages';
import { renderApp, stubApi, testConfiguration } from '@/test/render';
import { signInAs } from '@/test/users';
import {
  answer,
  base,
  bruno,
  filteredCard,
  filteredPage,
  lucia,
  renderFiltered,
  shared,
  solo,
} from './filtered-test-helpers';

const liked = filteredCard(1, 'Casa en Palermo', {
  like: true,
  is_super: true,
  comment: 'Me encanta el balcón',
  tags: ['top'],
});
const discarded = filteredCard(2, 'PH en Caballito', { like: false });

describe('the filtered results', () => {
  it("shows the search, and the user's likes or discards as cards with their marks", async () => {
    signInAs();
    const { queries } = renderFiltered(solo, (query) => (query.like === 'false' ? [discarded] : [liked]));

    expect(await screen.findByRole('heading', { level: 1, name: solo.title })).toBeInTheDocument();
    expect(screen.getByText('Búsqueda creada en toda la aplicación')).toBeInTheDocument();
    const card = await screen.findByRole('button', { name: /Casa en Palermo/ });
    for (const mark of ['Te gusta', 'SuperLike', 'Top', 'Me encanta el balcón'])
      expect(within(card).getByText(mark)).toBeInTheDocument();
    expect(screen.getByText('1 publicación')).toBeInTheDocument();
    expect(queries[0]).toEqual({
      view: 'decisions',
      like: 'true',
      user_id: '7',
      orderBy: 'title',
      orderMethod: 'asc',
      take: '20',
      page: '1',
    });

    expect(screen.getByRole('radiogroup', { name: 'Qué publicaciones ver' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'No gustan' }));
    const other = await screen.findByRole('button', { name: /PH en Caballito/ });
    expect(within(other).getByText('No te gusta')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Casa en Palermo/ })).not.toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ view: 'decisions', like: 'false', user_id: '7' });
    // One participant: nobody else to choose, nothing to coincide with.
    expect(screen.queryByRole('combobox', { name: 'Decisiones de' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Coincidencias' })).not.toBeInTheDocument();
  });

  it('searches by title once typing pauses, from the first page', async () => {
    signInAs();
    const { queries } = renderFiltered(solo, () => [liked]);
    await screen.findByRole('button', { name: /Casa en Palermo/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por título' }), 'balcón');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ search: 'balcón', page: '1' }));
    expect(queries.filter((query) => query.search !== undefined).every((query) => query.search === 'balcón')).toBe(
      true,
    );
  });

  it("with more than one participant, shows another participant's decisions, read as theirs", async () => {
    signInAs();
    const theirs = filteredCard(3, 'Dúplex en Belgrano', { like: true, comment: 'Le falta luz' });
    const { queries } = renderFiltered(shared, (query) => (query.user_id === '9' ? [theirs] : [liked]));
    await screen.findByRole('button', { name: /Casa en Palermo/ });
    const selector = screen.getByRole('combobox', { name: 'Decisiones de' });
    expect(selector).toHaveValue('7');
    expect(
      within(selector)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Lucía Fernández (vos)', 'Bruno Medina']);

    await userEvent.selectOptions(selector, '9');
    const card = await screen.findByRole('button', { name: /Dúplex en Belgrano/ });
    expect(within(card).getByText('Le gusta')).toBeInTheDocument();
    expect(within(card).getByText('Le falta luz')).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ view: 'decisions', like: 'true', user_id: '9', page: '1' });
  });

  it('lists the coincidences with who likes each one and its badge', async () => {
    signInAs();
    const both = [answer(lucia, true), answer(bruno, true)];
    const everyone = filteredCard(4, 'Casa con jardín', {
      answers: both,
      likes_count: 2,
      likers: [lucia, bruno].map(({ id, name }) => ({ id, name, avatar_url: null })),
      badge: 'todos',
    });
    const { queries } = renderFiltered(shared, (query) => (query.view === 'coincidences' ? [everyone] : [liked]));
    await screen.findByRole('button', { name: /Casa en Palermo/ });

    await userEvent.click(screen.getByRole('radio', { name: 'Coincidencias' }));
    const card = await screen.findByRole('button', { name: /Casa con jardín/ });
    expect(within(card).getByText('Gusta a todos')).toBeInTheDocument();
    expect(within(card).getByText('Les gusta a: Lucía Fernández, Bruno Medina')).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({
      view: 'coincidences',
      orderBy: 'title',
      orderMethod: 'asc',
      take: '20',
      page: '1',
    });
    expect(screen.queryByRole('combobox', { name: 'Decisiones de' })).not.toBeInTheDocument();
  });

  it("shows the 'mayoría' badge", async () => {
    signInAs();
    const most = filteredCard(5, 'Loft en Núñez', {
      likers: [lucia, bruno].map(({ id, name }) => ({ id, name, avatar_url: null })),
      badge: 'mayoría',
    });
    renderFiltered(shared, (query) => (query.view === 'coincidences' ? [most] : []));
    await userEvent.click(await screen.findByRole('radio', { name: 'Coincidencias' }));
    const card = await screen.findByRole('button', { name: /Loft en Núñez/ });
    expect(within(card).getByText('Gusta a la mayoría')).toBeInTheDocument();
  });

  it("'Buscar' leads to the deck and 'Opciones' opens the options without the filtered entry", async () => {
    signInAs();
    renderFiltered(solo, () => []);
    expect(await screen.findByText('Todavía no marcaste publicaciones que te gusten en esta búsqueda.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Buscar' })).toHaveAttribute('href', base);

    await userEvent.click(screen.getByRole('button', { name: 'Opciones' }));
    const drawer = await screen.findByRole('dialog', { name: 'Opciones de la búsqueda' });
    expect(within(drawer).getByRole('button', { name: 'Enviar lista' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: /Publicaciones filtradas/ })).not.toBeInTheDocument();
  });

  it("shows the guide again from 'Cómo funcionan las búsquedas' in the options", async () => {
    signInAs();
    renderFiltered(solo, () => []);
    await userEvent.click(await screen.findByRole('button', { name: 'Opciones' }));
    const drawer = await screen.findByRole('dialog', { name: 'Opciones de la búsqueda' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cómo funcionan las búsquedas' }));
    const guide = await screen.findByRole('dialog', { name: 'Tus resultados' });
    expect(within(guide).getByText('Paso 1 de 8')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Opciones de la búsqueda' })).not.toBeInTheDocument(),
    );
  });

  it('names the group of a group search', async () => {
    signInAs();
    const group = {
      ...solo,
      group_id: 5,
      scope: { type: 'group' as const, id: 5, name: 'Inmobiliaria Belgrano', slug: null },
    };
    renderFiltered(group, () => []);
    expect(await screen.findByText('Búsqueda en el grupo Inmobiliaria Belgrano')).toBeInTheDocument();
  });

  it('opens at its address in the app, signed in', async () => {
    const user = signInAs();
    stubApi({
      '/configuration': { status: 200, body: testConfiguration() },
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
      [`GET ${base}`]: { status: 200, body: solo },
      [`POST ${base}/filtereds`]: { status: 200, body: filteredPage([liked]) },
    });
    await renderApp({ path: `/account/search/${solo.uuid}/filtered` });
    expect(await screen.findByRole('heading', { level: 1, name: solo.title })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Casa en Palermo/ })).toBeInTheDocument();
  });

  it('is not found when the search cannot be seen', async () => {
    signInAs();
    renderFiltered(solo, () => [], { [`GET ${base}`]: { status: 404, body: { message: 'No encontrada' } } });
    expect(await screen.findByRole('heading', { level: 1, name: messages.notFound.title })).toBeInTheDocument();
  });

  it('is not found when the API refuses the results', async () => {
    signInAs();
    renderFiltered(solo, () => [], { [`POST ${base}/filtereds`]: { status: 404, body: { message: 'No encontrada' } } });
    expect(await screen.findByRole('heading', { level: 1, name: messages.notFound.title })).toBeInTheDocument();
  });
});
