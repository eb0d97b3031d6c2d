// The deck's detail: a visit asked from it remembers the search it was opened in.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProperty } from '@/components/publication-detail/test-publications';
import { renderPage, stubApi } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { DetailDrawer } from './detail-drawer';

describe('DetailDrawer', () => {
  it('sends the search with the visit asked from the detail', async () => {
    signInAs(testUser({ id: 555, email_verified: true }));
    const { requests } = stubApi({
      'GET /publication/41/visit-slot': {
        status: 200,
        body: {
          enabled: true,
          slot_minutes: 60,
          data: [{ starts_at: '2024-08-07T10:00:00-03:00', ends_at: '2024-08-07T11:00:00-03:00' }],
        },
      },
      'POST /publication/41/visit': { status: 201, body: {} },
    });
    renderPage(
      <DetailDrawer card={{ ...testProperty(), comment: null }} thread={null} onClose={() => {}} searchId={12} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pedir visita' }));
    await userEvent.click(await screen.findByLabelText('10:00'));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByText('Pedido de visita enviado. Te avisamos cuando te respondan.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      starts_at: '2024-08-07T10:00:00-03:00',
      search_id: 12,
    });
  });
});
