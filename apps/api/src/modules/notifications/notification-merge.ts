// A burst of one group (the coincidences of one search for one person, arriving within the grouping window) becomes
// one notification: alone, an event is told as it was written; several, by the newest one's title and a count.
import { byCount, formatCount } from '@vitrina/shared/format';
import type { NotificationType } from './notification-event';

export type OutboxEvent = {
  id: number;
  type: string;
  title: string;
  body: string;
  url: string;
  micrositeId: number | null;
  calendar?: string | null;
  createdAt: Date;
};
/** The newest event's link and site; a count of the events merged. */
export type MergedNotification = {
  type: string;
  title: string;
  body: string;
  url: string;
  micrositeId: number | null;
  /** The newest event's calendar invitation: it carries the highest SEQUENCE of the burst. */
  calendar: string | null;
  count: number;
};

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

/** `events` of one (person, group), any order; at least one. */
export function mergeNotifications(events: readonly OutboxEvent[]): MergedNotification {
  const sorted = [...events].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  const newest = sorted[sorted.length - 1];
  const { type, title, url, micrositeId } = newest;
  const calendar = newest.calendar ?? null;
  if (sorted.length === 1) return { type, title, body: newest.body, url, micrositeId, calendar, count: 1 };
  return { type, title, body: countedBody(type, sorted.length), url, micrositeId, calendar, count: sorted.length };
}
