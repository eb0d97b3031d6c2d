// Mounts the identify panel the first time anything calls openIdentify, so its code (forms, zod, the providers'
// buttons) loads only then. Each opening gets a fresh panel with the options it was asked with.
import { lazy, Suspense, useEffect, useState } from 'react';
import { onOpenIdentify, type IdentifyOptions } from '@/lib/identify-events';

const loadPanel = () => import('@/features/auth/components/identify-panel');
const IdentifyPanel = lazy(loadPanel);

/** Starts downloading the panel when a click on a login button is likely (pointer over it, focus, touch). */
export function preloadIdentifyPanel(): void {
  loadPanel().catch(() => {
    // The click will try again and report a failure then.
  });
}

export function IdentifyLauncher() {
  const [request, setRequest] = useState<{ id: number; options: IdentifyOptions } | null>(null);
  const [opened, setOpened] = useState(false);

  useEffect(
    () =>
      onOpenIdentify((options) => {
        setRequest((previous) => ({ id: (previous?.id ?? 0) + 1, options }));
        setOpened(true);
      }),
    [],
  );

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <IdentifyPanel key={request.id} opened={opened} options={request.options} onClose={() => setOpened(false)} />
    </Suspense>
  );
}
