// What a rendered page's first screen needs besides the app's entry, written into its head: the stylesheets of the
// page's code (apps/web/src/app/ssr/page-queries.ts names it; the web build's manifest, apps/web/vite.config.ts's
// build.manifest, lists its chunks and their stylesheets). They go inline: linked, the page painted before they came
// and shifted when they did, or waited for one more request each. The chunks themselves are not preloaded from here:
// measured (decision 021), their requests delayed the first paint and the largest one more than they sped the app up.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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
 * The stylesheets of the page whose code is `module` and of the chunks it imports, each once, in the order the chunks
 * import each other; the entry's are left out (the shell links them already). Empty for a module the build does not
 * know.
 */
export function pageStylesheets(manifest: BuildManifest, module: string): string[] {
  const entryCss = new Set(Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.css ?? []) : [])));
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) if (!entryCss.has(file)) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return [...css];
}

/**
 * `<style>` elements with the stylesheets' text, each marked with its file; nothing in them can close the element.
 * Each comes with a disabled link to its file, which the browser does not fetch: the bundler's loader, as the page's
 * code arrives, adds a stylesheet only when no link names it, so without them every inlined sheet was fetched again
 * and applied a second time, restyling the whole page once more while it was being taken over.
 */
export function inlineStyles(files: readonly string[], read: (file: string) => string): string {
  return files
    .map(
      (file) =>
        `<style data-href="/${file}">${read(file).replace(/<\/style/gi, '<\\/style')}</style>` +
        `<link rel="stylesheet" href="/${file}" disabled>`,
    )
    .join('');
}

/** `html` with `tags` at the end of its head. */
export function withAssetTags(html: string, tags: string): string {
  return tags ? html.replace('</head>', () => `${tags}</head>`) : html;
}
