// The daily digest (docs/decisions/015-notifications.md, Search alerts): from 09:00 Argentina time, one mail per
// person telling of what their alerts found that no digest told of yet, to those whose channels include email and
// whose notification types include search alerts. Everyone's matches are marked mailed all the same, so those who
// do not want the mail are not told of them later. The job runs hourly; an alert is mailed at most once a day.
import type { JobContext } from '../../jobs/job-context';
import { linkSites } from '../microsites';
import { pruneToldMatches } from './alert-check.queries';
import { digestMail, type DigestSection } from './alert-digest.mail';
import { claimDigest, findRecipient, listDigestRecipients, type DigestItem } from './alert-digest.queries';
import { digestDueSince } from './argentina-time';
import { signUnsubscribe } from './unsubscribe-token';

const dayMs = 24 * 60 * 60 * 1000;

function sectionsOf(
  items: DigestItem[],
  link: (item: DigestItem) => string,
  unsubscribe: (item: DigestItem) => string,
  page: (item: DigestItem) => string,
) {
  const sections = new Map<number, DigestSection>();
  for (const item of items) {
    const section = sections.get(item.searchId) ?? {
      title: item.searchTitle,
      link: link(item),
      unsubscribeLink: unsubscribe(item),
      listings: [],
    };
    // A public listing links to its own page; a private one (a group's portfolio) to the search's deck.
    const listingLink = item.public ? page(item) : section.link;
    section.listings.push({ title: item.title, currency: item.currency, amount: item.amount, link: listingLink });
    sections.set(item.searchId, section);
  }
  return [...sections.entries()];
}

/** Sends the digests due; answers how many mails went out. */
export async function sendDigests(context: Pick<JobContext, 'db' | 'clock' | 'config' | 'mailer'>): Promise<number> {
  const { db, clock, config, mailer } = context;
  const now = clock.now();
  const since = digestDueSince(now);
  if (!since) return 0;
  let sent = 0;
  for (const userId of await listDigestRecipients(db, since)) {
    const recipient = await findRecipient(db, userId);
    if (!recipient) continue;
    const wants = recipient.channels.includes('email') && recipient.types.includes('search_alert');
    // The claim and the mail are one transaction: a mail that fails leaves the matches for the next run.
    await db.transaction(async (tx) => {
      const items = await claimDigest(tx, userId, since, now);
      if (!wants || !items.length) return;
      const token = (searchIds: number[]) => signUnsubscribe(config.secretKey, { userId, searchIds });
      // A search made on a microsite is opened there (microsite-links.service.ts).
      const site = await linkSites(
        tx,
        config,
        items.map((item) => item.micrositeId),
      );
      const sections = sectionsOf(
        items,
        (item) => `${site(item.micrositeId).url}/search/${item.searchUuid}`,
        (item) => `${site(item.micrositeId).url}/alert/unsubscribe/${token([item.searchId])}`,
        (item) => `${site(item.micrositeId).url}/publication/${item.publicationId}`,
      );
      await mailer.send(
        digestMail({
          to: recipient.email,
          name: recipient.name,
          sections: sections.map(([, section]) => section),
          oneClickUrl: `${config.publicUrl}/api/alert/unsubscribe/${token(sections.map(([id]) => id))}`,
          appName: config.appName,
        }),
      );
      sent += 1;
    });
  }
  await pruneToldMatches(db, new Date(now.getTime() - dayMs));
  return sent;
}
