// The days of a report are days in Argentina (decision 003), written AAAA-MM-DD: 'today' is Buenos Aires' date
// whatever the device's zone, and the presets (product.md, Statistics: Range) count back from it. Day arithmetic runs
// on dayjs
// dates parsed without a time, so no zone or daylight saving can move a day.
import dayjs from 'dayjs';
import { isCalendarDay, rangeDays, statMessages, statTimeZone } from '@vitrina/shared/stats';
import { statTexts } from './stat-texts';

export type DayRange = [from: string, to: string];

// en-CA writes dates as AAAA-MM-DD.
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: statTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Argentina, AAAA-MM-DD. */
export function argentinaToday(now: Date = new Date()): string {
  return dayFormat.format(now);
}

const DAY = 'YYYY-MM-DD';

/** The last `days` days up to `today`, both included. */
export function lastDays(today: string, days: number): DayRange {
  return [
    dayjs(today)
      .subtract(days - 1, 'day')
      .format(DAY),
    today,
  ];
}

export type StatPreset = { key: string; label: string; range: DayRange };

/**
 * The range presets (product.md, Statistics: Range), in its order: Hoy, Este mes, Mes anterior, the default and the
 * maximum ranges.
 */
export function statPresets(today: string, range: { default: number; max: number }): StatPreset[] {
  const day = dayjs(today);
  const lastMonth = day.subtract(1, 'month');
  return [
    { key: 'today', label: statTexts.today, range: [today, today] },
    { key: 'month', label: statTexts.thisMonth, range: [day.startOf('month').format(DAY), today] },
    {
      key: 'last-month',
      label: statTexts.lastMonth,
      range: [lastMonth.startOf('month').format(DAY), lastMonth.endOf('month').format(DAY)],
    },
    { key: 'default', label: statTexts.lastDays(range.default), range: lastDays(today, range.default) },
    { key: 'max', label: statTexts.lastDays(range.max), range: lastDays(today, range.max) },
  ];
}

/** Why a range cannot be asked for (the API's own rules, checked before calling), or null when it can. */
export function rangeError([from, to]: DayRange, max: number, today: string): string | null {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return statMessages.notADate;
  if (from > to) return statMessages.rangeReversed;
  if (to > today) return statTexts.futureDay;
  if (rangeDays(from, to) > max) return statMessages.rangeTooLong(max);
  return null;
}

/** DD/MM/AAAA for a day, as the app writes dates. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
