import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startConfiguration } from '@/lib/configuration/get-configuration';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { registerServiceWorker } from './app/register-service-worker';
import { createAppRouter } from './app/router';
import { DECISIONS, idb } from './features/searches/deck/offline/idb';

const queryClient = createQueryClient();
// Both start before the first render: the configuration request and the first page's code load side by side.
startConfiguration(queryClient);
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);

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
