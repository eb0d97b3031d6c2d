// The inbox's Spanish texts and timing (docs/decisions/022-activity-inbox.md), apart from its zod schemas
// (activity.ts): the header's bell shows on every page, and importing the schemas would bring zod into all of them.

export const activityTexts = {
  // ours: the issue names the page 'Actividad' and the button «Marcar todo como leído»
  title: 'Actividad',
  markAllRead: 'Marcar todo como leído',
  bell: (unread: number) =>
    unread === 0 ? 'Actividad, sin novedades' : `Actividad, ${unread} ${unread === 1 ? 'novedad' : 'novedades'}`,
  empty: 'Todavía no hay actividad. Acá vas a ver las coincidencias, las selecciones finalizadas y más.',
  loadFailed: 'No se pudo cargar la actividad.',
  retry: 'Reintentar',
  unread: 'Sin leer',
  seeAll: 'Ver toda la actividad',
  allRead: 'Marcaste todo como leído.',
  /** The owner's line in the deck and the filtered results: 'Rocío finalizó su selección · ver lo que eligió'. */
  finished: (name: string) => `${name} finalizó su selección`,
  seeChoice: 'ver lo que eligió',
  // 422 answers
  idsOrAll: 'Indicá los elementos a marcar o todos.',
  ticketInvalid: 'El permiso para recibir la actividad venció. Volvé a pedirlo.',
};

export const activityTiming = {
  /** Events of one group within this window are one item. */
  groupWindowMs: 5 * 60 * 1000,
  /** Items older than this are pruned by the worker. */
  retentionDays: 90,
  /** A stream's ticket lives this long and serves once. */
  ticketSeconds: 60,
  pageSize: 20,
};

// Made on first use: the header's bell imports this file on every page, and a formatter built at load costs a slow
// phone before its first paint.
let relative: Intl.RelativeTimeFormat | undefined;
let dayAndTime: Intl.DateTimeFormat | undefined;

/** 'hace 5 minutos' within a day, 'DD/MM/YYYY HH:mm' (Argentina) after it. */
export function activityWhen(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  const elapsed = (relative ??= new Intl.RelativeTimeFormat('es', { numeric: 'auto' }));
  if (seconds < 60) return seconds < 10 ? 'recién' : elapsed.format(-seconds, 'second');
  if (seconds < 3600) return elapsed.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return elapsed.format(-Math.floor(seconds / 3600), 'hour');
  dayAndTime ??= new Intl.DateTimeFormat('es-ES', {
    timeZone: 'America/Argentina/Buenos_Aires',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return dayAndTime.format(new Date(at)).replace(',', '');
}
