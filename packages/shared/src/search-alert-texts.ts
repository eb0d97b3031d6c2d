// What "Avisarme de nuevas publicaciones" says and when its pushes may go out (docs/decisions/015-notifications.md,
// Search alerts), apart from the request schemas of search-alerts.ts: the web app's deck shows these texts, and
// importing them from a module that builds zod schemas would bring zod into the deck's first load.
import { formatCount } from './format';

export const searchAlertTiming = {
  /** At most one push per alert in this many minutes. */
  pushIntervalMinutes: 15,
  /** No pushes from this hour (Argentina time)… */
  quietFromHour: 22,
  /** …until this one: what was found at night goes out then. */
  quietUntilHour: 8,
  /** The daily digest goes out from this hour (Argentina time). */
  digestHour: 9,
} as const;

const newListings = (count: number) => formatCount(count, 'publicación nueva', 'publicaciones nuevas');

const titleList = new Intl.ListFormat('es', { type: 'conjunction' });

export const searchAlertTexts = {
  toggle: 'Avisarme de nuevas publicaciones',
  toggleHint: 'Te avisamos cuando aparezcan publicaciones nuevas que coincidan con esta búsqueda.',
  pushTitle: (title: string) => `Nuevas publicaciones en “${title}”`,
  pushBody: (count: number) => `Hay ${newListings(count)} para ver.`,
  digestSubject: (count: number) => `${newListings(count)} en tus búsquedas`,
  digestIntro: 'Estas son las publicaciones nuevas de las búsquedas en las que pediste que te avisemos:',
  digestSection: (title: string, count: number) => `“${title}”: ${newListings(count)}`,
  digestOpen: 'Ver la búsqueda',
  digestUnsubscribe: 'No quiero más avisos de esta búsqueda',
  noPrice: 'Precio a consultar',
  unsubscribed: (titles: readonly string[]) =>
    `Listo, no vas a recibir más avisos de ${titleList.format(titles.map((title) => `“${title}”`))}`,
  unsubscribeTitle: 'Avisos de nuevas publicaciones',
  unsubscribing: 'Dando de baja los avisos…',
  invalidLink:
    'El enlace para dejar de recibir avisos no es válido. Revisá que esté completo o desactivá el aviso desde las opciones de la búsqueda.',
  searchGone: 'La búsqueda de este aviso ya no existe.',
  toggleFailed: 'No pudimos cambiar el aviso. Probá de nuevo.',
  goHome: 'Ir al inicio',
} as const;
