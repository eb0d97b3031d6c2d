// The web app's server render (apps/web/src/app/ssr/entry-server.tsx, built by `npm run build` into
// apps/web/dist-server): which pages it renders, the answers each needs, and the render itself. Loaded once, while
// the server's database opens (pages.ts); without a build the pages are the app's plain shell.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export type PageQuery = { key: readonly unknown[]; method: 'GET' | 'POST'; path: string; body?: unknown };
export type BootQuery = { key: readonly unknown[]; data: unknown };

export type PageRenderer = {
  pageQueries(pathname: string): PageQuery[] | null;
  /** The source of the page's code as the web build's manifest names it (page-assets.ts); null when unknown. */
  pageModule(pathname: string): string | null;
  render(url: URL, queries: readonly BootQuery[]): Promise<string | null>;
};

/** Where `npm run build` puts the server render, beside the web app's build. */
export function serverRenderEntry(webDist: string): string {
  return join(webDist, '..', 'dist-server', 'entry-server.js');
}

/** The render, or null when the web app was built without it. */
export async function loadPageRenderer(entry: string): Promise<PageRenderer | null> {
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as Partial<PageRenderer>;
  if (typeof module.render !== 'function' || typeof module.pageQueries !== 'function') return null;
  const pageModule = typeof module.pageModule === 'function' ? module.pageModule : () => null;
  return { pageQueries: module.pageQueries, pageModule, render: module.render };
}
