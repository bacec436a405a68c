import { describe, expect, it } from 'vitest';
import { freeSlots, isTimeZone, zonedTime, zoneOffsetMinutes } from './mentor-slots.ts';

describe('session times in a mentor’s zone (issue #42)', () => {
  it('reads zone offsets from the runtime, summer time included', () => {
    expect(zoneOffsetMinutes('Africa/Asmara', new Date('2026-07-01T12:00:00Z'))).toBe(180);
    expect(zoneOffsetMinutes('Europe/Berlin', new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Berlin', new Date('2026-07-15T12:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('America/Los_Angeles', new Date('2026-07-15T12:00:00Z'))).toBe(-420);
  });

  it('turns a wall-clock time into the instant, across a clock change', () => {
    expect(zonedTime('Europe/Berlin', 2026, 3, 28, 9, 0).toISOString()).toBe(
      '2026-03-28T08:00:00.000Z',
    );
    // The day after the spring change.
    expect(zonedTime('Europe/Berlin', 2026, 3, 30, 9, 0).toISOString()).toBe(
      '2026-03-30T07:00:00.000Z',
    );
    // 02:30 does not exist on 29 March in Berlin: taken after the jump.
    expect(zonedTime('Europe/Berlin', 2026, 3, 29, 2, 30).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(zonedTime('America/New_York', 2026, 11, 2, 18, 30).toISOString()).toBe(
      '2026-11-02T23:30:00.000Z',
    );
  });

  it('knows time zones', () => {
    expect(isTimeZone('Africa/Asmara')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  const rules = {
    // Mondays 09:00–11:00 in Asmara, one-hour sessions, two weeks ahead.
    weeklyHours: [{ day: 1, start: '09:00', end: '11:00' }],
    timeZone: 'Africa/Asmara',
    sessionMinutes: 60,
    bookingWeeks: 2,
  };
  // Sunday 29 November 2026, noon in Asmara.
  const now = new Date('2026-11-29T09:00:00Z');

  it('cuts the weekly hours into sessions over the booking window', () => {
    expect(freeSlots(rules, now).map((slot) => slot.toISOString())).toEqual([
      '2026-11-30T06:00:00.000Z',
      '2026-11-30T07:00:00.000Z',
      '2026-12-07T06:00:00.000Z',
      '2026-12-07T07:00:00.000Z',
    ]);
    expect(freeSlots({ ...rules, sessionMinutes: 30 }, now)).toHaveLength(8);
  });

  it('leaves out booked or held times and the past', () => {
    const busy = [
      { start: new Date('2026-11-30T06:30:00Z'), end: new Date('2026-11-30T07:00:00Z') },
    ];
    expect(freeSlots(rules, now, busy).map((slot) => slot.toISOString())).toEqual([
      '2026-11-30T07:00:00.000Z',
      '2026-12-07T06:00:00.000Z',
      '2026-12-07T07:00:00.000Z',
    ]);
    expect(freeSlots(rules, new Date('2026-11-30T06:30:00Z'))[0]?.toISOString()).toBe(
      '2026-11-30T07:00:00.000Z',
    );
    expect(freeSlots({ ...rules, weeklyHours: [] }, now)).toEqual([]);
  });

  it('offers no slot at a time the clocks skip, and none twice, on the spring-forward day', () => {
    // Sundays 01:00–04:00 in New York; on 8 March 2026 02:00 jumps to 03:00.
    const spring = {
      weeklyHours: [{ day: 0, start: '01:00', end: '04:00' }],
      timeZone: 'America/New_York',
      sessionMinutes: 60,
      bookingWeeks: 1,
    };
    const slots = freeSlots(spring, new Date('2026-03-07T12:00:00Z')).map((s) => s.toISOString());
    expect(slots).toEqual([
      '2026-03-08T06:00:00.000Z', // 01:00 EST
      '2026-03-08T07:00:00.000Z', // 03:00 EDT
    ]);
  });
});

describe('zone names for readers', () => {
  it('uses today’s spellings and Tigrinya city names', async () => {
    const { currentZoneName, zoneName } = await import('./session-time.ts');
    expect(currentZoneName('Africa/Asmera')).toBe('Africa/Asmara');
    expect(zoneName('Africa/Asmera')).toBe('Asmara');
    expect(zoneName('America/New_York')).toBe('New York');
    expect(zoneName('Africa/Asmera', 'ti')).toBe('ኣስመራ');
    expect(zoneName('Pacific/Fiji', 'ti')).toBe('Fiji');
  });
});
