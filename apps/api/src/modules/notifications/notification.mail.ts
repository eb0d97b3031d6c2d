// The email of a notification: the same title and text as the push, a button to the page a click on the push opens,
// and where to choose what arrives (the layout of the search notices' mails).
import type { MailMessage } from '../../lib/mail';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function notificationMail(options: {
  to: string;
  name: string;
  title: string;
  body: string;
  /** Absolute: PUBLIC_URL and the notification's path. */
  link: string;
  /** Where the person chooses types and channels ('Mi perfil'). */
  settingsLink: string;
  appName: string;
  type: string;
  /** A calendar invitation to attach (a visit's .ics). */
  calendar?: string | null;
}): MailMessage {
  const { to, name, title, body, link, settingsLink, appName, type, calendar } = options;
  const button = `Ver en ${appName}`;
  const footer = 'Elegí qué notificaciones recibir y cómo en Mi perfil:';
  const text = `Hola ${name},\n\n${title}\n${body}\n\n${button}:\n${link}\n\n${footer}\n${settingsLink}\n\n${appName}\n`;
  const html = `<!doctype html>
<html lang="es">
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
  <div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <p style="margin:0 0 16px;font-size:16px">Hola ${escapeHtml(name)},</p>
    <p style="margin:0 0 8px;font-size:18px;font-weight:bold">${escapeHtml(title)}</p>
    <p style="margin:0 0 24px;font-size:16px">${escapeHtml(body)}</p>
    <p style="margin:0 0 24px;text-align:center"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;background:#d83b7d;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(button)}</a></p>
    <p style="margin:0 0 16px;font-size:12px;color:#52606d;word-break:break-all">${escapeHtml(link)}</p>
    <p style="margin:0 0 16px;font-size:12px;color:#52606d">${escapeHtml(footer)} <a href="${escapeHtml(settingsLink)}" style="color:#52606d">${escapeHtml(settingsLink)}</a></p>
    <p style="margin:0;font-size:14px;color:#52606d">${escapeHtml(appName)}</p>
  </div>
</body>
</html>
`;
  return { to, subject: title, text, html, kind: `notification-${type}`, ...(calendar ? { calendar } : {}) };
}
