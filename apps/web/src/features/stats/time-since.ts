// How long ago someone superliked a listing, in words ('hace 5 minutos', 'hace 3 días'). The search history has the
// same rule; features do not share code, and this is a dozen lines.
const relative = new Intl.RelativeTimeFormat('es', { numeric: 'always' });

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'hace un momento' under a minute (and for a clock a little ahead), else the largest whole unit. */
export function timeSince(date: string | Date, now: Date = new Date()): string {
  const seconds = (now.getTime() - new Date(date).getTime()) / 1000;
  for (const [unit, size] of units) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return relative.format(-count, unit);
  }
  return 'hace un momento';
}
