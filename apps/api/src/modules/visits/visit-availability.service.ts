// 'Visitas': when a person shows their listings. Someone who never set it has no hours, so nobody can ask them yet.
import type { VisitAvailability } from '@vitrina/shared/visits';
import type { Database } from '../../db/client';
import type { UserRow, VisitAvailabilityRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { minutesOf } from '@vitrina/shared/visits';
import { findAvailability, saveAvailability } from './visits.queries';
import type { Availability } from './visit-slots';

export const defaultAvailability: Availability = { weekly: [], slotMinutes: 30, noticeHours: 2, daysOff: [] };

export function availabilityOf(row: VisitAvailabilityRow | null): Availability {
  if (!row) return defaultAvailability;
  return { weekly: row.weekly, slotMinutes: row.slotMinutes, noticeHours: row.noticeHours, daysOff: row.daysOff };
}

function toResponse(availability: Availability): VisitAvailability {
  return {
    weekly: [...availability.weekly].sort((a, b) => a.weekday - b.weekday || minutesOf(a.from) - minutesOf(b.from)),
    slot_minutes: availability.slotMinutes as VisitAvailability['slot_minutes'],
    notice_hours: availability.noticeHours,
    days_off: [...availability.daysOff].sort(),
  };
}

export async function getAvailability(deps: { db: Database }, user: UserRow): Promise<VisitAvailability> {
  return toResponse(availabilityOf(await findAvailability(deps.db, user.id)));
}

export async function putAvailability(
  deps: { db: Database; clock: Clock },
  user: UserRow,
  body: VisitAvailability,
): Promise<VisitAvailability> {
  const row = await saveAvailability(
    deps.db,
    {
      userId: user.id,
      weekly: body.weekly.map(({ weekday, from, to }) => ({ weekday, from, to })),
      slotMinutes: body.slot_minutes,
      noticeHours: body.notice_hours,
      daysOff: [...new Set(body.days_off)].sort(),
    },
    deps.clock.now(),
  );
  return toResponse(availabilityOf(row));
}
