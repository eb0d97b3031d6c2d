// Registers the PWA's service worker after the page has loaded (so it never competes with the first paint) and
// reloads once when a new version takes control (product.md, Who uses it). The first install does not reload.
import { isProductionBuild } from '@/lib/env';

export function registerServiceWorker(): void {
  if (!isProductionBuild || !('serviceWorker' in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a worker the app still works online; nothing to tell the person.
    });
  });
}
