// The mail that tells a search's owner of a coincidence: participants who like the same listing. Spanish, plain
// text and HTML, with the link to the search's filtered results, where the coincidences are listed.
import type { MailMessage } from '../../lib/mail';
import { searchNoticeMail } from './search-notice.mail';

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
  return searchNoticeMail({
    to,
    subject,
    ownerName,
    intro,
    action,
    button: 'Ver coincidencias',
    link,
    appName,
    kind: 'search-coincidence',
  });
}
