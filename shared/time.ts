/**
 * Relative time as the spec shows it (core §9): s, m, h, d, mo, y, e.g. "5m".
 * Months count as 30 days and years as 365, which is what "about" means here.
 */
const UNITS: [suffix: string, seconds: number][] = [
  ['y', 365 * 24 * 3600],
  ['mo', 30 * 24 * 3600],
  ['d', 24 * 3600],
  ['h', 3600],
  ['m', 60],
];

export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(date).getTime()) / 1000));
  for (const [suffix, size] of UNITS) {
    if (seconds >= size) return `${Math.floor(seconds / size)}${suffix}`;
  }
  return `${seconds}s`;
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
