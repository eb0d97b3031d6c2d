// The page a digest's unsubscribe link opens (/alert/unsubscribe/{token}): without a session it turns the alert off
// once and says so, or shows why the link does not work.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { configurationQueryKey } from '@/lib/configuration/get-configuration';
import { stubApi, testConfiguration } from '@/test/render';
import { UnsubscribePage } from './unsubscribe-page';

const token = '7.31.c2lnbmF0dXJhLWRlLXBydWViYS0wMTIzNDU2';
const path = `/alert/unsubscribe/${token}`;

function renderAt(url: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(configurationQueryKey, testConfiguration());
  const router = createMemoryRouter([{ path: '/alert/unsubscribe/:token', element: <UnsubscribePage /> }], {
    initialEntries: [url],
  });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the unsubscribe page', () => {
  it('turns the alert off once and confirms it with the search title', async () => {
    const { requests } = stubApi({
      [`POST ${path}`]: {
        status: 200,
        body: {
          message: 'Listo, no vas a recibir más avisos de “Departamentos en Palermo”',
          titles: ['Departamentos en Palermo'],
        },
      },
    });
    renderAt(path);
    expect(screen.getByRole('heading', { name: 'Avisos de nuevas publicaciones' })).toBeInTheDocument();
    expect(screen.getByText('Dando de baja los avisos…')).toBeInTheDocument();
    expect(
      await screen.findByText('Listo, no vas a recibir más avisos de “Departamentos en Palermo”'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    expect(requests).toEqual([{ method: 'POST', path, body: null }]);
  });

  it('shows why an altered link does not work', async () => {
    const message =
      'El enlace para dejar de recibir avisos no es válido. Revisá que esté completo o desactivá el aviso desde las opciones de la búsqueda.';
    stubApi({ [`POST ${path}`]: { status: 400, body: { message } } });
    renderAt(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(/Listo/)).not.toBeInTheDocument();
  });
});
