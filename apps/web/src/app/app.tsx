import { RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { createAppRouter } from './router';
import { AppProviders } from './providers';
import { ConfigurationGate } from './shell/configuration-gate';

export function App({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProviders queryClient={queryClient}>
      <ConfigurationGate>
        <RouterProvider router={router} />
      </ConfigurationGate>
    </AppProviders>
  );
}
