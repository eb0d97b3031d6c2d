// A listing's 'Superlikes' option (product.md, Listings) leads to who superliked it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/render';
import { signInAs } from '@/test/users';
import { paged, renderPublications, testProperty } from '../test-helpers';

describe('the publication menu', () => {
  it("offers 'Superlikes', which opens the listing's superlikes page", async () => {
    signInAs();
    const listing = testProperty({ id: 41, pivot: { creator: false } });
    stubApi({ 'GET /account/publication': { status: 200, body: paged([listing]) } });
    const { router } = renderPublications('/account/publication/index');
    await userEvent.click(await screen.findByRole('button', { name: `Opciones de ${listing.title}` }));
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Superlikes' });
    expect(item).toHaveAttribute('href', '/account/stat/publication/41');
    await userEvent.click(item);
    expect(await screen.findByRole('heading', { level: 1, name: 'Otra página' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/stat/publication/41');
  });
});
