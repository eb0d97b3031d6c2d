// What an item says once it holds several events: made when answering, from the type, the count, the actors' names
// as they are now and the item's subject (a search's title), so «Rocío y Martín coincidieron en 3 publicaciones de
// "Departamento en venta"». An item of one event by one person says what its notification said.
import type { notificationTypes } from '@vitrina/shared/enums';
import { byCount, formatCount } from '@vitrina/shared/format';

type NotificationType = (typeof notificationTypes)[number]['key'];

// A merged notification's text, and an item's once it holds several events (notifications/notification-merge.ts).
// "Tenés 3 coincidencias nuevas." — ours: the spec does not word these. A merge holds two events at least, but the
// words still follow the count.
const counted: Record<NotificationType, (count: number) => string> = {
  search_coincidence: (n) => `Tenés ${formatCount(n, 'coincidencia nueva', 'coincidencias nuevas')}.`,
  search_finished: (n) =>
    `${formatCount(n, 'persona', 'personas')} ${byCount(n, 'terminó', 'terminaron')} su selección.`,
  group_member: (n) => `${formatCount(n, 'persona', 'personas')} ${byCount(n, 'se sumó', 'se sumaron')} a tus grupos.`,
  publication_superlike: (n) => `Tus publicaciones recibieron ${formatCount(n, 'SuperLike', 'SuperLikes')}.`,
  sync_finished: (n) =>
    `${byCount(n, 'Terminó', 'Terminaron')} ${formatCount(n, 'sincronización', 'sincronizaciones')} de tus publicaciones.`,
  search_alert: (n) => `Hay ${formatCount(n, 'aviso', 'avisos')} de publicaciones nuevas en tus búsquedas.`,
  price_drop: (n) =>
    `${byCount(n, 'Bajó', 'Bajaron')} de precio ${formatCount(n, 'publicación', 'publicaciones')} que te ${byCount(n, 'gustó', 'gustaron')}.`,
  lead: (n) => `Recibiste ${formatCount(n, 'consulta nueva', 'consultas nuevas')}.`,
  visit: (n) => `Tenés ${formatCount(n, 'novedad', 'novedades')} de una visita.`,
  message: (n) => `Tenés ${formatCount(n, 'mensaje nuevo', 'mensajes nuevos')} en una conversación.`,
};

export function countedBody(type: string, count: number): string {
  const phrase = counted[type as NotificationType];
  return phrase ? phrase(count) : `Tenés ${formatCount(count, 'novedad', 'novedades')}.`;
}

const list = new Intl.ListFormat('es', { type: 'conjunction' });

/** 'Rocío', 'Rocío y Martín', 'Rocío, Martín y Ana', 'Rocío, Martín y 3 personas más'. */
export function actorNames(names: readonly string[]): string {
  if (names.length <= 3) return list.format(names);
  const rest = names.length - 2;
  return `${names.slice(0, 2).join(', ')} y ${formatCount(rest, 'persona más', 'personas más')}`;
}

export type StoredItem = {
  type: string;
  title: string;
  body: string;
  subject: string | null;
  count: number;
};

/** The item's title and text as the inbox shows them. */
export function itemText(item: StoredItem, names: readonly string[]): { title: string; body: string } {
  const many = names.length > 1;
  if (item.type === 'search_coincidence' && item.subject !== null && (item.count > 1 || many)) {
    const who = names.length > 0 ? actorNames(names) : 'Varias personas';
    const verb = names.length === 1 ? 'coincidió con vos' : 'coincidieron';
    const where = formatCount(item.count, 'publicación', 'publicaciones');
    return { title: `${who} ${verb} en ${where} de "${item.subject}"`, body: item.body };
  }
  if (item.type === 'search_finished' && item.subject !== null && many) {
    return {
      title: `${actorNames(names)} finalizaron su selección`,
      body: `En tu búsqueda «${item.subject}». Mirá lo que eligieron.`,
    };
  }
  if (item.type === 'group_member' && item.subject !== null && many) {
    return {
      title: `${actorNames(names)} ${byCount(names.length, 'se sumó', 'se sumaron')} a «${item.subject}»`,
      body: item.body,
    };
  }
  // A thread's burst keeps its newest line as the text: the conversation is what the person wants to read.
  if (item.type === 'message' && item.subject !== null && item.count > 1) {
    const who = names.length > 0 ? actorNames(names) : 'Varias personas';
    const verb = byCount(names.length, 'escribió', 'escribieron');
    return {
      title: `${who} ${verb} ${formatCount(item.count, 'mensaje', 'mensajes')} sobre «${item.subject}»`,
      body: item.body,
    };
  }
  if (item.count > 1) return { title: item.title, body: countedBody(item.type, item.count) };
  return { title: item.title, body: item.body };
}
