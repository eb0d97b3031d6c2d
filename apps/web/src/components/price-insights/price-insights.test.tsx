// What the detail shows of a listing's price: its price per m², «Bajó de precio» after a drop, and the timeline.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDetail } from '@/components/publication-detail/detail-test-helpers';
import { testClothing, testProperty } from '@/components/publication-detail/test-publications';

const drop = { at: '2026-11-03T15:00:00.000Z', old_currency: 'USD', old_price: 142000, currency: 'USD', price: 135000 };
const rise = { at: '2026-10-01T15:00:00.000Z', old_currency: 'USD', old_price: 130000, currency: 'USD', price: 142000 };

describe('the price insights of the detail', () => {
  it('shows the price per m² of the covered area, in the listing’s currency', async () => {
    const dialog = await openDetail(testProperty());
    // US$ 135.000 over 72 m² cubiertos.
    expect(within(dialog).getByText('US$ 1.875/m²')).toBeInTheDocument();
    expect(within(dialog).queryByText('Bajó de precio')).toBeNull();
    expect(within(dialog).queryByText('Historial de precio')).toBeNull();
  });

  it('shows «Bajó de precio» and the timeline, newest first', async () => {
    const dialog = await openDetail(testProperty({ price_changes: [rise, drop], price_dropped: true }));
    expect(within(dialog).getByText('Bajó de precio')).toBeInTheDocument();
    const timeline = within(dialog).getByRole('region', { name: 'Historial de precio' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Bajó 4% el 03/11/2026US$ 135.000',
      'Subió 9% el 01/10/2026US$ 142.000',
    ]);
  });

  it('shows no price per m² for clothing', async () => {
    const dialog = await openDetail(testClothing());
    expect(within(dialog).queryByText(/\/m²/)).toBeNull();
  });
});

describe('the barrio beside the price per m²', () => {
  const palermo = { name: 'Palermo', median: 2500, listings: 12 };

  it('shows the median with its count and how far below the listing is', async () => {
    // US$ 1.875/m² against 2.500: 25 % below.
    const dialog = await openDetail(testProperty({ barrio_price: palermo }));
    expect(within(dialog).getByText('25% debajo del barrio')).toBeInTheDocument();
    expect(within(dialog).getByText('Palermo: US$ 2.500/m² (mediana de 12 publicaciones)')).toBeInTheDocument();
  });

  it('says how far above, and nothing of the barrio when there is no median', async () => {
    const above = await openDetail(testProperty({ barrio_price: { ...palermo, median: 1736 } }));
    expect(within(above).getByText('8% arriba del barrio')).toBeInTheDocument();
  });
});
