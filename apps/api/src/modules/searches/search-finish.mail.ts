// The mail that tells a search's owner that a participant finished their selection: Spanish, plain text and HTML,
// with the link to the search's filtered results, where the owner sees what was chosen.
import type { MailMessage } from '../../lib/mail';
import { searchNoticeMail } from './search-notice.mail';

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
  return searchNoticeMail({
    to,
    subject,
    ownerName,
    intro,
    action,
    button: 'Ver resultados',
    link,
    appName,
    kind: 'search-finished',
  });
}
