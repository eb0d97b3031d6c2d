import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Visit } from '@vitrina/shared/visits';
import { renderWithProviders, stubApi } from '@/test/render';
import { VisitCard } from './visit-card';

const visit: Visit = {
  id: 9,
  status: 'requested',
  starts_at: '2024-08-07T10:00:00-03:00',
  ends_at: '2024-08-07T11:00:00-03:00',
  message: '¿Tiene cochera?',
  reason: null,
  awaiting: 'agent',
  search_id: null,
  publication: {
    id: 4,
    title: 'Departamento en Palermo',
    address: 'Av. Santa Fe 1234',
    lat: -34.59,
    lng: -58.4,
    image: null,
  },
  agent: { id: 1, name: 'Valentina Gómez', email: 'valentina@example.com', phone: null, whatsapp: null },
  client: {
    id: 2,
    name: 'Lucía Rodríguez',
    email: 'lucia@example.com',
    phone: '+5491155550000',
    whatsapp: '+5491155550000',
  },
  created_at: '2024-08-06T12:00:00.000Z',
  updated_at: '2024-08-06T12:00:00.000Z',
};
const before = Date.parse('2024-08-06T12:00:00Z');

describe('VisitCard', () => {
  it('shows the agent when, where, the client’s contact means and confirms', async () => {
    const { requests } = stubApi({ 'PUT /visit/9': { status: 200, body: { ...visit, status: 'confirmed' } } });
    renderWithProviders(<VisitCard visit={visit} role="agent" now={before} />);
    expect(screen.getByText('10:00–11:00')).toBeInTheDocument();
    expect(screen.getByText('Pedida')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=-34.59&mlon=-58.4#map=17/-34.59/-58.4',
    );
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/5491155550000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(requests.at(-1)).toMatchObject({ method: 'PUT', path: '/visit/9', body: { status: 'confirmed' } });
  });

  it('lets the client wait or cancel, never confirm their own request', () => {
    renderWithProviders(<VisitCard visit={visit} role="client" now={before} />);
    expect(screen.queryByRole('button', { name: 'Confirmar' })).toBeNull();
    expect(screen.getByText('Esperando respuesta de Valentina Gómez.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar visita' })).toBeInTheDocument();
  });

  it('offers the agent to mark a confirmed visit done once it started', () => {
    renderWithProviders(
      <VisitCard
        visit={{ ...visit, status: 'confirmed', awaiting: null }}
        role="agent"
        now={before + 2 * 86_400_000}
      />,
    );
    expect(screen.getByRole('button', { name: 'Marcar realizada' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar visita' })).toBeNull();
  });

  it('lets the agent propose another free slot with a reason', async () => {
    const { requests } = stubApi({
      'GET /publication/4/visit-slot': {
        status: 200,
        body: {
          enabled: true,
          slot_minutes: 60,
          data: [
            { starts_at: '2024-08-07T11:00:00-03:00', ends_at: '2024-08-07T12:00:00-03:00' },
            { starts_at: '2024-08-13T10:00:00-03:00', ends_at: '2024-08-13T11:00:00-03:00' },
          ],
        },
      },
      'PUT /visit/9': { status: 200, body: { ...visit, awaiting: 'client' } },
    });
    renderWithProviders(<VisitCard visit={visit} role="agent" now={before} />);
    await userEvent.click(screen.getByRole('button', { name: 'Proponer otro horario' }));
    expect(await screen.findByText(/13\/08\/2024/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proponer horario' })).toBeDisabled();
    await userEvent.click(screen.getByLabelText('10:00'));
    await userEvent.type(screen.getByLabelText('Motivo (opcional)'), 'El miércoles estoy en otra visita');
    await userEvent.click(screen.getByRole('button', { name: 'Proponer horario' }));
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({
        method: 'PUT',
        path: '/visit/9',
        body: { starts_at: '2024-08-13T10:00:00-03:00', reason: 'El miércoles estoy en otra visita' },
      }),
    );
  });

  it('shows the client the time the agent proposed, to confirm or decline', async () => {
    const proposed: Visit = { ...visit, starts_at: '2024-08-13T10:00:00-03:00', awaiting: 'client' };
    const { requests } = stubApi({ 'PUT /visit/9': { status: 200, body: { ...proposed, status: 'confirmed' } } });
    renderWithProviders(<VisitCard visit={proposed} role="client" now={before} />);
    expect(screen.getByText('Valentina Gómez propone este horario. Confirmalo o proponé otro.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(requests.at(-1)).toMatchObject({ method: 'PUT', path: '/visit/9', body: { status: 'confirmed' } });
  });
});
