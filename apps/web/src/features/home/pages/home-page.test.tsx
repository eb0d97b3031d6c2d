import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { onOpenIdentify } from '@/lib/identify-events';
import { renderPage, testConfiguration } from '@/test/render';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('tells what the product does and invites to start', async () => {
    const opened: unknown[] = [];
    const stop = onOpenIdentify((options) => opened.push(options));
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Encontrá lo que buscás');
    expect(
      screen.getByRole('heading', { level: 2, name: 'De cientos de avisos a tu lista corta' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar publicaciones' })).toHaveAttribute('href', '/search');
    await userEvent.click(screen.getByRole('button', { name: /empezar ahora/i }));
    expect(opened).toHaveLength(1);
    stop();
  });

  it('shows the contact line with the configured address', () => {
    renderPage(<HomePage />);
    expect(screen.getByText(/¿Necesitás ayuda\? Escribinos a/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hola@vitrina.test' })).toHaveAttribute('href', 'mailto:hola@vitrina.test');
  });

  it('hides the contact line when no address is configured', () => {
    renderPage(<HomePage />, testConfiguration({ contactEmail: null }));
    expect(screen.queryByText(/¿Necesitás ayuda\?/)).not.toBeInTheDocument();
  });
});
