import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { closeOpenOverlays } from '@/lib/overlays';
import { renderWithProviders } from '@/test/render';
import { openContactModal, type ContactTarget } from './contact-modal';

async function open(target: ContactTarget) {
  renderWithProviders(<div />);
  // The modal opens once the modal host has loaded; let that happen inside act so React renders it.
  await act(async () => {
    void openContactModal(target);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return screen.findByRole('dialog', { name: 'Medios de contacto habilitados' });
}

describe('openContactModal', () => {
  it('links each enabled means: mailto, tel and WhatsApp with the digits of the number', async () => {
    await open({
      name: 'Martín Gómez',
      contacts: { email: 'martin@vitrina.example', phone: '+5491145678901', whatsapp: '+5491145678901' },
    });
    expect(screen.getByText('Martín Gómez')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Email/ })).toHaveAttribute('href', 'mailto:martin@vitrina.example');
    expect(screen.getByRole('link', { name: /Llamar/ })).toHaveAttribute('href', 'tel:+5491145678901');
    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5491145678901');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('No se encontraron datos de contacto.')).not.toBeInTheDocument();
  });

  it('says there is nothing to show when no means is enabled', async () => {
    await open({ name: 'Sofía Ruiz', contacts: { email: null, phone: null, whatsapp: null } });
    expect(screen.getByText('No se encontraron datos de contacto.')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('closes when the navigation guard closes open overlays', async () => {
    await open({ name: 'Sofía Ruiz', contacts: { email: 'sofia@vitrina.example', phone: null, whatsapp: null } });
    act(() => {
      expect(closeOpenOverlays()).toBe(true);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("closes with 'Cerrar'", async () => {
    await open({ name: 'Sofía Ruiz', contacts: { email: null, phone: null, whatsapp: null } });
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows numbers in international style while the links keep the bare number', async () => {
    // The modal host outlives a test; whatever an earlier test left open goes first.
    act(() => {
      while (closeOpenOverlays());
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await open({
      name: 'Lucía Fernández',
      contacts: { email: null, phone: '+5491123456789', whatsapp: '+5491123456789' },
    });
    const call = screen.getByRole('link', { name: /Llamar/ });
    expect(call).toHaveTextContent('+54 9 11 2345 6789');
    expect(call).toHaveAttribute('href', 'tel:+5491123456789');
    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp).toHaveTextContent('+54 9 11 2345 6789');
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5491123456789');
    expect(screen.queryByText('+5491123456789')).not.toBeInTheDocument();
  });
});
