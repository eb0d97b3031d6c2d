import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

// The API serves this build from apps/web/dist on the same port; in development Vite proxies the API to it.
const api = 'http://localhost:3000';
// The brand colour of src/app/theme.ts (BRAND_COLOR), for the installed app's title bar.
const brand = '#5b3fd1';

export default defineConfig({
  plugins: [
    react(),
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
              request.mode === 'navigate' && !/^\/(api|uploads)(\/|$)/.test(url.pathname),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/index.html' } },
          },
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
  preview: {
    proxy: { '/api': api, '/uploads': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Everything the first page needs travels in one file: left to itself the bundler cuts the shell into
        // a dozen small chunks shared with lazy pages, and each extra file costs its own compression and request.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
