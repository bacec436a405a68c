/** The session's calendar file (RFC 5545): text from members cannot add lines of its own. */
import { describe, expect, it } from 'vitest';
import { sessionIcs } from './sessions.ts';

const session = {
  id: '00000000-0000-4000-8000-000000000001',
  startsAt: new Date('2026-12-01T17:00:00Z'),
  endsAt: new Date('2026-12-01T18:00:00Z'),
  timeZone: 'America/New_York',
  summary: 'Mentoring session: Selam, and a mentee; with notes',
  description: 'Video: https://meet.example/selam',
  location: null,
  url: 'http://localhost:3000/mentor/bookings',
  cancelled: false,
};

describe('the session calendar file', () => {
  it('escapes commas, semicolons and every kind of line break in text', () => {
    const ics = sessionIcs({
      ...session,
      description: 'First line\r\nsecond\nthird\rURL:https://evil.example\rLOCATION:Nowhere',
    });
    const lines = ics.split('\r\n');
    expect(lines.some((line) => line.startsWith('URL:https://evil'))).toBe(false);
    expect(lines.some((line) => line.startsWith('LOCATION:'))).toBe(false);
    // Unfolded, the description is one property with its breaks written as \n.
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'DESCRIPTION:First line\\nsecond\\nthird\\nURL:https://evil.example\\nLOCATION:Nowhere',
    );
    expect(unfolded).toContain('SUMMARY:Mentoring session: Selam\\, and a mentee\\; with notes');
    expect(ics.includes('\r') && ics.split('\r\n').every((line) => !line.includes('\r'))).toBe(
      true,
    );
  });
});
