import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleMount } from './use-idle-mount';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Stands for an overlay: its text shows while it is rendered, open or closed. */
function Overlay({ open }: { open: boolean }) {
  const rendered = useIdleMount(open);
  if (!rendered) return null;
  return <p>{open ? 'abierto' : 'cerrado'}</p>;
}

let idle: Array<() => void> = [];
let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const render = (open: boolean) => act(() => root.render(<Overlay open={open} />));
const becomeIdle = () => act(() => idle.splice(0).forEach((run) => run()));

describe('useIdleMount', () => {
  it('renders a closed overlay only once the browser is idle, and keeps it', () => {
    render(false);
    expect(container.textContent).toBe('');
    expect(idle).toHaveLength(1);

    becomeIdle();
    expect(container.textContent).toBe('cerrado');
    render(true);
    expect(container.textContent).toBe('abierto');
    render(false);
    expect(container.textContent).toBe('cerrado');
  });

  it('renders an overlay opened before the idle moment at once, and keeps it once closed', () => {
    render(false);
    render(true);
    expect(container.textContent).toBe('abierto');

    render(false);
    expect(container.textContent).toBe('cerrado');
  });

  it('waits a moment where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestIdleCallback', undefined);
      render(false);
      expect(container.textContent).toBe('');
      act(() => vi.advanceTimersByTime(250));
      expect(container.textContent).toBe('cerrado');
    } finally {
      vi.useRealTimers();
    }
  });
});
