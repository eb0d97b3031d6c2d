// /microsite/search: the builder scoped to the microsite this host serves — 'En todo el sitio' with its square logo,
// and with 2 or more users a switcher that re-scopes what 'Buscar' sends.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MicrositeSummary } from '@vitrina/shared/configuration';
import { micrositeMessages, type PublicMicrosite } from '@vitrina/shared/microsites';
import type { Search } from '@vitrina/shared/searches';
import { renderApp, stubApi, testConfiguration, type ApiRequest } from '@/test/render';
import { builderTexts } from '../search-texts';

const style: PublicMicrosite['style'] = {
  header: { background: '#ffffff', text: 'dark' },
  body: { background: '#f8f9fa' },
  description: { align: 'center', size: 'md' },
  avatar: { shape: 'square' },
  button: { background: '#ffd166', radius: 'sm' },
};
const summary: MicrositeSummary = {
  id: 3,
  name: 'Moda Norte',
  logo_main_url: null,
  logo_secondary_url: null,
  logo_square_url: '/uploads/norte-square.png',
  style,
  settings: { users: true, groups: false },
};
const user = (id: number, name: string, isDefault = false) => ({
  id,
  name,
  slug: null,
  avatar_url: `/uploads/avatar-${id}.png`,
  default: isDefault,
  publications_count: 3,
});
const microsite = (users: PublicMicrosite['users']): PublicMicrosite => ({
  ...summary,
  description: null,
  users,
});

function search(uuid: string): Search {
  return {
    id: 31,
    uuid,
    title: 'Remeras',
    description: null,
    public: false,
    shareable: false,
    published_at: null,
    filtered: null,
    microsite_id: 3,
    user_id: null,
    group_id: null,
    filters: [],
    order: 'relevance',
    places: [],
    created_at: '2026-11-20T13:05:00.000Z',
    decisions_true_count: 0,
    decisions_false_count: 0,
    scope: { type: 'microsite', id: 3, name: 'En todo el sitio', slug: null },
    pivot: { owner: true },
    users: [],
  };
}

async function renderSearch(users: PublicMicrosite['users'], configured: MicrositeSummary | null = summary) {
  const sent: ApiRequest[] = [];
  const api = stubApi({
    '/configuration': { status: 200, body: testConfiguration({ microsite: configured }) },
    'GET /microsite/3': { status: 200, body: microsite(users) },
    'POST /search': (request) => {
      sent.push(request);
      return { status: 201, body: search((request.body as { uuid: string }).uuid) };
    },
  });
  await renderApp({ path: '/microsite/search' });
  return { sent, ...api };
}

async function chooseShirts() {
  const section = await screen.findByRole('region', { name: 'Tipo' });
  await userEvent.click(within(section).getByRole('button', { name: 'Indumentaria' }));
  const category = screen.getByRole('region', { name: 'Categoría' });
  await userEvent.click(within(category).getByRole('button', { name: /^Categoría/ }));
  await userEvent.click(within(category).getByRole('button', { name: 'Remeras' }));
}

describe('the microsite search', () => {
  it("says 'En todo el sitio' as the shared messages do", () => {
    expect(builderTexts.wholeSite).toBe(micrositeMessages.wholeSite);
  });

  it("searches the whole site with its square logo, and 'Buscar' sends the microsite and opens the deck", async () => {
    const { sent } = await renderSearch([user(7, 'Lucía Fernández', true), user(8, 'Martín Gómez')]);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Nueva búsqueda' })).closest(
      '.mantine-Paper-root',
    ) as HTMLElement;
    expect(within(header).getByText('En todo el sitio')).toBeInTheDocument();
    expect(header.querySelector('img')).toHaveAttribute('src', '/uploads/norte-square.png');
    await chooseShirts();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ microsite_id: 3, user_id: null, group_id: null });
    await waitFor(() => expect(window.location.pathname).toBe(`/search/${(sent[0].body as { uuid: string }).uuid}`));
  });

  it('re-scopes the search to the user chosen in the switcher, and back to the whole site', async () => {
    const { sent } = await renderSearch([user(7, 'Lucía Fernández', true), user(8, 'Martín Gómez')]);
    const switcher = await screen.findByRole('radiogroup', { name: 'Dónde buscar' });
    const choices = within(switcher).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('div')?.textContent)).toEqual([
      'En todo el sitio',
      'Lucía Fernández',
      'Martín Gómez',
    ]);
    expect(within(switcher).getByRole('radio', { name: 'En todo el sitio' })).toBeChecked();

    await userEvent.click(within(switcher).getByRole('radio', { name: 'Martín Gómez' }));
    const header = screen
      .getByRole('heading', { level: 1, name: 'Nueva búsqueda' })
      .closest('.mantine-Paper-root') as HTMLElement;
    expect(within(header).getByText(/^Buscando en/)).toHaveTextContent('Buscando en Martín Gómez');
    expect(header.querySelector('img')).toHaveAttribute('src', '/uploads/avatar-8.png');
    await userEvent.click(within(switcher).getByRole('radio', { name: 'En todo el sitio' }));
    expect(within(header).queryByText(/^Buscando en/)).not.toBeInTheDocument();
    expect(header.querySelector('img')).toHaveAttribute('src', '/uploads/norte-square.png');
    await userEvent.click(within(switcher).getByRole('radio', { name: 'Martín Gómez' }));
    await chooseShirts();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ microsite_id: 3, user_id: 8 });
  });

  it('hides the switcher when the microsite has one user', async () => {
    const { calls } = await renderSearch([user(7, 'Lucía Fernández', true)]);
    await screen.findByRole('region', { name: 'Tipo' });
    await waitFor(() => expect(calls).toContain('/microsite/3'));
    expect(screen.getByText('En todo el sitio')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Dónde buscar' })).not.toBeInTheDocument();
  });

  it('is not found on the platform', async () => {
    await renderSearch([], null);
    expect(await screen.findByText('404')).toBeInTheDocument();
  });
});
