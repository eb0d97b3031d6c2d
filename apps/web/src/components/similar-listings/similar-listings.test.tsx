import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PublicationDetail } from '@/components/publication-detail/publication-detail';
import { testMedia, testProperty } from '@/components/publication-detail/test-publications';
import { stubNearView } from '@/test/near-view';
import { deferred, renderWithProviders, stubApi } from '@/test/render';
import { SimilarListings } from './similar-listings';

const neighbour = testProperty({
  id: 77,
  title: 'Tres ambientes con patio en Palermo',
  amount: 150000,
  amount_sale: null,
  currency: 'USD',
  medias: [testMedia(9, 1)],
});
const other = testProperty({ id: 78, title: 'Dos ambientes en Colegiales', amount: 98000, medias: [] });

describe('SimilarListings', () => {
  it('shows «Parecidas» as cards that link to each listing’s page, and follows one in the app', async () => {
    stubApi({ 'GET /publication/41/similar': { status: 200, body: { data: [neighbour, other] } } });
    const navigate = vi.fn();
    renderWithProviders(<SimilarListings publication={testProperty()} onNavigate={navigate} />);
    const section = await screen.findByRole('region', { name: 'Parecidas' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/publication/77', '/publication/78']);
    expect(links[0]).toHaveTextContent('Tres ambientes con patio en Palermo');
    expect(links[0]).toHaveTextContent(/US\$\s?150\.000/);
    expect(within(links[0]).getByRole('presentation')).toHaveAttribute('src', '/media/480/publications/9.webp');
    await userEvent.click(links[1]);
    expect(navigate).toHaveBeenCalledWith('/publication/78');
  });

  it('asks only once its place comes near the screen', async () => {
    const nearView = stubNearView();
    const { fetchStub } = stubApi({ 'GET /publication/41/similar': { status: 200, body: { data: [other] } } });
    renderWithProviders(<SimilarListings publication={testProperty()} />);
    await vi.waitFor(() => expect(nearView.report).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchStub).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Parecidas' })).toBeNull();
    act(() => nearView.report!());
    expect(await screen.findByRole('region', { name: 'Parecidas' })).toBeInTheDocument();
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('asks without what the person decided in the search the detail was opened from', async () => {
    const { fetchStub } = stubApi({ 'GET /publication/41/similar': { status: 200, body: { data: [other] } } });
    const uuid = '0b7c6a52-4f0e-4a43-9d7e-2f8f1f0e9a11';
    renderWithProviders(<SimilarListings publication={testProperty()} decidedIn={uuid} />);
    await screen.findByRole('region', { name: 'Parecidas' });
    expect(String(fetchStub.mock.calls[0][0])).toContain(`search_id=${uuid}`);
  });

  it('shows nothing when there are none, or when they cannot be read', async () => {
    for (const answer of [
      { status: 200, body: { data: [] } },
      { status: 500, body: { message: 'Error' } },
    ]) {
      const { fetchStub } = stubApi({ 'GET /publication/41/similar': answer });
      const { unmount } = renderWithProviders(<SimilarListings publication={testProperty()} />);
      await vi.waitFor(() => expect(fetchStub).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByText('Parecidas')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('lets the detail show before they arrive, then adds them below it', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    stubApi({ 'GET /publication/41/similar': () => answer.promise });
    renderWithProviders(<PublicationDetail publication={testProperty()} />);
    expect(screen.getByText(/Cocina integrada y lavadero/)).toBeInTheDocument();
    expect(screen.queryByText('Parecidas')).not.toBeInTheDocument();
    answer.resolve({ status: 200, body: { data: [neighbour] } });
    expect(await screen.findByRole('link', { name: /Tres ambientes con patio/ })).toHaveAttribute(
      'href',
      '/publication/77',
    );
  });
});
