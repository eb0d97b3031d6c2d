// What Mantine's components get for useId in the build (vite/mantine-stable-ids.ts): React's own id, the same on the
// server and in the browser, with Mantine's prefix; a given id is kept as Mantine keeps it.
import { useId as useReactId } from 'react';

export function useId(staticId?: string): string {
  const id = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${id.replace(/:/g, '')}`;
}
