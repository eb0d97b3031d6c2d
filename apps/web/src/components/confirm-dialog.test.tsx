import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { closeOpenOverlays } from '@/lib/overlays';
import { renderWithProviders } from '@/test/render';
import { confirmDialog } from './confirm-dialog';

async function open(options: Parameters<typeof confirmDialog>[0]) {
  renderWithProviders(<div />);
  let answer!: Promise<boolean>;
  // The dialog opens once the modal host has loaded; let that happen inside act so React renders it.
  await act(async () => {
    answer = confirmDialog(options);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await screen.findByRole('dialog');
  // Wrapped, so awaiting open() does not wait for the answer itself.
  return { answer };
}

describe('confirmDialog', () => {
  it('shows the title, the text and the labels, and resolves true on confirm', async () => {
    const { answer } = await open({
      title: 'Eliminar búsqueda',
      text: 'No podrás volver a acceder a esta búsqueda.',
      confirmLabel: 'Eliminar',
      danger: true,
    });
    expect(screen.getByRole('dialog', { name: 'Eliminar búsqueda' })).toBeInTheDocument();
    expect(screen.getByText('No podrás volver a acceder a esta búsqueda.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("resolves false on 'Cancelar'", async () => {
    const { answer } = await open({ title: 'Salir del grupo', text: '¿Seguro?' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false when closed with Escape', async () => {
    const { answer } = await open({ title: 'Salir del grupo', text: '¿Seguro?' });
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('counts as an open overlay: the navigation guard closes it, answering false', async () => {
    const { answer } = await open({ title: 'Salir del grupo', text: '¿Seguro?' });
    let closed = false;
    act(() => {
      closed = closeOpenOverlays();
    });
    expect(closed).toBe(true);
    await expect(answer).resolves.toBe(false);
  });
});
