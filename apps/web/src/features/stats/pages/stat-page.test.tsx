// 'Ver estadísticas' (product.md, Statistics): the sources, the drawer, the range and its presets, a refused range and
// a refused report.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, stubApi, type ApiRequest } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { belgrano, fixClock, mine, renderStats, testReport } from '../test-helpers';

function reports(requests: ApiRequest[]) {
  return requests.filter((request) => request.path === '/account/stat/general').map((request) => request.body);
}

describe('choosing a source', () => {
  it("says 'Cargando fuentes...' while the sources load", async () => {
    signInAs(testUser({ has_stat: true }));
    const sources = deferred<{ status: number; body: unknown }>();
    stubApi({ 'GET /account/stat/sources': () => sources.promise });
    renderStats();
    expect(await screen.findByText('Cargando fuentes...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ver estadísticas' })).toBeInTheDocument();
    sources.resolve({ status: 200, body: [] });
    await waitFor(() => expect(screen.queryByText('Cargando fuentes...')).not.toBeInTheDocument());
  });

  it('chooses the only source by itself and asks for the last 30 days of Argentina', async () => {
    fixClock();
    signInAs(testUser({ has_stat: true }));
    const { requests } = stubApi({
      'GET /account/stat/sources': { status: 200, body: [mine] },
      'POST /account/stat/general': { status: 200, body: testReport() },
    });
    renderStats();
    expect(await screen.findByText('Lucía Fernández')).toBeInTheDocument();
    expect(screen.getByText('Mi cuenta')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar fuente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Seleccionar fuente' })).not.toBeInTheDocument();
    await screen.findByText('Búsquedas creadas');
    expect(reports(requests)).toEqual([{ source: { type: 'user', id: 7 }, dates: ['2026-10-22', '2026-11-20'] }]);
    expect(screen.getByRole('button', { name: 'Últimos 30 días' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("offers several sources in the 'Seleccionar fuente' drawer and keeps the choice in the address", async () => {
    fixClock();
    signInAs(testUser({ has_stat: true }));
    const { requests } = stubApi({
      'GET /account/stat/sources': { status: 200, body: [mine, belgrano] },
      'POST /account/stat/general': (request) => ({
        status: 200,
        body: testReport({ source: (request.body as { source: { id: number } }).source.id === 5 ? belgrano : mine }),
      }),
    });
    const { router } = renderStats();
    expect(
      await screen.findByText(
        'Consulta las estadísticas de tu cuenta y de los grupos que administras, en rangos de hasta 365 días.',
      ),
    ).toBeInTheDocument();
    expect(reports(requests)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Seleccionar fuente' }));
    const drawer = await screen.findByRole('dialog', { name: 'Seleccionar fuente' });
    expect(within(drawer).getByText('Mi cuenta')).toBeInTheDocument();
    expect(within(drawer).getByText('Grupo')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByText('Inmobiliaria Belgrano'));

    await waitFor(() => expect(reports(requests)).toHaveLength(1));
    expect(reports(requests)[0]).toEqual({ source: { type: 'group', id: 5 }, dates: ['2026-10-22', '2026-11-20'] });
    expect(router.state.location.search).toBe('?source=group-5');
    expect(await screen.findByText('Ranking de integrantes')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Cambiar fuente' }));
    const again = await screen.findByRole('dialog', { name: 'Seleccionar fuente' });
    await userEvent.click(within(again).getByText('Lucía Fernández'));
    await waitFor(() => expect(reports(requests).at(-1)).toMatchObject({ source: { type: 'user', id: 7 } }));
    expect(router.state.location.search).toBe('?source=user-7');
  });
});

describe('the header', () => {
  it("shows a long group's name whole, never cut with an ellipsis, beside 'Cambiar fuente'", async () => {
    fixClock();
    signInAs(testUser({ has_stat: true }));
    const name = 'Cooperativa de Corredores Inmobiliarios del Norte Bonaerense';
    const longName = { ...belgrano, entity: { ...belgrano.entity, name } };
    stubApi({
      'GET /account/stat/sources': { status: 200, body: [mine, longName] },
      'POST /account/stat/general': { status: 200, body: testReport({ source: longName }) },
    });
    renderStats('/account/stat/index?source=group-5');
    const shown = await screen.findByText(name);
    expect(shown).not.toHaveAttribute('data-truncate');
    expect(shown).not.toHaveAttribute('data-line-clamp');
    expect(screen.getByRole('button', { name: 'Cambiar fuente' })).toBeInTheDocument();
  });
});

describe('the range', () => {
  it('sends the dates of each preset', async () => {
    fixClock();
    signInAs(testUser({ has_stat: true }));
    const { requests } = stubApi({
      'GET /account/stat/sources': { status: 200, body: [mine] },
      'POST /account/stat/general': { status: 200, body: testReport() },
    });
    const { router } = renderStats();
    await screen.findByText('Búsquedas creadas');
    const presets = screen.getByRole('group', { name: 'Períodos' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Hoy', 'Este mes', 'Mes anterior', 'Últimos 30 días', 'Últimos 365 días']);

    const expected: [string, [string, string]][] = [
      ['Hoy', ['2026-11-20', '2026-11-20']],
      ['Este mes', ['2026-11-01', '2026-11-20']],
      ['Mes anterior', ['2026-10-01', '2026-10-31']],
      ['Últimos 365 días', ['2025-11-21', '2026-11-20']],
    ];
    for (const [label, dates] of expected) {
      await userEvent.click(within(presets).getByRole('button', { name: label }));
      await waitFor(() => expect(reports(requests).at(-1)).toEqual({ source: { type: 'user', id: 7 }, dates }));
      expect(within(presets).getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    }
    expect(router.state.location.search).toBe('?from=2025-11-21&to=2026-11-20');
  });

  it('refuses a range longer than the maximum before asking', async () => {
    fixClock();
    signInAs(testUser({ has_stat: true }));
    const { requests } = stubApi({
      'GET /account/stat/sources': { status: 200, body: [mine] },
      'POST /account/stat/general': { status: 200, body: testReport() },
    });
    renderStats('/account/stat/index?from=2025-11-20&to=2026-11-20');
    expect(await screen.findByRole('alert')).toHaveTextContent('El rango de fechas no puede superar los 365 días.');
    expect(reports(requests)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Hoy' }));
    await waitFor(() => expect(reports(requests)).toHaveLength(1));
    expect(screen.queryByText('El rango de fechas no puede superar los 365 días.')).not.toBeInTheDocument();
  });

  it("shows the API's message for a refused report and keeps the range usable", async () => {
    fixClock();
    signInAs(testUser({ has_stat: true }));
    let refuse = true;
    stubApi({
      'GET /account/stat/sources': { status: 200, body: [mine, belgrano] },
      'POST /account/stat/general': () =>
        refuse
          ? { status: 403, body: { message: 'No tienes acceso a las estadísticas de esta fuente.' } }
          : { status: 200, body: testReport() },
    });
    renderStats('/account/stat/index?source=group-5');
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes acceso a las estadísticas de esta fuente.');
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Hoy' }));
    expect(await screen.findByText('Búsquedas creadas')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
