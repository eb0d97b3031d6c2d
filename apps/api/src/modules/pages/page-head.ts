// A page's head as a chat app reads it: the <title> and the description become the preview's, and the Open Graph and
// Twitter tags follow them (the tags are what WhatsApp, Facebook, Telegram and X read to draw a card).
import type { PagePreview } from './page-preview';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]);

export function previewTags(preview: PagePreview): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', preview.siteName],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', preview.url],
    ['property', 'og:image', preview.image],
    ['property', 'og:image:type', 'image/jpeg'],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['property', 'og:image:alt', preview.title],
    ['property', 'og:locale', 'es_AR'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
    ['name', 'twitter:image', preview.image],
  ];
  const meta = tags.map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeHtml(value)}" />`);
  return `<link rel="canonical" href="${escapeHtml(preview.url)}" />${meta.join('')}`;
}

/** `html` with the preview's title, description and tags; any such tags already there give way. */
export function withPreview(html: string, preview: PagePreview): string {
  const title = preview.siteName === preview.title ? preview.title : `${preview.title} · ${preview.siteName}`;
  return html
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta\s+(?:property|name)="(?:og|twitter):[^"]*"[^>]*>\s*/gi, '')
    .replace(/<link\s+rel="canonical"[^>]*>\s*/gi, '')
    .replace(/(<meta\s+name="description"\s+content=)"[^"]*"/i, (_, start: string) => {
      return `${start}"${escapeHtml(preview.description)}"`;
    })
    .replace('</head>', () => `${previewTags(preview)}</head>`);
}
