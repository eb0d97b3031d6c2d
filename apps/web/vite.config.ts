import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { mantineStableIds } from './vite/mantine-stable-ids';
import { precompress } from './vite/precompress';
import { reactDomSignals } from './vite/react-dom-signals';
import { fileURLToPath } from 'node:url';
// Relative: the config's loader leaves workspace packages to Node, which cannot read their TypeScript.
import { limits } from '../../packages/shared/src/constants';

// The API serves this build from apps/web/dist on the same port; in development Vite proxies the API to it.
const api = 'http://localhost:3000';
// The brand colour of src/app/theme.ts (BRAND_COLOR), for the installed app's title bar.
const brand = '#5b3fd1';

// An offline start (product.md, Notifications and the installable app: Offline): the API answers the homes need, kept
// by the service worker. The microsite's home (/api/microsite/{id}), a user's store (/api/user/{slug}), a group's page
// with its members and the signed-in home's linked accounts are the home views, up to limits.cachedHomeViews of them;
// the configuration and the current user are the shell's own. Nothing else of the API is kept, and no request but a
// GET.
// Signed-in answers say no-store for browsers and proxies, and the token travels in the Authorization header, which
// the cache does not see. So an answer is kept under its address plus a digest of the header that asked for it: an
// answer kept for one person's token is only ever given back to a request with that same token, never to another
// person's or to a guest. Signing out (GET /api/auth/logout) empties both caches, on or offline.
// The functions here and in runtimeCaching are copied into the generated worker as text: they may use nothing
// from this file.
const keyedByToken = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const authorization = request.headers.get('Authorization');
    if (!authorization) return request.url;
    const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
    const digest = Array.from(new Uint8Array(hash).slice(0, 16), (byte) => byte.toString(16).padStart(2, '0'));
    const url = new URL(request.url);
    url.searchParams.set('sw-token', digest.join(''));
    return url.href;
  },
};
const clearedOnLogout = {
  requestWillFetch: async ({ request }: { request: Request }) => {
    await Promise.all([caches.delete('home-views'), caches.delete('app-data')]);
    return request;
  },
};

// `vite build --ssr` builds the server's render of the visitor's pages (src/app/ssr/entry-server.tsx) into dist-server:
// the same code without the service worker or the compressed copies, which only the browser's build needs.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    mantineStableIds(),
    !isSsrBuild && reactDomSignals(),
    react(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'generateSW',
        // main.tsx registers the worker itself, after load, and reloads when a new one takes over.
        injectRegister: false,
        registerType: 'autoUpdate',
        includeAssets: [
          'img/logo/favicon.png',
          'img/logo/apple-touch-icon.png',
          'img/logo/logo.svg',
          'img/logo/logo-mark.svg',
        ],
        manifest: {
          name: 'Vitrina',
          short_name: 'Vitrina',
          description: 'Buscá, compartí y elegí propiedades e indumentaria deslizando tarjetas.',
          lang: 'es',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          theme_color: brand,
          background_color: '#ffffff',
          icons: [
            { src: '/img/logo/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/img/logo/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/img/logo/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
          // The push and notification-click handlers (public/push-sw.js) run in this same worker.
          importScripts: ['/push-sw.js'],
          // Pages come from the server while online, since the host decides what a page is: a microsite's host that is
          // pending or suspended answers its status page, never the app kept from an earlier visit. Offline, the kept
          // app answers. The API and uploaded files are never answered with the app's page.
          navigateFallback: null,
          directoryIndex: null,
          runtimeCaching: [
            {
              urlPattern: ({ request, url }) =>
                request.mode === 'navigate' && !/^\/(api|uploads|media)(\/|$)/.test(url.pathname),
              handler: 'NetworkOnly',
              options: { precacheFallback: { fallbackURL: '/index.html' } },
            },
            {
              urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/auth/logout',
              handler: 'NetworkOnly',
              options: { plugins: [clearedOnLogout] },
            },
            {
              urlPattern: ({ url, sameOrigin }) =>
                sameOrigin &&
                /^\/api\/(microsite\/\d+|user\/[^/]+|account\/group\/\d+(\/user)?|auth\/user\/accounts)$/.test(
                  url.pathname,
                ),
              handler: 'NetworkFirst',
              options: {
                cacheName: 'home-views',
                networkTimeoutSeconds: 5,
                cacheableResponse: { statuses: [200] },
                expiration: { maxEntries: limits.cachedHomeViews },
                plugins: [keyedByToken],
              },
            },
            {
              urlPattern: ({ url, sameOrigin }) =>
                sameOrigin && /^\/api\/(configuration|auth\/user)$/.test(url.pathname),
              handler: 'NetworkFirst',
              options: {
                cacheName: 'app-data',
                networkTimeoutSeconds: 5,
                cacheableResponse: { statuses: [200] },
                // The configuration and the current user, for the person signed in now and one before.
                expiration: { maxEntries: 4 },
                plugins: [keyedByToken],
              },
            },
          ],
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          skipWaiting: true,
        },
      }),
    !isSsrBuild && precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The server's render carries its own copy of React and the libraries, in their production form: the API loads it as
  // one file, whatever NODE_ENV its process runs with.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api, '/media': api },
  },
  preview: {
    proxy: { '/api': api, '/uploads': api, '/media': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks and stylesheets each page's code needs, for the server to write the
    // stylesheets into a rendered page's head (the API's pages module, page-assets.ts).
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Everything the first page needs travels in one file: left to itself the bundler cuts the shell into
        // a dozen small chunks shared with lazy pages, and each extra file costs its own compression and request.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
}));
