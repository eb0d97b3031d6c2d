import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useOverlayHostRequested } from '@/lib/overlay-host';
import { ThemeProvider } from './shell/microsite-theme-provider';

const OverlayHost = lazy(() => import('./overlay-host/overlay-host'));

function LazyOverlayHost() {
  const requested = useOverlayHostRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <OverlayHost />
    </Suspense>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <LazyOverlayHost />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
