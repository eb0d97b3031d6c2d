// The daily digest mail: per search with news, its title, its new listings (title and price, each linking to its own
// page, or to the search's deck, where they wait undecided, when it is a portfolio's private one) and its own unsubscribe link. Spanish plain text and HTML in the style
// of the app's other mails, with the one-click unsubscribe headers of RFC 8058 for the whole digest.
import { formatPrice } from '@vitrina/shared/format';
import { searchAlertTexts as texts } from '@vitrina/shared/search-alerts';
import type { MailMessage } from '../../lib/mail';

export type DigestSection = {
  title: string;
  /** The search's deck. */
  link: string;
  /** The web page that turns this search's alert off. */
  unsubscribeLink: string;
  listings: { title: string; currency: string | null; amount: number | null; link: string }[];
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const priceOf = (listing: DigestSection['listings'][number]) =>
  listing.amount === null ? texts.noPrice : formatPrice(listing.amount, listing.currency);

function textSection(section: DigestSection): string {
  const lines = section.listings.map((listing) => `- ${listing.title} · ${priceOf(listing)}\n  ${listing.link}`);
  return [
    texts.digestSection(section.title, section.listings.length),
    ...lines,
    `${texts.digestOpen}: ${section.link}`,
    `${texts.digestUnsubscribe}: ${section.unsubscribeLink}`,
  ].join('\n');
}

function htmlSection(section: DigestSection): string {
  const link = escapeHtml(section.link);
  const rows = section.listings
    .map(
      (listing) =>
        `<li style="margin:0 0 8px"><a href="${escapeHtml(listing.link)}" style="color:#1f2933;text-decoration:none;font-weight:bold">${escapeHtml(listing.title)}</a><br><span style="color:#52606d">${escapeHtml(priceOf(listing))}</span></li>`,
    )
    .join('');
  return `<div style="margin:0 0 24px;padding:0 0 16px;border-bottom:1px solid #e4e7eb">
      <p style="margin:0 0 12px;font-size:16px;font-weight:bold">${escapeHtml(texts.digestSection(section.title, section.listings.length))}</p>
      <ul style="margin:0 0 16px;padding:0 0 0 18px;font-size:15px">${rows}</ul>
      <p style="margin:0 0 12px"><a href="${link}" style="display:inline-block;padding:10px 20px;background:#d83b7d;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(texts.digestOpen)}</a></p>
      <p style="margin:0;font-size:12px"><a href="${escapeHtml(section.unsubscribeLink)}" style="color:#52606d">${escapeHtml(texts.digestUnsubscribe)}</a></p>
    </div>`;
}

export function digestMail(options: {
  to: string;
  name: string;
  sections: DigestSection[];
  /** The API's one-click unsubscribe of every search in this digest. */
  oneClickUrl: string;
  appName: string;
}): MailMessage {
  const { to, name, sections, oneClickUrl, appName } = options;
  const total = sections.reduce((sum, section) => sum + section.listings.length, 0);
  const subject = texts.digestSubject(total);
  const text = `Hola ${name},\n\n${texts.digestIntro}\n\n${sections.map(textSection).join('\n\n')}\n\n${appName}\n`;
  const html = `<!doctype html>
<html lang="es">
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <p style="margin:0 0 16px;font-size:16px">Hola ${escapeHtml(name)},</p>
    <p style="margin:0 0 24px;font-size:16px">${escapeHtml(texts.digestIntro)}</p>
    ${sections.map(htmlSection).join('\n    ')}
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
    kind: 'search-alert-digest',
    headers: { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
