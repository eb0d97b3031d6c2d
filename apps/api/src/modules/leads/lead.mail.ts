// The mail a lead's receiver gets (product.md, Leads): who wrote, how to reach them, what they asked about and wrote, a
// reply link (mail or WhatsApp) and 'Consultas'. Replying to the mail itself answers the sender when they left an
// email.
import { formatPhone } from '@vitrina/shared/phone';
import { whatsappUrl } from '@vitrina/shared/leads';
import type { LeadRow } from '../../db/schema/index';
import type { MailMessage } from '../../lib/mail';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function leadMail(options: {
  to: string;
  receiverName: string;
  lead: Pick<LeadRow, 'name' | 'email' | 'phone' | 'message' | 'publicationTitle'>;
  /** Absolute: the site's 'Consultas'. */
  listLink: string;
  appName: string;
}): MailMessage {
  const { to, receiverName, lead, listLink, appName } = options;
  const about = lead.publicationTitle ? `«${lead.publicationTitle}»` : 'tu tienda';
  const subject = `Nueva consulta de ${lead.name} sobre ${about}`;
  const whatsapp = whatsappUrl(lead.phone);
  const reply = lead.email
    ? { label: 'Responder por email', href: `mailto:${lead.email}?subject=${encodeURIComponent(`Re: ${subject}`)}` }
    : whatsapp
      ? { label: 'Responder por WhatsApp', href: whatsapp }
      : null;
  const rows: [string, string][] = [
    ['Nombre', lead.name],
    ...(lead.email ? ([['Email', lead.email]] as [string, string][]) : []),
    ...(lead.phone ? ([['Teléfono', formatPhone(lead.phone)]] as [string, string][]) : []),
  ];
  const listLabel = 'Ver todas tus consultas';
  const text = [
    `Hola ${receiverName},`,
    '',
    `${lead.name} te envió una consulta sobre ${about}:`,
    '',
    lead.message,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(whatsapp ? [`WhatsApp: ${whatsapp}`] : []),
    '',
    ...(reply ? [`${reply.label}:`, reply.href, ''] : []),
    `${listLabel}:`,
    listLink,
    '',
    appName,
    '',
  ].join('\n');
  const button = (label: string, href: string, colour: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 4px 8px;padding:12px 20px;background:${colour};color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="es">
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <p style="margin:0 0 16px;font-size:16px">Hola ${escapeHtml(receiverName)},</p>
    <p style="margin:0 0 16px;font-size:18px;font-weight:bold">${escapeHtml(lead.name)} te envió una consulta sobre ${escapeHtml(about)}</p>
    <p style="margin:0 0 24px;padding:16px;background:#f4f5f7;border-radius:6px;font-size:16px;white-space:pre-wrap">${escapeHtml(lead.message)}</p>
    <table style="margin:0 0 24px;font-size:14px">${rows
      .map(
        ([label, value]) =>
          `<tr><td style="padding:2px 12px 2px 0;color:#52606d">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>
    <p style="margin:0 0 16px;text-align:center">${reply ? button(reply.label, reply.href, '#d83b7d') : ''}${
      whatsapp && reply?.href !== whatsapp ? button('Responder por WhatsApp', whatsapp, '#128c7e') : ''
    }</p>
    <p style="margin:0 0 16px;font-size:14px;text-align:center"><a href="${escapeHtml(listLink)}" style="color:#52606d">${escapeHtml(listLabel)}</a></p>
    <p style="margin:0;font-size:14px;color:#52606d">${escapeHtml(appName)}</p>
  </div>
</body>
</html>
`;
  return {
    to,
    subject,
    text,
    html,
    kind: 'lead',
    ...(lead.email ? { headers: { 'Reply-To': lead.email } } : {}),
  };
}
