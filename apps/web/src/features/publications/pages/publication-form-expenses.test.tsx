// Expensas in the listing form: a property shows the field with its value, sends what the user typed under
// `extras[expenses]`, and a clothing listing has no such field.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/render';
import { signInAs } from '@/test/users';
import {
  paged,
  renderPublications,
  routeUploadsThroughFetch,
  stubObjectUrls,
  testClothing,
  testProperty,
} from '../test-helpers';

describe('expensas in the listing form', () => {
  it('shows a property’s expensas and sends the new figure', async () => {
    signInAs();
    routeUploadsThroughFetch();
    stubObjectUrls();
    const listing = testProperty({ id: 41, pivot: { creator: true } });
    listing.extras.expenses = 95000;
    const { requests } = stubApi({
      'GET /account/publication/41': { status: 200, body: listing },
      'POST /account/publication/41': { status: 200, body: listing },
      'GET /account/publication': { status: 200, body: paged([listing]) },
      'POST /account/publication/field': { status: 200, body: [] },
    });
    renderPublications('/account/publication/41/edit');
    const field = await screen.findByLabelText('Expensas');
    expect(field).toHaveValue('95.000');

    await userEvent.clear(field);
    await userEvent.type(field, '120000');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Publicación actualizada correctamente.')).toBeInTheDocument();
    const sent = requests.find((item) => item.method === 'POST' && item.path === '/account/publication/41');
    expect((sent!.body as FormData).get('extras[expenses]')).toBe('120000');
  });

  it('has no expensas for a clothing listing', async () => {
    signInAs();
    const listing = testClothing({ id: 42, pivot: { creator: true }, created_by: 'user' });
    stubApi({
      'GET /account/publication/42': { status: 200, body: listing },
      'POST /account/publication/field': { status: 200, body: [] },
    });
    renderPublications('/account/publication/42/edit');
    expect(await screen.findByLabelText(/Título/)).toHaveValue(listing.title);
    expect(screen.queryByLabelText('Expensas')).not.toBeInTheDocument();
  });
});
