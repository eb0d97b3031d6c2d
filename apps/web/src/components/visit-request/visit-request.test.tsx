import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testProperty } from '@/components/publication-detail/test-publications';
import * as identify from '@/lib/identify-events';
import { renderWithProviders, stubApi } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { VisitRequest } from './visit-request';

const slots = {
  enabled: true,
  slot_minutes: 60,
  data: [
    { starts_at: '2024-08-07T10:00:00-03:00', ends_at: '2024-08-07T11:00:00-03:00' },
    { starts_at: '2024-08-07T11:00:00-03:00', ends_at: '2024-08-07T12:00:00-03:00' },
    { starts_at: '2024-08-08T10:00:00-03:00', ends_at: '2024-08-08T11:00:00-03:00' },
  ],
};

describe('VisitRequest', () => {
  it('opens the identify panel for a visitor and reads no slots', async () => {
    const open = vi.fn();
    const stop = identify.onOpenIdentify(open);
    const { calls } = stubApi({});
    renderWithProviders(<VisitRequest publication={testProperty()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pedir visita' }));
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ rules: ['logged', 'email_verified'] }));
    expect(calls).toEqual([]);
    stop();
  });

  it('shows the free slots by day and sends the one picked with the message', async () => {
    signInAs(testUser({ id: 555, email_verified: true }));
    const { requests } = stubApi({
      [`GET /publication/41/visit-slot`]: { status: 200, body: slots },
      [`POST /publication/41/visit`]: { status: 201, body: {} },
    });
    renderWithProviders(<VisitRequest publication={testProperty()} searchId={12} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pedir visita' }));
    expect(await screen.findByText(/07\/08\/2024/)).toBeInTheDocument();
    expect(screen.getByText(/08\/08\/2024/)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('11:00'));
    await userEvent.type(screen.getByLabelText('Mensaje (opcional)'), 'Voy con mi pareja');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByText('Pedido de visita enviado. Te avisamos cuando te respondan.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      starts_at: '2024-08-07T11:00:00-03:00',
      message: 'Voy con mi pareja',
      search_id: 12,
    });
  });

  it('shows three days first and the rest on «Ver más días»', async () => {
    signInAs(testUser({ id: 555, email_verified: true }));
    const days = ['07', '08', '09', '10', '11'].map((day) => ({
      starts_at: `2024-08-${day}T10:00:00-03:00`,
      ends_at: `2024-08-${day}T11:00:00-03:00`,
    }));
    stubApi({ [`GET /publication/41/visit-slot`]: { status: 200, body: { ...slots, data: days } } });
    renderWithProviders(<VisitRequest publication={testProperty()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pedir visita' }));
    expect(await screen.findByText(/09\/08\/2024/)).toBeInTheDocument();
    expect(screen.queryByText(/10\/08\/2024/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ver más días (2)' }));
    expect(screen.getByText(/11\/08\/2024/)).toBeInTheDocument();
  });
});
