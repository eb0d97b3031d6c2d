// The way out of a page that cannot be shown (product.md, The shell: Ways out): a failed load or a refusal says why in
// a toast and replaces the page with another (home, a list). Once per visit, so a re-render (or React's development
// double effects) does not toast twice.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { notifyError, notifyErrorText, notifyWarning } from './notify';

/** Where to go and why: an error from a request, or a text of our own (as a warning when `warning`). */
export type WayOut = { to: string; error?: unknown; text?: string; warning?: boolean };

export function useWayOut(wayOut: WayOut | null): void {
  const navigate = useNavigate();
  const handled = useRef(false);
  useEffect(() => {
    if (!wayOut || handled.current) return;
    handled.current = true;
    if (wayOut.text === undefined) notifyError(wayOut.error);
    else if (wayOut.warning) notifyWarning(wayOut.text);
    else notifyErrorText(wayOut.text);
    navigate(wayOut.to, { replace: true });
  }, [wayOut, navigate]);
}
