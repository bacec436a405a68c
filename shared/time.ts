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
