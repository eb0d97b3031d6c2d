// When alerts may speak, in Argentina's time (TIME_ZONE): no push between 22:00 and 08:00, and one digest a day
// from 09:00. Computed through Intl with the zone's rules, so a change of offset would be followed.
import { TIME_ZONE } from '@vitrina/shared/format';
import { searchAlertTiming } from '@vitrina/shared/search-alerts';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

function localParts(at: Date) {
  const values: Record<string, number> = {};
  for (const part of parts.formatToParts(at)) if (part.type !== 'literal') values[part.type] = Number(part.value);
  return values as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** Whether a push may go out at this moment (not in the quiet hours). */
export function pushAllowedAt(at: Date): boolean {
  const { hour } = localParts(at);
  return hour >= searchAlertTiming.quietUntilHour && hour < searchAlertTiming.quietFromHour;
}

/** The instant of `hour`:00 Argentina time on the Argentina day of `at`. */
export function localHourOn(at: Date, hour: number): Date {
  const local = localParts(at);
  // The zone's offset at `at`: its wall clock read as if it were UTC, minus the real instant.
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  const offset = wall - Math.floor(at.getTime() / 1000) * 1000;
  return new Date(Date.UTC(local.year, local.month - 1, local.day, hour) - offset);
}

/** Today's digest time (09:00 Argentina), or null before it: no digest goes out before its hour. */
export function digestDueSince(at: Date): Date | null {
  const since = localHourOn(at, searchAlertTiming.digestHour);
  return at.getTime() >= since.getTime() ? since : null;
}
