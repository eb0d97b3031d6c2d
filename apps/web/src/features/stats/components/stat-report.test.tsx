// The report views: the figures with their change, the response rate, the group ranking with medals and colours,
// and the listings ranking that opens the detail and leads to the superlikes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProperty } from '@/components/publication-detail/test-publications';
import { stubApi } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { belgrano, figures, fixClock, mine, renderStats, testReport } from '../test-helpers';

const member = (id: number, name: string, answered: number, shareable: number) => ({
  id,
  name,
  avatar_url: null,
  searches_count: shareable + 2,
  publications_count: id,
  searches_answered_count: answered,
  searches_shareable_count: shareable,
});

function figureCard(label: string) {
  return screen.getByText(label).closest('li')!;
}

describe('the report', () => {
  it('shows the leads of the period by where they came from and the listings asked about most', async () => {
    fixClock();
    signInAs(testUser({ has_stat: true }));
    stubApi({
      'GET /account/stat/sources': { status: 200, body: [mine] },
      'POST /account/stat/general': {
        status: 200,
        body: testReport({
          leads: {
            total: 5,
            previous_total: 2,
            by_source: [
              { source: 'publication', count: 3 },
              { source: 'store', count: 2 },
            ],
            publications: [{ id: 41, title: 'Departamento en Belgrano', count: 3 }],
          },
        }),
      },
    });
    renderStats();
    const section = (await screen.findByRole('heading', { name: 'Consultas' })).closest('section')!;
    expect(within(section).getByText('5 consultas en el período (2 en el anterior).')).toBeInTheDocument();
    expect(
      within(section).getByRole('progressbar', { name: 'Página de la publicación: 3 consultas' }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('progressbar', { name: 'Tienda: 2 consultas' })).toBeInTheDocument();
    expect(within(section).getByText('Departamento en Belgrano')).toBeInTheDocument();
  });

  it('shows the visits of the period asked, confirmed and done, by where they were asked', async () => {
    fixClock();
    signInAs(testUser({ has_stat: true }));
    stubApi({
      'GET /account/stat/sources': { status: 200, body: [mine] },
      'POST /account/stat/general': {
        status: 200,
        body: testReport({
          visits: {
            requested: 7,
            confirmed: 4,
            done: 2,
            previous: { requested: 3, confirmed: 1, done: 1 },
            by_source: [
              { source: 'search', requested: 5, confirmed: 3, done: 2 },
              { source: 'publication', requested: 2, confirmed: 1, done: 0 },
            ],
          },
        }),
      },
    });
    renderStats();
    const section = (await screen.findByRole('heading', { name: 'Visitas' })).closest('section')!;
    expect(within(section).getByText('7 visitas pedidas en el período (3 en el anterior).')).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Visitas' });
    const cells = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Origen', 'Pedidas', 'Confirmadas', 'Realizadas']);
    expect(cells('Desde una búsqueda')).toEqual(['5', '3', '2']);
    expect(cells('Desde la publicación')).toEqual(['2', '1', '0']);
    expect(cells('Total')).toEqual(['7', '4', '2']);
  });

  it('says no visit was asked in the period, without a table', async () => {
    fixClock();
    signInAs(testUser({ has_stat: true }));
    stubApi({
      'GET /account/stat/sources': { status: 200, body: [mine] },
      'POST /account/stat/general': { status: 200, body: testReport() },
    });
    renderStats();
    const section = (await screen.findByRole('heading', { name: 'Visitas' })).closest('section')!;
    expect(within(section).getByText('0 visitas pedidas en el período (0 en el anterior).')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows every figure with its change against the previous period, and the response rate', async () => {
    fixClock();
    signInAs(testUser({ has_stat: true }));
    stubApi({
      'GET /account/stat/sources': { status: 200, body: [mine] },
      'POST /account/stat/general': {
        status: 200,
        body: testReport({
          figures: figures({
            SearchCount: 56,
            SearchPublishedCount: 19,
            SearchShareableCount: 10,
            SearchShareableAnsweredCount: 9,
            PublicationLikedCount: 1200,
          }),
          previous: figures({ SearchCount: 50, SearchPublishedCount: 20, SearchShareableCount: 10 }),
        }),
      },
    });
    renderStats();
    await screen.findByText('Búsquedas creadas');
    expect(within(figureCard('Búsquedas creadas')).getByText('56')).toBeInTheDocument();
    expect(within(figureCard('Búsquedas creadas')).getByText('+12 %')).toBeInTheDocument();
    expect(within(figureCard('Búsquedas publicadas')).getByText('−5 %')).toBeInTheDocument();
    expect(within(figureCard('Búsquedas compartidas')).getByText('sin cambios')).toBeInTheDocument();
    expect(within(figureCard('Compartidas con respuesta')).getByText('nuevo')).toBeInTheDocument();
    expect(within(figureCard('Me gusta recibidos')).getByText('1.200')).toBeInTheDocument();
    for (const label of ['Publicaciones creadas', 'Publicadas en el período', 'Compartidas en el período']) {
      expect(within(figureCard(label)).getByText('sin cambios')).toBeInTheDocument();
    }
    const rate = figureCard('Tasa de respuesta');
    expect(within(rate).getByText('90 %').closest('[data-color]')).toHaveAttribute('data-color', 'green');
    expect(within(rate).getByText('9 de 10 búsquedas compartidas con respuesta')).toBeInTheDocument();
    expect(screen.getByText('Comparado con el período del 22/09/2026 al 21/10/2026.')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Gráfico de búsquedas, decisiones y me gusta por día, del 22/10/2026 al 20/11/2026',
      }),
    ).toBeInTheDocument();
    // One's own account has no members' ranking.
    expect(screen.queryByText('Ranking de integrantes')).not.toBeInTheDocument();
  });

  it('says one shared search in the singular beside its response rate', async () => {
    fixClock();
    signInAs(testUser({ has_stat: true }));
    stubApi({
      'GET /account/stat/sources': { status: 200, body: [mine] },
      'POST /account/stat/general': {
        status: 200,
        body: testReport({ figures: figures({ SearchShareableCount: 1, SearchShareableAnsweredCount: 1 }) }),
      },
    });
    renderStats();
    await screen.findByText('Búsquedas creadas');
    expect(
      within(figureCard('Tasa de respuesta')).getByText('1 de 1 búsqueda compartida con respuesta'),
    ).toBeInTheDocument();
  });

  it("ranks a group's members with medals for the top three and their response rate's colour", async () => {
    fixClock();
    signInAs(testUser({ has_stat: true }));
    stubApi({
      'GET /account/stat/sources': { status: 200, body: [belgrano] },
      'POST /account/stat/general': {
        status: 200,
        body: testReport({
          source: belgrano,
          users: [
            member(1, 'Ana Gómez', 8, 10),
            member(2, 'Bruno Medina', 5, 10),
            member(3, 'Carla Ruiz', 1, 10),
            member(4, 'Diego Paz', 0, 4),
          ],
        }),
      },
    });
    renderStats();
    const table = await screen.findByRole('table', { name: 'Ranking de integrantes' });
    const rows = within(table).getAllByRole('row').slice(1);
    const expected = [
      ['1º', 'Ana Gómez', '80 %', 'green'],
      ['2º', 'Bruno Medina', '50 %', 'orange'],
      ['3º', 'Carla Ruiz', '10 %', 'gray'],
      ['4º', 'Diego Paz', '0 %', 'red'],
    ];
    rows.forEach((row, index) => {
      const [position, name, rate, color] = expected[index];
      expect(within(row).getByText(position)).toBeInTheDocument();
      expect(within(row).getByText(name)).toBeInTheDocument();
      expect(within(row).getByText(rate).closest('[data-color]')).toHaveAttribute('data-color', color);
    });
    expect(within(rows[0]).getByLabelText('1º puesto')).toBeInTheDocument();
    expect(within(rows[2]).getByLabelText('3º puesto')).toBeInTheDocument();
    expect(within(rows[3]).queryByLabelText('4º puesto')).not.toBeInTheDocument();
    // Searches, shared, answered, listings and rate, after the position and the name.
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .slice(2)
        .map((cell) => cell.textContent),
    ).toEqual(['12', '10', '8', '1', '80 %']);
  });

  it("opens a ranked listing's detail and links to its superlikes", async () => {
    fixClock();
    signInAs(testUser({ has_stat: true }));
    const flat = testProperty({ id: 41, decisions_count: 12 });
    const untitled = testProperty({ id: 42, title: '', decisions_count: 1, medias: [] });
    stubApi({
      'GET /account/stat/sources': { status: 200, body: [mine] },
      'POST /account/stat/general': { status: 200, body: testReport({ publications: [flat, untitled] }) },
    });
    renderStats();
    const ranking = (await screen.findByText('Publicaciones con más decisiones')).closest('section')!;
    expect(within(ranking).getByText('12 decisiones')).toBeInTheDocument();
    expect(within(ranking).getByText('Sin título')).toBeInTheDocument();
    expect(within(ranking).getByText('1 decisión')).toBeInTheDocument();
    expect(within(ranking).getByRole('link', { name: `Superlikes de ${flat.title}` })).toHaveAttribute(
      'href',
      '/account/stat/publication/41',
    );

    await userEvent.click(within(ranking).getByRole('button', { name: `Ver ${flat.title}` }));
    const detail = await screen.findByRole('dialog', { name: flat.title });
    expect(within(detail).getByText('Honduras 4800, Palermo, CABA')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
