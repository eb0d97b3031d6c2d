// Push and notification clicks, imported by the app's one service worker (vite.config.ts, workbox importScripts).
// The server sends JSON: { title, body, url, tag } (docs/decisions/015-notifications.md).
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = message.title || 'Vitrina';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      tag: message.tag || undefined,
      icon: '/img/logo/pwa-192.png',
      badge: '/img/logo/favicon.png',
      data: { url: message.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  // Only the app's own paths: a payload never sends the person elsewhere.
  const path = target.origin === self.location.origin ? target.pathname + target.search + target.hash : '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => 'focus' in client);
      if (open) {
        open.postMessage({ type: 'navigate', url: path });
        return open.focus();
      }
      return self.clients.openWindow(path);
    }),
  );
});
