// The mail that tells a search's owner that a participant finished their selection: Spanish, plain text and HTML,
// with the link to the search's filtered results, where the owner sees what was chosen.
import type { MailMessage } from '../../lib/mail';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function finishedMail(options: {
  to: string;
  ownerName: string;
  participantName: string;
  searchTitle: string;
  link: string;
  appName: string;
}): MailMessage {
  const { to, ownerName, participantName, searchTitle, link, appName } = options;
  const subject = `${participantName} finalizó su selección en «${searchTitle}»`;
  const intro = `${participantName} finalizó su selección en tu búsqueda «${searchTitle}».`;
  const action = 'Mirá las publicaciones que eligió en los resultados filtrados:';
  const text = `Hola ${ownerName},\n\n${intro}\n\n${action}\n${link}\n\n${appName}\n`;
  const html = `<!doctype html>
<html lang="es">
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
  <div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <p style="margin:0 0 16px;font-size:16px">Hola ${escapeHtml(ownerName)},</p>
    <p style="margin:0 0 16px;font-size:16px">${escapeHtml(intro)}</p>
    <p style="margin:0 0 24px;font-size:16px">${escapeHtml(action)}</p>
    <p style="margin:0 0 24px;text-align:center"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;background:#d83b7d;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">Ver resultados</a></p>
    <p style="margin:0 0 16px;font-size:12px;color:#52606d;word-break:break-all">${escapeHtml(link)}</p>
    <p style="margin:0;font-size:14px;color:#52606d">${escapeHtml(appName)}</p>
  </div>
</body>
</html>
`;
  return { to, subject, text, html, kind: 'search-finished' };
}
