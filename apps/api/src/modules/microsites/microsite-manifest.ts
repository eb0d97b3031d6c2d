// The web manifest an active microsite's host answers (GET /manifest.webmanifest): the built app's manifest with the
// microsite's name, icons and colours, so the app installs as the brand's. The platform's host keeps the static file.
// Its icons are linked on the microsite's own host (microsite-files.ts): the installed app never asks the platform.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MicrositeRow } from '../../db/schema/index';
import type { FileUrl } from './microsite-files';

type ManifestIcon = { src: string; sizes: string; type?: string; purpose?: string };
export type WebManifest = Record<string, unknown> & { icons?: ManifestIcon[] };

/** What the build's manifest says (apps/web/vite.config.ts), for when the web app is not built (tests, API only). */
const fallbackManifest: WebManifest = {
  lang: 'es',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  icons: [
    { src: '/img/logo/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/img/logo/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/img/logo/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** The built app's manifest, read once at start (the build does not change under a running server). */
export function readBaseManifest(webDist: string): WebManifest {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(webDist, 'manifest.webmanifest'), 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as WebManifest;
  } catch {
    // Not built, or not readable: the fallback says the same.
  }
  return fallbackManifest;
}

function platformIcon(base: WebManifest, size: string): ManifestIcon | undefined {
  return base.icons?.find((icon) => icon.sizes === size && (icon.purpose ?? 'any').split(' ').includes('any'));
}

/**
 * The microsite's manifest: its name as name and short_name, its 192 and 512 px icons (made from the square logo at
 * upload), the header's colour as theme_color and the body's as background_color. Without icons of its own it keeps
 * the platform's; with them, none of the platform's (a launcher prefers a maskable icon, which would show our logo).
 */
export function micrositeManifest(base: WebManifest, microsite: MicrositeRow, fileUrl: FileUrl): WebManifest {
  const own: [string | null, string][] = [
    [microsite.iconSmallPath, '192x192'],
    [microsite.iconLargePath, '512x512'],
  ];
  const icons = own.some(([path]) => path)
    ? own.flatMap(([path, sizes]): ManifestIcon[] => {
        const src = fileUrl(path);
        if (src) return [{ src, sizes, type: 'image/png', purpose: 'any' }];
        const fallback = platformIcon(base, sizes);
        return fallback ? [fallback] : [];
      })
    : (base.icons ?? []);
  const manifest: WebManifest = {
    ...base,
    name: microsite.name,
    short_name: microsite.name,
    icons,
    theme_color: microsite.style.header.background,
    background_color: microsite.style.body.background,
  };
  // The platform's description speaks of what the app does, not of the platform: it stays when the microsite has none.
  if (microsite.description) manifest.description = microsite.description.slice(0, 300);
  return manifest;
}
