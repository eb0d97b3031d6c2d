// What each change of a visit tells the other person (notification type 'visit', by push and mail through the
// notifications module), always with the visit's calendar invitation as it now stands. One group per visit, so
// changes made together reach a person as one notification carrying the newest invitation.
import { formatDate, formatTime } from '@vitrina/shared/format';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../config';
import { notify } from '../notifications';
import { visitCalendar } from './visit-ics';
import type { VisitDetail } from './visits.queries';

export type VisitEvent =
  'requested' | 'proposed' | 'confirmed' | 'declined' | 'cancelled' | 'done' | 'reminder-24' | 'reminder-2';

export const agentPath = '/account/agenda';
export const clientPath = '/account/visit';

function when(at: Date): string {
  return `el ${formatDate(at)} a las ${formatTime(at)}`;
}

// ours: the issue does not word the notifications
function texts(event: VisitEvent, detail: VisitDetail, actorName: string) {
  const title = `«${detail.listing.title}»`;
  const at = when(detail.visit.startsAt);
  switch (event) {
    case 'requested':
      return { title: 'Nuevo pedido de visita', body: `${actorName} quiere visitar ${title} ${at}.` };
    case 'proposed':
      return { title: 'Nuevo horario propuesto', body: `${actorName} propone visitar ${title} ${at}.` };
    case 'confirmed':
      return { title: 'Visita confirmada', body: `${actorName} confirmó la visita a ${title} ${at}.` };
    case 'declined':
      return {
        title: 'Visita rechazada',
        body: `${actorName} rechazó la visita a ${title} ${at}. Motivo: ${detail.visit.reason ?? ''}`,
      };
    case 'cancelled':
      return { title: 'Visita cancelada', body: `${actorName} canceló la visita a ${title} ${at}.` };
    case 'done':
      return { title: 'Visita realizada', body: `La visita a ${title} quedó marcada como realizada.` };
    case 'reminder-24':
      return { title: 'Tu visita es mañana', body: `Visita a ${title} ${at}.` };
    case 'reminder-2':
      return { title: 'Tu visita es en 2 horas', body: `Visita a ${title} ${at}.` };
  }
}

export function calendarOf(detail: VisitDetail, config: Config, stamp: Date): string {
  const host = new URL(config.publicUrl).host;
  return visitCalendar({
    id: detail.visit.id,
    sequence: detail.visit.sequence,
    status: detail.visit.status,
    startsAt: detail.visit.startsAt,
    endsAt: detail.visit.endsAt,
    stamp,
    title: detail.listing.title,
    address: detail.listing.addressTitle,
    lat: detail.listing.lat,
    lng: detail.listing.lng,
    message: detail.visit.message,
    url: `${config.publicUrl}/publication/${detail.listing.id}`,
    host,
    appName: config.appName,
    agent: { name: detail.agent.name, email: detail.agent.email },
    client: { name: detail.client.name, email: detail.client.email },
  });
}

/** Tells `recipients` (ids of the visit's agent or client) of the event. */
export async function tellVisit(
  db: Database,
  deps: { clock: Clock; config: Config },
  detail: VisitDetail,
  event: VisitEvent,
  recipients: number[],
  actorName = '',
): Promise<void> {
  const now = deps.clock.now();
  const { title, body } = texts(event, detail, actorName);
  const calendar = calendarOf(detail, deps.config, now);
  for (const userId of recipients) {
    await notify(db, deps.clock, [userId], {
      type: 'visit',
      groupKey: `visit:${detail.visit.id}`,
      title,
      body,
      url: userId === detail.visit.agentId ? agentPath : clientPath,
      calendar,
    });
  }
}
