import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useOverlayHostRequested } from '@/lib/overlay-host';
import { readableColorsResolver } from './readable-colors';
import { theme } from './theme';

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
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={readableColorsResolver}>
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyOverlayHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
