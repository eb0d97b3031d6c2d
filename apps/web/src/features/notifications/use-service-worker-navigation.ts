// A click on a notification while the app is open: the service worker (public/push-sw.js) focuses the window and
// posts { type: 'navigate', url }; the app goes to that path. Only the app's own paths: a message never leaves it.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

export function navigationTarget(data: unknown, origin: string): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, url } = data as { type?: unknown; url?: unknown };
  if (type !== 'navigate' || typeof url !== 'string') return null;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.pathname + target.search + target.hash : null;
  } catch {
    return null;
  }
}

export function useServiceWorkerNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      const path = navigationTarget(event.data, window.location.origin);
      if (path) navigate(path);
    };
    container.addEventListener('message', onMessage);
    // Messages wait in a queue until a page says it listens; addEventListener alone does not say it.
    container.startMessages();
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);
}
