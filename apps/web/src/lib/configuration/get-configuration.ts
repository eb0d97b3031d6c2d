// GET /api/configuration: loaded once at start and kept for the whole visit. A copy in localStorage
// lets a reload or an installed app render at once; the copy is then revalidated in the background, once.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Configuration } from '@vitrina/shared/configuration';
import { http } from '@/lib/http';
import { fallbackConfiguration } from './fallback-configuration';

const CACHE_KEY = 'configuration';
export const configurationQueryKey = ['configuration'] as const;

function looksLikeConfiguration(value: unknown): value is Configuration {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Configuration>;
  return (
    typeof candidate.APP_NAME === 'string' &&
    typeof candidate.FIELDS === 'object' &&
    candidate.FIELDS !== null &&
    typeof candidate.GENERAL === 'object' &&
    'MICROSITE' in candidate &&
    'CONTACT_EMAIL' in candidate
  );
}

function readCachedConfiguration(): Configuration | null {
  try {
    const stored = localStorage.getItem(CACHE_KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return looksLikeConfiguration(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function storeConfiguration(configuration: Configuration): void {
  try {
    localStorage.setItem(CACHE_KEY, JSON.stringify(configuration));
  } catch {
    // A full or blocked storage only costs the instant start of the next visit.
  }
}

export async function getConfiguration(): Promise<Configuration> {
  const configuration = await http.get<Configuration>('/configuration');
  storeConfiguration(configuration);
  return configuration;
}

export function configurationQueryOptions() {
  return queryOptions({
    queryKey: configurationQueryKey,
    queryFn: getConfiguration,
    staleTime: Infinity,
    gcTime: Infinity,
    // The person gets the error toast and a retry button at once instead of waiting for silent retries, and
    // each component that reads the configuration later does not start (and toast) a new attempt.
    retry: false,
    retryOnMount: false,
  });
}

/**
 * Seeds the query from the stored copy and starts the one load of this visit. Call before the first render. A page
 * the server rendered (`served`) came with the configuration already: it is kept for the next visit, not asked again.
 */
export function startConfiguration(queryClient: QueryClient, { served = false } = {}): void {
  const given = served ? queryClient.getQueryData<Configuration>(configurationQueryKey) : undefined;
  if (given) {
    storeConfiguration(given);
    return;
  }
  const cached = readCachedConfiguration();
  if (cached) queryClient.setQueryData(configurationQueryKey, cached);
  // Errors reach the query cache's handler, which shows the toast; here they only must not go unhandled.
  queryClient.fetchQuery({ ...configurationQueryOptions(), staleTime: 0 }).catch(() => undefined);
}

export function useConfigurationQuery() {
  return useQuery(configurationQueryOptions());
}

/** The configuration to render with: the server's, the stored copy, or the fallback. */
export function useConfiguration(): Configuration {
  return useConfigurationQuery().data ?? fallbackConfiguration;
}
