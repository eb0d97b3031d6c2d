// The mail that tells a search's owner of a coincidence: participants who like the same listing. Spanish, plain
// text and HTML, with the link to the search's filtered results, where the coincidences are listed.
import type { MailMessage } from '../../lib/mail';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const names = new Intl.ListFormat('es', { type: 'conjunction' });

export function coincidenceMail(options: {
  to: string;
  ownerName: string;
  /** The other participants who like the listing, by name. */
  likerNames: string[];
  /** Whether the owner likes it too. */
  ownerLikes: boolean;
  listingTitle: string;
  searchTitle: string;
  link: string;
  appName: string;
}): MailMessage {
  const { to, ownerName, likerNames, ownerLikes, listingTitle, searchTitle, link, appName } = options;
  const who = names.format(ownerLikes ? ['vos', ...likerNames] : likerNames);
  const subject = `¡Coincidencia en «${searchTitle}»! «${listingTitle}»`;
  const intro = `A ${who} les gusta «${listingTitle}» en tu búsqueda «${searchTitle}».`;
  const action = 'Mirá las coincidencias en los resultados filtrados:';
  const text = `Hola ${ownerName},\n\n${intro}\n\n${action}\n${link}\n\n${appName}\n`;
  const html = `<!doctype html>
<html lang="es">
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
  <div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <p style="margin:0 0 16px;font-size:16px">Hola ${escapeHtml(ownerName)},</p>
    <p style="margin:0 0 16px;font-size:16px">${escapeHtml(intro)}</p>
    <p style="margin:0 0 24px;font-size:16px">${escapeHtml(action)}</p>
    <p style="margin:0 0 24px;text-align:center"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;background:#d83b7d;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">Ver coincidencias</a></p>
    <p style="margin:0 0 16px;font-size:12px;color:#52606d;word-break:break-all">${escapeHtml(link)}</p>
    <p style="margin:0;font-size:14px;color:#52606d">${escapeHtml(appName)}</p>
  </div>
</body>
</html>
`;
  return { to, subject, text, html, kind: 'search-coincidence' };
}
