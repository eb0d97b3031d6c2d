// A page's HTML: the app's shell (the built index.html, or a microsite's dressed copy) with the server's render in its
// root element and the answers it was rendered with, for the browser to start from (apps/web/src/app/ssr/).
import type { BootQuery } from './page-renderer';

const root = '<div id="root"></div>';

/**
 * JSON that stays inside its script element whatever it holds: `<` is written as its escape, so no text of a listing
 * can close the element ('</script>') or open a comment.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * What the drawn page says until the app has taken it over (main.tsx removes it): its controls do nothing yet, and a
 * browser driven by a script (the end-to-end suite) waits for them as it waits for a disabled button, rather than
 * tapping something that would not answer.
 */
export const BEFORE_APP = 'aria-disabled="true"';

/**
 * The shell with `rendered` as the root's content and `queries` as the boot data. React writes the preloads of the
 * images it renders eagerly before the markup: they move to the head, where the browser finds them first.
 */
export function pageHtml(shell: string, rendered: string, queries: readonly BootQuery[]): string | null {
  if (!shell.includes(root)) return null;
  const preloads: string[] = [];
  let markup = rendered;
  for (;;) {
    const match = /^<link\b[^>]*>/.exec(markup);
    if (!match) break;
    preloads.push(match[0]);
    markup = markup.slice(match[0].length);
  }
  const boot = `<script type="application/json" id="boot-data">${scriptJson({ queries })}</script>`;
  return shell
    .replace('</head>', () => `${preloads.join('')}</head>`)
    .replace(root, () => `<div id="root" ${BEFORE_APP}>${markup}</div>${boot}`);
}
