import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageWithFallback } from './image-with-fallback';

describe('ImageWithFallback', () => {
  it('shows the image while it loads fine', () => {
    render(<ImageWithFallback src="/uploads/logo.png" alt="Logo de Inmobiliaria Palermo" />);
    expect(screen.getByRole('img', { name: 'Logo de Inmobiliaria Palermo' }).tagName).toBe('IMG');
  });

  it('replaces a broken image with the placeholder', () => {
    render(<ImageWithFallback src="/uploads/roto.png" alt="Foto del departamento" />);
    fireEvent.error(screen.getByRole('img', { name: 'Foto del departamento' }));
    const placeholder = screen.getByRole('img', { name: 'Foto del departamento' });
    expect(placeholder.tagName).toBe('SPAN');
  });

  it('shows the placeholder when there is no address', () => {
    render(<ImageWithFallback src={null} alt="Sin foto" />);
    expect(screen.getByRole('img', { name: 'Sin foto' }).tagName).toBe('SPAN');
  });

  it('keeps a decorative placeholder out of the accessibility tree', () => {
    const { container } = render(<ImageWithFallback src={null} alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('span')).toHaveAttribute('aria-hidden', 'true');
  });

  it('tries again when the address changes after a failure', () => {
    const { rerender } = render(<ImageWithFallback src="/uploads/roto.png" alt="Foto" />);
    fireEvent.error(screen.getByRole('img', { name: 'Foto' }));
    rerender(<ImageWithFallback src="/uploads/nueva.png" alt="Foto" />);
    expect(screen.getByRole('img', { name: 'Foto' })).toHaveAttribute('src', '/uploads/nueva.png');
  });
});
