// Sending the new-listing form again (a second press of Guardar, or one after the connection failed) repeats the same
// creation: every attempt of one form carries the same Idempotency-Key, so the API stores one listing; another form
// gets another key.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/render';
import { signInAs } from '@/test/users';
import { publicationTexts } from '../publication-texts';
import { renderPublications, routeUploadsThroughFetch, testProperty } from '../test-helpers';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The Idempotency-Key of each creation the page sent, in order (undefined for one sent without it). */
function creationKeys(fetchStub: ReturnType<typeof stubApi>['fetchStub']): (string | undefined)[] {
  return fetchStub.mock.calls
    .filter(
      ([url, init]) =>
        new URL(url, 'http://localhost').pathname === '/api/account/publication' && init?.method === 'POST',
    )
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']);
}

describe('sending the new-listing form again', () => {
  it('repeats the same Idempotency-Key after a failed connection, and a new form has its own', async () => {
    signInAs();
    routeUploadsThroughFetch();
    let attempts = 0;
    const { fetchStub } = stubApi({
      'POST /account/publication': () => {
        attempts += 1;
        return attempts === 1 ? 'no-response' : { status: 201, body: testProperty({ id: 90 }) };
      },
    });
    const { router } = renderPublications('/account/publication/create');

    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    // Generous waits: the suite runs on a busy machine in CI, where a send can take more than the default second.
    const slow = { timeout: 5000 };
    await waitFor(() => expect(attempts).toBe(1), slow);
    // The failed send leaves the form as it was, ready to be sent again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled(), slow);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/publication/index'), slow);
    // The list is on screen, so the next form is a new one (not the saved form still drawn, with its button busy).
    await screen.findByRole('heading', { name: publicationTexts.listTitle }, slow);

    const [first, retry] = creationKeys(fetchStub);
    expect(first).toMatch(uuid);
    expect(retry).toBe(first);

    await router.navigate('/account/publication/create');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled(), slow);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(creationKeys(fetchStub)).toHaveLength(3), slow);
    const next = creationKeys(fetchStub)[2];
    expect(next).toMatch(uuid);
    expect(next).not.toBe(first);
  });
});
