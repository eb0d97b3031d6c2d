// The web app's page (the built index.html) as an active microsite's host answers it: the brand's name as the title
// and the home-screen title, its header's colour as the theme colour, and its icon as the tab's icon and the one a
// phone puts on the home screen (apple-touch-icon, which iOS reads from the page, not from the manifest). Everything
// else, the scripts included, is the app's, so the app runs as it does on the platform. Built once per microsite row
// (host-resolution.ts keeps it beside the row), from the index.html read at start.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MicrositeRow } from '../../db/schema/index';
import type { FileUrl } from './microsite-files';

/** The built app's page, read once at start; null when the web app is not built (the API alone answers). */
export function readShell(webDist: string): string | null {
  try {
    return readFileSync(join(webDist, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]);

/** `html` with the attribute `name` of every element that `tag` matches set to `value` (already escaped). */
function setAttribute(html: string, tag: RegExp, name: string, value: string): string {
  const attribute = new RegExp(`(\\s${name}=)("[^"]*"|'[^']*'|[^\\s>]+)`, 'i');
  return html.replace(tag, (element) =>
    attribute.test(element)
      ? element.replace(attribute, (_, prefix: string) => `${prefix}"${value}"`)
      : element.replace(/\s*\/?>$/, (end) => ` ${name}="${value}"${end}`),
  );
}

const linkRel = (rel: string) => new RegExp(`<link\\b[^>]*\\brel=["']?${rel}["']?[^>]*>`, 'gi');
const metaName = (name: string) => new RegExp(`<meta\\b[^>]*\\bname=["']?${name}["']?[^>]*>`, 'gi');

export function micrositeShell(shell: string, microsite: MicrositeRow, fileUrl: FileUrl): string {
  const name = escapeHtml(microsite.name);
  let html = shell.replace(/<title>[^<]*<\/title>/i, () => `<title>${name}</title>`);
  html = setAttribute(html, metaName('apple-mobile-web-app-title'), 'content', name);
  const theme = microsite.style?.header?.background;
  if (typeof theme === 'string') html = setAttribute(html, metaName('theme-color'), 'content', escapeHtml(theme));
  // The small icon is a 192 px PNG made from the square logo; without one the app's own icons stay, linked by path,
  // so they load from this host too.
  const icon = fileUrl(microsite.iconSmallPath);
  if (icon) {
    html = setAttribute(html, linkRel('icon'), 'href', escapeHtml(icon));
    html = setAttribute(html, linkRel('apple-touch-icon'), 'href', escapeHtml(icon));
  }
  return html;
}
