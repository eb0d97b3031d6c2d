import { act, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrationCommitted, hydrationStarts, useHydrated } from './use-hydrated';

/** Every value the component rendered with, in order. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'en el navegador' : 'del servidor'}</p>;
}

function Committed() {
  useEffect(hydrationCommitted, []);
  return null;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  hydrationCommitted();
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('renders the server HTML first and switches after the hydration commits, with no mismatch', async () => {
    const onRecoverableError = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Probe seen={[]} />);
    expect(container.textContent).toBe('del servidor');

    const seen: boolean[] = [];
    hydrationStarts();
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <Probe seen={seen} />
          <Committed />
        </>,
        { onRecoverableError },
      );
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('en el navegador');
  });

  it('starts true in a render that is no hydration', async () => {
    const container = document.createElement('div');
    const seen: boolean[] = [];
    await act(async () => {
      createRoot(container).render(<Probe seen={seen} />);
    });
    expect(seen).toEqual([true]);
  });
});
