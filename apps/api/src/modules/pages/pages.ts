// The web app's pages (modules/pages): the shell of the request's host, rendered on the server for a visitor when the
// web app renders that page (serve-page.ts). The render's code is loaded as the app is built.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PageAnswer } from '../../lib/static-files';
import { readShell } from '../microsites';
import { inlineStyles, pageStylesheets, readBuildManifest } from './page-assets';
import { loadPageRenderer, serverRenderEntry, type PageRenderer } from './page-renderer';
import { createPreviewSource } from './page-preview';
import { createPageServer } from './serve-page';

export function registerPages(app: FastifyInstance, options: { webDist: string }): PageAnswer | null {
  const platformShell = readShell(options.webDist);
  if (platformShell === null) return null;
  let loading: Promise<PageRenderer | null> | null = null;
  const renderer = () => {
    loading ??= loadPageRenderer(serverRenderEntry(options.webDist)).catch((error: unknown) => {
      app.log.warn({ err: error }, 'the server render could not be loaded: pages render in the browser');
      return null;
    });
    return loading;
  };
  // Loaded as the app is built: the server builds it while its database opens and migrates (runtime.ts), which takes
  // longer, so the render is ready before the first request and the start does not wait for it.
  void renderer();
  const preview = createPreviewSource(app, { publicUrl: app.config.publicUrl, appName: app.config.appName });
  const manifest = readBuildManifest(options.webDist);
  const tags = new Map<string, string>();
  // Read once per page module: a build's files do not change while the server runs.
  const styles = (module: string) =>
    inlineStyles(pageStylesheets(manifest!, module), (file) => {
      try {
        return readFileSync(join(options.webDist, file), 'utf8');
      } catch {
        return '';
      }
    });
  const assets = manifest
    ? (module: string) => tags.get(module) ?? tags.set(module, styles(module)).get(module)!
    : undefined;
  const server = createPageServer(app, renderer, Date.now, preview, assets);
  return (request, reply) => server.send(request, reply, request.pageShell ?? platformShell);
}
