/**
 * Relative time in the spec's units (docs/product.md#settings-and-language): m, h, d, mo, y, e.g. "5m"; under a
 * minute is 'just now'. Months count as 30 days and years as 365, which is what
 * "about" means here. The web app words it per language (web/src/ui/TimeAgo.tsx).
 */
const UNITS: [suffix: string, seconds: number][] = [
  ['y', 365 * 24 * 3600],
  ['mo', 30 * 24 * 3600],
  ['d', 24 * 3600],
  ['h', 3600],
  ['m', 60],
];

export type ElapsedUnit = 'y' | 'mo' | 'd' | 'h' | 'm';

/**
 * How long ago, as a unit and a count for the interface to word in its language
 * ('3 h ago', 'ቅድሚ 3 ሰዓት'); null under a minute, which reads 'just now' (issue #23:
 * a brand-new listing never says '0s'). A date in the future (clock skew) is now.
 */
export function elapsed(
  date: Date | string,
  now: Date = new Date(),
): { unit: ElapsedUnit; count: number } | null {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(date).getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return { unit: unit as ElapsedUnit, count: Math.floor(seconds / size) };
  }
  return null;
}

/** Years a date field accepts: anything outside is a typo, not a plan. */
export const CALENDAR_YEARS = { min: 1900, max: 2999 } as const;

/**
 * Whether `value` is a real calendar day written YYYY-MM-DD: 2026-02-28 is,
 * 2026-02-31, 2026-00-10 and 0000-01-01 are not (the database would refuse
 * them), and the year is within CALENDAR_YEARS.
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < CALENDAR_YEARS.min || year > CALENDAR_YEARS.max || month < 1 || month > 12) {
    return false;
  }
  // Day 0 of the next month is the last day of this one (UTC: no daylight-saving gaps).
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day >= 1 && day <= daysInMonth;
}
