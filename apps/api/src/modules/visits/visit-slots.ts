// The free slots of an agent: their weekly hours cut into visits of their length, in Argentina's time (UTC−3 all
// year, no daylight saving since 2009: a fixed offset keeps this arithmetic exact and fast), from the notice on,
// without days off and without the times their open visits hold. Pure: the busy times come from the caller.
import type { VisitRange } from '@vitrina/shared/visits';
import { minutesOf } from '@vitrina/shared/visits';

export const argentinaOffsetMinutes = -180;
const minute = 60_000;
const day = 24 * 60 * minute;

export type Availability = {
  weekly: VisitRange[];
  slotMinutes: number;
  noticeHours: number;
  daysOff: string[];
};
export type Slot = { startsAt: Date; endsAt: Date };

/** Argentina's date ('YYYY-MM-DD') at an instant. */
export function argentinaDate(at: Date): string {
  return new Date(at.getTime() + argentinaOffsetMinutes * minute).toISOString().slice(0, 10);
}

/** The instant an Argentina date's wall-clock minute names. */
function instantOf(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minutes - argentinaOffsetMinutes) * minute);
}

/** ISO 8601 with Argentina's offset: 2026-01-10T10:00:00-03:00. */
export function argentinaIso(at: Date): string {
  return `${new Date(at.getTime() + argentinaOffsetMinutes * minute).toISOString().slice(0, 19)}-03:00`;
}

/** The slots the hours give on `days` dates from `from`, starting no sooner than the notice after `now`. */
export function candidateSlots(availability: Availability, from: string, days: number, now: Date): Slot[] {
  const earliest = now.getTime() + availability.noticeHours * 60 * minute;
  const off = new Set(availability.daysOff);
  const length = availability.slotMinutes;
  const slots: Slot[] = [];
  const first = Date.parse(`${from}T00:00:00Z`);
  for (let i = 0; i < days; i += 1) {
    const date = new Date(first + i * day).toISOString().slice(0, 10);
    if (off.has(date)) continue;
    const weekday = new Date(first + i * day).getUTCDay();
    const ranges = availability.weekly
      .filter((range) => range.weekday === weekday)
      .sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
    for (const range of ranges) {
      for (let start = minutesOf(range.from); start + length <= minutesOf(range.to); start += length) {
        const startsAt = instantOf(date, start);
        if (startsAt.getTime() < earliest) continue;
        slots.push({ startsAt, endsAt: new Date(startsAt.getTime() + length * minute) });
      }
    }
  }
  return slots;
}

/** The candidates no busy time overlaps; `busy` in any order. */
export function freeSlots(candidates: Slot[], busy: Slot[]): Slot[] {
  if (busy.length === 0) return candidates;
  const sorted = [...busy].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return candidates.filter(
    (slot) =>
      !sorted.some(
        (taken) => taken.startsAt.getTime() < slot.endsAt.getTime() && slot.startsAt.getTime() < taken.endsAt.getTime(),
      ),
  );
}
