// The layout of the mails a search sends its owner (a finished selection, a coincidence): a greeting, what happened,
// what to do and a button to the search's filtered results, in Spanish plain text and HTML.
import type { MailMessage } from '../../lib/mail';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export type SearchNotice = {
  to: string;
  subject: string;
  ownerName: string;
  /** What happened, one sentence. */
  intro: string;
  /** What the owner can do, before the link. */
  action: string;
  /** The button's label. */
  button: string;
  link: string;
  appName: string;
  kind: string;
};

export function searchNoticeMail(notice: SearchNotice): MailMessage {
  const { to, subject, ownerName, intro, action, button, link, appName, kind } = notice;
  const text = `Hola ${ownerName},\n\n${intro}\n\n${action}\n${link}\n\n${appName}\n`;
  const html = `<!doctype html>
<html lang="es">
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
  <div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <p style="margin:0 0 16px;font-size:16px">Hola ${escapeHtml(ownerName)},</p>
    <p style="margin:0 0 16px;font-size:16px">${escapeHtml(intro)}</p>
    <p style="margin:0 0 24px;font-size:16px">${escapeHtml(action)}</p>
    <p style="margin:0 0 24px;text-align:center"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;background:#d83b7d;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(button)}</a></p>
    <p style="margin:0 0 16px;font-size:12px;color:#52606d;word-break:break-all">${escapeHtml(link)}</p>
    <p style="margin:0;font-size:14px;color:#52606d">${escapeHtml(appName)}</p>
  </div>
</body>
</html>
`;
  return { to, subject, text, html, kind };
}
