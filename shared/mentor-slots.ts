/**
 * Mentoring session times (issue #42): a mentor's weekly hours are wall-clock
 * ranges in their own IANA time zone; the free slots are the session-length
 * steps inside them over the booking window, less the times already booked or
 * held. Zone offsets come from Intl (the runtime's time-zone data), never from
 * a table of our own, so summer time moves with the zone's rules.
 */

/** 0 = Sunday … 6 = Saturday, as Date.getDay. */
export type WeeklyRange = { day: number; start: string; end: string };
export type WeeklyHours = WeeklyRange[];
export type Interval = { start: Date; end: Date };

const MINUTE = 60_000;
const DAY = 86_400_000;

const partFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    partFormats.set(zone, format);
  }
  return format;
}

/** Whether the runtime knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    partsFormat(zone);
    return true;
  } catch {
    return false;
  }
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall clock in `zone` at `instant`: year, month (1-12), day, hour, minute, weekday. */
export function wallClock(instant: Date, zone: string) {
  const parts: Record<string, string> = {};
  for (const part of partsFormat(zone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** Minutes `zone` is ahead of UTC at `instant` (e.g. 120 for Asmara is 180). */
export function zoneOffsetMinutes(zone: string, instant: Date): number {
  const wall = wallClock(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE);
}

/**
 * The instant a wall-clock time in `zone` names. A time the clocks skip (the
 * spring-forward hour) is taken after the jump; a time that happens twice
 * (the autumn hour) is its first.
 */
export function zonedTime(
  zone: string,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): Date {
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  const first = naive - zoneOffsetMinutes(zone, new Date(naive)) * MINUTE;
  const second = naive - zoneOffsetMinutes(zone, new Date(first)) * MINUTE;
  if (first === second) return new Date(first);
  // The offsets differ around a change: prefer the reading whose wall clock is the one asked.
  const earlier = Math.min(first, second);
  const wall = wallClock(new Date(earlier), zone);
  if (wall.hour === hour && wall.minute === minute) return new Date(earlier);
  return new Date(Math.max(first, second));
}

const minutesOf = (clock: string) => {
  const [h = '0', m = '0'] = clock.split(':');
  return Number(h) * 60 + Number(m);
};

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

export type SlotRules = {
  weeklyHours: WeeklyHours;
  timeZone: string;
  sessionMinutes: number;
  bookingWeeks: number;
};

/**
 * The free slot starts from `now` to the end of the booking window, in time
 * order: each weekly range cut into session-length steps from its start, in
 * the mentor's zone, without those overlapping `busy`, and only after `now`.
 */
export function freeSlots(rules: SlotRules, now: Date, busy: Interval[] = []): Date[] {
  if (!rules.weeklyHours.length || !isTimeZone(rules.timeZone)) return [];
  const until = now.getTime() + rules.bookingWeeks * 7 * DAY;
  const length = rules.sessionMinutes * MINUTE;
  const today = wallClock(now, rules.timeZone);
  const slots: Date[] = [];
  const days = rules.bookingWeeks * 7 + 1;
  for (let offset = 0; offset <= days; offset++) {
    // The calendar day `offset` days after today in the mentor's zone (noon avoids DST edges).
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset, 12));
    const weekday = date.getUTCDay();
    for (const range of rules.weeklyHours) {
      if (range.day !== weekday) continue;
      const end = minutesOf(range.end);
      for (let start = minutesOf(range.start); start + rules.sessionMinutes <= end; ) {
        const at = zonedTime(
          rules.timeZone,
          date.getUTCFullYear(),
          date.getUTCMonth() + 1,
          date.getUTCDate(),
          Math.floor(start / 60),
          start % 60,
        );
        const slot = { start: at, end: new Date(at.getTime() + length) };
        // A time the clocks skip (the spring-forward hour) does not exist in the zone: no slot.
        const shown = wallClock(at, rules.timeZone);
        const exists = shown.hour * 60 + shown.minute === start;
        if (
          exists &&
          at.getTime() > now.getTime() &&
          at.getTime() <= until &&
          !busy.some((taken) => overlaps(slot, taken))
        )
          slots.push(at);
        start += rules.sessionMinutes;
      }
    }
  }
  return slots.sort((a, b) => a.getTime() - b.getTime());
}
