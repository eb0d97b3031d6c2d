// A panel whose code cannot be downloaded (offline before the service worker kept it) leaves the page as it was.
import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PromptBoundary } from './prompt-boundary';

afterEach(() => vi.restoreAllMocks());

describe('a prompt whose code fails to load', () => {
  it('shows nothing in its place and keeps the rest of the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Panel = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <main>
        <h1>Inicio</h1>
        <PromptBoundary>
          <Suspense fallback={null}>
            <Panel />
          </Suspense>
        </PromptBoundary>
      </main>,
    );
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('main').children).toHaveLength(1);
  });
});
