// What a rendered page's first screen needs besides the app's entry, named in its head so the browser asks for it with
// the page rather than after the entry chunk has run: the stylesheets of the page's code (without them the drawn
// page shifts when they arrive) and `modulepreload` links for its chunks. Read from the web build's manifest
// (apps/web/vite.config.ts, build.manifest) for the page's module (apps/web/src/app/ssr/page-queries.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from './page-head';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
export type BuildManifest = Record<string, ManifestChunk>;

/** The web build's manifest, or null when the build wrote none (or no build). */
export function readBuildManifest(webDist: string): BuildManifest | null {
  try {
    return JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return null;
  }
}

/**
 * The head tags for the page whose code is `module`: a stylesheet link for every stylesheet of it and of the chunks it
 * imports, then a modulepreload for each of those chunks, in the order the chunks import each other. The entry and
 * what it brings are left out: the shell names them already. Empty for a module the manifest does not know.
 */
export function pageAssetTags(manifest: BuildManifest, module: string): string {
  const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);
  const skipped = new Set<string>();
  for (const entry of entries) skipped.add(entry.file);
  const chunks: ManifestChunk[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  const entryCss = new Set(entries.flatMap((entry) => entry.css ?? []));
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !entryCss.has(file));
  const scripts = chunks.map((chunk) => chunk.file).filter((file) => !skipped.has(file));
  const href = (file: string) => escapeHtml(`/${file}`);
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`),
  ].join('');
}

/** `html` with `tags` at the end of its head. */
export function withAssetTags(html: string, tags: string): string {
  return tags ? html.replace('</head>', () => `${tags}</head>`) : html;
}
