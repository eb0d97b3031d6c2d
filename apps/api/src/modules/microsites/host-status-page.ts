// The page a pending or suspended microsite's host answers instead of the web app: self-contained (no script, no
// external asset; the inline style is what the Content-Security-Policy's style-src allows), in Spanish.
//
// Status codes: pending is 503 with Retry-After, since the site is about to exist and crawlers and monitors should
// come back rather than index an empty shell; suspended is 403, since the site exists and is withheld on purpose (not
// an outage a monitor should page about, and not 410: an administrator may turn it on again).
import type { MicrositeStatus } from '@vitrina/shared/microsites';
import { micrositeMessages } from '@vitrina/shared/microsites';

export type UnavailableStatus = Exclude<MicrositeStatus, 'active'>;

const pages: Record<UnavailableStatus, { status: number; title: string; text: string }> = {
  pending: { status: 503, title: micrositeMessages.pendingTitle, text: micrositeMessages.pendingText },
  suspended: { status: 403, title: micrositeMessages.suspendedTitle, text: micrositeMessages.suspendedText },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// #212529 on #f8f9fa is 15:1 and #495057 on #ffffff 8.9:1: well above WCAG AA.
function render(title: string, text: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f8f9fa;color:#212529;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5}
main{max-width:32rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{margin:0;color:#495057;font-size:1.05rem}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
</main>
</body>
</html>
`;
}

const rendered = Object.fromEntries(
  Object.entries(pages).map(([status, page]) => [status, { status: page.status, html: render(page.title, page.text) }]),
) as Record<UnavailableStatus, { status: number; html: string }>;

/** The status code and HTML of an unavailable microsite's pages. */
export function unavailablePage(status: UnavailableStatus): { status: number; html: string } {
  return rendered[status];
}
