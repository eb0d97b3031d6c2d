import type { ReactNode } from 'react';
import { useConfigurationQuery } from '@/lib/configuration/get-configuration';
import { Splash } from './splash';

/**
 * Holds the first paint of a first visit until the configuration answers (a microsite must not flash the
 * product's brand). Later visits start from the stored copy and never wait; a failed load renders on defaults.
 */
export function ConfigurationGate({ children }: { children: ReactNode }) {
  const query = useConfigurationQuery();
  if (query.isPending) return <Splash />;
  return children;
}
