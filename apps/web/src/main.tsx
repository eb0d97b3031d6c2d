import '@mantine/core/styles.css';
import './app/global.css';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startConfiguration } from '@/lib/configuration/get-configuration';
import { hydrationCommitted, hydrationStarts, useHydrated } from '@/lib/use-hydrated';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { registerServiceWorker } from './app/register-service-worker';
import { createAppRouter } from './app/router';
import { routes } from './app/routes';
import { readBootData } from './app/ssr/boot-data';
import { loadMatchedRoutes, seedBootData } from './app/ssr/hydrate';
import { captureInstallPrompt } from './features/notifications/install-prompt-event';
import { DECISIONS, idb } from './features/searches/deck/offline/idb';
import { nextTask } from '@/lib/next-task';

/**
 * Marks the server's page as taken over once the hydrated tree has committed and what shows only after hydration
 * (use-hydrated.ts) has rendered: the mark the server put on the root while its controls did nothing yet goes (the
 * API's pages module, page-html.ts).
 */
function TakenOver({ children }: { children: ReactNode }) {
  // Effects run children first: every hydrated component has checked its stores before this one says it is done.
  useEffect(hydrationCommitted, []);
  return (
    <>
      {children}
      <Ready />
    </>
  );
}

function Ready() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.getElementById('root')?.removeAttribute('aria-disabled');
  }, [hydrated]);
  return null;
}

/** Starts the app: everything the entry does besides defining things. */
async function start() {
  // The browser may offer its install prompt while a server-rendered page is still being taken over: it is kept from
  // the first moment the app's code runs, not from when its panel's component loads.
  captureInstallPrompt();
  registerServiceWorker();
  // Deck decisions a closed app left unsent (swiping offline) go out once the page has loaded, and whenever the
  // connection comes back. The sending's code loads only when some wait: a deck loads it for the decisions it makes.
  window.addEventListener('load', () => {
    void idb
      .count(DECISIONS)
      .catch(() => 0)
      .then((waiting) => {
        if (waiting)
          void import('./features/searches/deck/offline/decision-sync').then((sync) => sync.startDecisionSync());
      });
  });

  const queryClient = createQueryClient();
  const container = document.getElementById('root')!;
  // A page the server rendered (app/ssr/) carries the answers it was rendered with: the first render in the browser
  // starts from them and hydrates the server's HTML, in slices, so the page stays responsive while the app takes over.
  const boot = readBootData();
  if (boot) seedBootData(queryClient, boot);
  // Both start before the first render: the configuration request and the first page's code load side by side.
  startConfiguration(queryClient, { served: boot !== null });

  if (boot && container.firstElementChild) {
    // Each step in a task of its own (lib/next-task.ts): asking for the page's code (a link for each of its files),
    // evaluating that code once it has come, making the router, and the hydration's own slices.
    await nextTask();
    await loadMatchedRoutes(routes, window.location.pathname);
    await nextTask();
    const router = createAppRouter();
    await nextTask();
    hydrationStarts();
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <TakenOver>
            <App queryClient={queryClient} router={router} />
          </TakenOver>
        </StrictMode>,
      );
    });
  } else {
    const router = createAppRouter();
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  }
}

// The app starts in a microtask, once the bundle's own evaluation has returned. With DevTools attached (Lighthouse,
// any trace) Chromium records a stack with line numbers for each request a script starts, and a stack that holds the
// bundle's top level makes the engine parse the whole bundle again for them: hundreds of milliseconds at a phone's
// speed (decision 039). Started from a microtask, the stacks hold only the small functions that start it.
queueMicrotask(() => void start());
