import { useLocation } from 'react-router';
import { useHydrated } from '@/lib/use-hydrated';

// React Router numbers the entries of this tab's history it created (history.state.idx, 0 for the first page
// of a visit), so an index above 0 means the previous entry is one of ours and 'Volver' stays inside the app.
function historyIndex(): number {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}

export function useCanGoBack(): boolean {
  // Read on every location change: the component re-renders when the location does. A server-rendered page is the
  // first of its visit.
  useLocation();
  const hydrated = useHydrated();
  return hydrated && historyIndex() > 0;
}
