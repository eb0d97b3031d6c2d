// The lightbox (product.md, Listings: Detail): previous and next by buttons and arrow keys, zoom from 1 to 4 by
// buttons, wheel and pinch, rotation, and closing it alone (its button, Escape) or with everything (the navigation
// guard).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { closeOpenOverlays } from '@/lib/overlays';
import { openDetail } from './detail-test-helpers';
import { testProperty } from './test-publications';

const title = testProperty().title;

async function openLightbox(number: number) {
  const detail = await openDetail(testProperty());
  await userEvent.click(within(detail).getByRole('button', { name: `Ver imagen ${number}` }));
  const lightbox = await screen.findByRole('dialog', { name: `Imagen ${number} de 3` });
  return { detail, lightbox };
}

function imageOf(lightbox: HTMLElement) {
  return within(lightbox).getByRole('img', { name: /^Imagen \d de / });
}

describe('the lightbox', () => {
  it('opens at the clicked image and goes to the previous and next, round the ends', async () => {
    const { lightbox } = await openLightbox(2);
    expect(imageOf(lightbox)).toHaveAttribute('src', '/uploads/publications/2.webp');
    expect(imageOf(lightbox)).toHaveAccessibleName(`Imagen 2 de ${title}`);

    await userEvent.click(within(lightbox).getByRole('button', { name: 'Siguiente' }));
    expect(within(lightbox).getByText('Imagen 3 de 3')).toBeInTheDocument();
    await userEvent.click(within(lightbox).getByRole('button', { name: 'Siguiente' }));
    expect(within(lightbox).getByText('Imagen 1 de 3')).toBeInTheDocument();
    await userEvent.click(within(lightbox).getByRole('button', { name: 'Anterior' }));
    expect(within(lightbox).getByText('Imagen 3 de 3')).toBeInTheDocument();
    expect(imageOf(lightbox)).toHaveAttribute('src', '/uploads/publications/3.webp');
  });

  it('goes to the previous and next with the arrow keys', async () => {
    const { lightbox } = await openLightbox(1);
    await userEvent.keyboard('{ArrowRight}');
    expect(within(lightbox).getByText('Imagen 2 de 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(lightbox).getByText('Imagen 3 de 3')).toBeInTheDocument();
  });

  it('zooms from 1 to 4 with the buttons, and no further either way', async () => {
    const { lightbox } = await openLightbox(1);
    const zoomIn = within(lightbox).getByRole('button', { name: 'Acercar' });
    const zoomOut = within(lightbox).getByRole('button', { name: 'Alejar' });
    expect(zoomOut).toBeDisabled();
    expect(within(lightbox).getByText('100%')).toBeInTheDocument();

    await userEvent.click(zoomIn);
    expect(within(lightbox).getByText('150%')).toBeInTheDocument();
    expect(imageOf(lightbox).style.transform).toContain('scale(1.5)');
    for (let step = 0; step < 5; step += 1) await userEvent.click(zoomIn);
    expect(within(lightbox).getByText('400%')).toBeInTheDocument();
    expect(zoomIn).toBeDisabled();

    await userEvent.click(zoomOut);
    expect(within(lightbox).getByText('350%')).toBeInTheDocument();
  });

  it('zooms with the wheel and a pinch, within 1 to 4', async () => {
    const { lightbox } = await openLightbox(1);
    const stage = imageOf(lightbox).parentElement!;
    fireEvent.wheel(stage, { deltaY: -300 });
    expect(within(lightbox).getByText('272%')).toBeInTheDocument();
    fireEvent.wheel(stage, { deltaY: -3000 });
    expect(within(lightbox).getByText('400%')).toBeInTheDocument();
    fireEvent.wheel(stage, { deltaY: 3000 });
    expect(within(lightbox).getByText('100%')).toBeInTheDocument();

    // Two fingers 100 px apart spread to 200 px: twice as large.
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 200 });
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 200, clientY: 200 });
    fireEvent.pointerMove(stage, { pointerId: 2, clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerId: 2, clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 100, clientY: 200 });
    expect(within(lightbox).getByText('200%')).toBeInTheDocument();
  });

  it('rotates by quarter turns, and starts the next image whole and upright', async () => {
    const { lightbox } = await openLightbox(1);
    await userEvent.click(within(lightbox).getByRole('button', { name: 'Rotar' }));
    expect(imageOf(lightbox).style.transform).toContain('rotate(90deg)');
    await userEvent.click(within(lightbox).getByRole('button', { name: 'Rotar' }));
    expect(imageOf(lightbox).style.transform).toContain('rotate(180deg)');
    await userEvent.click(within(lightbox).getByRole('button', { name: 'Acercar' }));

    await userEvent.click(within(lightbox).getByRole('button', { name: 'Siguiente' }));
    expect(imageOf(lightbox).style.transform).toContain('scale(1) rotate(0deg)');
    expect(within(lightbox).getByText('100%')).toBeInTheDocument();
  });

  it("closes alone with 'Cerrar imagen' and with Escape, leaving the detail open", async () => {
    const { lightbox } = await openLightbox(1);
    await userEvent.click(within(lightbox).getByRole('button', { name: 'Cerrar imagen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Imagen \d de 3/ })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ver imagen 3' }));
    await screen.findByRole('dialog', { name: 'Imagen 3 de 3' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Imagen \d de 3/ })).not.toBeInTheDocument());
    // Longer than a modal's closing transition: the detail would be gone by now had Escape reached it.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();

    // With the lightbox gone, Escape closes the detail again.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with the detail when the navigation guard closes open overlays', async () => {
    await openLightbox(2);
    act(() => {
      expect(closeOpenOverlays()).toBe(true);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
