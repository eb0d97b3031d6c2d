// The listing detail modal (product.md, Listings: Detail) for a property and for a clothing item: what each part shows,
// and the ways it closes.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { closeOpenOverlays } from '@/lib/overlays';
import { stubNearView } from '@/test/near-view';
import { openDetail } from './detail-test-helpers';
import { testClothing, testProperty } from './test-publications';

describe('the detail of a property', () => {
  it('shows its images in order, each opening the lightbox, with the aspect rule', async () => {
    const dialog = await openDetail(testProperty());
    const images = ['Ver imagen 1', 'Ver imagen 2', 'Ver imagen 3'].map((name) =>
      within(dialog).getByRole('button', { name }),
    );
    expect(within(images[0]).getByRole('img')).toHaveAttribute('src', '/uploads/publications/1.webp');
    expect(within(images[1]).getByRole('img')).toHaveAttribute('src', '/uploads/publications/2.webp');
    // 1200×900 fits a 4:3 box; a 600×1200 portrait differs by more than 0.3 and is shown whole.
    expect(within(images[0]).getByRole('img')).toHaveStyle({ objectFit: 'cover' });
    expect(within(images[2]).getByRole('img')).toHaveStyle({ objectFit: 'contain' });
    expect(within(dialog).getByRole('button', { name: 'Miniatura 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows the kind, price, address and the badges of what it has', async () => {
    const dialog = await openDetail(testProperty());
    expect(within(dialog).getByText('Inmueble · Departamento · Venta')).toBeInTheDocument();
    expect(within(dialog).getByText('US$ 135.000')).toBeInTheDocument();
    expect(within(dialog).getByText('Honduras 4800, Palermo, CABA')).toBeInTheDocument();
    for (const badge of [
      'Reservada',
      'Apto crédito',
      'A estrenar',
      '85,5 m² totales',
      '72 m² cubiertos',
      '3 ambientes',
      '2 dormitorios',
      '1 baño',
      '1 cochera',
      'balcón',
      'luminoso',
    ]) {
      expect(within(dialog).getByText(badge)).toBeInTheDocument();
    }
    expect(within(dialog).queryByText('Privada')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Publicada el 20/11/2026')).toBeInTheDocument();
  });

  it('shows the priority card with its title, description, note and expiry', async () => {
    const dialog = await openDetail(testProperty());
    const card = within(dialog).getByRole('region', { name: 'Prioridad' });
    expect(within(card).getByText('Destacada')).toBeInTheDocument();
    expect(within(card).getByText('Aparece primero en las búsquedas')).toBeInTheDocument();
    expect(within(card).getByText('Dueño apurado, acepta ofertas')).toBeInTheDocument();
    expect(within(card).getByText('Vence el 02/12/2026')).toBeInTheDocument();
  });

  it('keeps the line breaks of the description and shows the map 250 px high', async () => {
    const dialog = await openDetail(testProperty());
    const description = within(dialog).getByText(/Tres ambientes al frente/);
    expect(description.textContent).toBe('Tres ambientes al frente.\nCocina integrada y lavadero.');
    const map = await within(dialog).findByRole('region', { name: 'Honduras 4800, Palermo, CABA' });
    expect(map).toHaveStyle({ height: '250px' });
  });

  it('starts the map only once its place comes near the screen, a placeholder until then', async () => {
    const nearView = stubNearView();
    const dialog = await openDetail(testProperty());
    const location = within(dialog).getByRole('region', { name: 'Ubicación' });
    expect(within(location).queryByRole('region', { name: 'Honduras 4800, Palermo, CABA' })).toBeNull();
    expect(location.querySelector('.mantine-Skeleton-root')).not.toBeNull();
    await waitFor(() => expect(nearView.report).toBeDefined());
    act(() => nearView.report!());
    expect(await within(location).findByRole('region', { name: 'Honduras 4800, Palermo, CABA' })).toHaveStyle({
      height: '250px',
    });
  });

  it("links the publisher to their store, through the opener's navigation when given", async () => {
    const navigate = vi.fn();
    const dialog = await openDetail(testProperty(), { navigate });
    expect(within(dialog).getByText('Bruno Medina')).toBeInTheDocument();
    const store = within(dialog).getByRole('link', { name: 'Ver tienda de Bruno Medina' });
    expect(store).toHaveAttribute('href', '/bruno-propiedades');
    expect(within(dialog).queryByText('Sincronizada automáticamente')).not.toBeInTheDocument();
    await userEvent.click(store);
    expect(navigate).toHaveBeenCalledWith('/bruno-propiedades');
  });

  it("has no stock table and says 'No hay datos.' in an empty extras table", async () => {
    const dialog = await openDetail(testProperty());
    expect(within(dialog).queryByRole('region', { name: 'Stock' })).not.toBeInTheDocument();
    const extras = within(dialog).getByRole('region', { name: 'Características' });
    expect(within(extras).getByText('No hay datos.')).toBeInTheDocument();
  });

  it('lists the expensas in pesos in the extras table', async () => {
    const listing = testProperty();
    listing.extras.expenses = 95000;
    const dialog = await openDetail(listing);
    const extras = within(dialog).getByRole('region', { name: 'Características' });
    const rows = within(extras)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Expensas$ 95.000']);
  });
});

describe('the detail of a clothing item', () => {
  it('shows it private, the offer against the list price, brand, season and sizes, never a new-item badge', async () => {
    const dialog = await openDetail(testClothing());
    expect(within(dialog).getByText('Indumentaria · Camperas')).toBeInTheDocument();
    expect(within(dialog).getByText('Privada')).toBeInTheDocument();
    expect(within(dialog).getByText('$ 36.000')).toBeInTheDocument();
    expect(within(dialog).getByText('$ 48.000').tagName).toBe('S');
    expect(within(dialog).getByText('25% menos')).toBeInTheDocument();
    expect(within(dialog).getByText('Levi’s')).toBeInTheDocument();
    expect(within(dialog).getByText('Última temporada')).toBeInTheDocument();
    expect(within(dialog).getByText('Talles M, L')).toBeInTheDocument();
    expect(within(dialog).queryByText('A estrenar')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Apto crédito')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Prioridad' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Ubicación' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Miniatura 1' })).not.toBeInTheDocument();
  });

  it("lists the stock varieties with 'Sin especificar' for what is missing", async () => {
    const dialog = await openDetail(testClothing());
    const stock = within(dialog).getByRole('region', { name: 'Stock' });
    const rows = within(stock)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Color', 'Talle'],
      ['Azul', 'M'],
      ['Negro', 'Sin especificar'],
      ['Sin especificar', 'L'],
    ]);
  });

  it('lists code, gender and age group in the extras table', async () => {
    const dialog = await openDetail(testClothing());
    const extras = within(dialog).getByRole('region', { name: 'Características' });
    const rows = within(extras)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['CódigoCJ-204', 'GéneroUnisex', 'EdadAdultos']);
    expect(within(extras).queryByText('No hay datos.')).not.toBeInTheDocument();
  });

  it('says it was synchronized and offers no store for a publisher without one', async () => {
    const dialog = await openDetail(testClothing());
    expect(within(dialog).getByText('Sincronizada automáticamente')).toBeInTheDocument();
    expect(within(dialog).getByText('Carla Ruiz')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Ver tienda/ })).not.toBeInTheDocument();
  });

  it("says 'Sin imágenes' when it has none", async () => {
    const dialog = await openDetail(testClothing({ medias: [] }));
    expect(within(dialog).getByText('Sin imágenes')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Ver imagen/ })).not.toBeInTheDocument();
  });
});

describe('closing the detail', () => {
  it("closes with 'Cerrar' and tells the opener", async () => {
    const onClose = vi.fn();
    const dialog = await openDetail(testProperty(), { onClose });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes when the navigation guard closes open overlays', async () => {
    await openDetail(testClothing());
    act(() => {
      expect(closeOpenOverlays()).toBe(true);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
