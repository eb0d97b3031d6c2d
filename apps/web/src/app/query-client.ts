// One QueryClient for the app. Every failed query or mutation shows its error toast (product.md, The shell) unless it
// opts out with `meta: { errorToast: false }` to handle the error itself.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/http';
import { notifyError } from '@/lib/notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorToast?: boolean };
    mutationMeta: { errorToast?: boolean };
  }
}

// Only a server hiccup is worth a silent second try; a 4xx will answer the same again.
function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof HttpError && error.status !== null && error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorToast !== false) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast !== false) notifyError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
