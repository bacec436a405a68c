/**
 * Session reminders (issue #42): 24 hours and 1 hour before an accepted
 * session, both parties are told in the app (the bell, live) and by email,
 * through the job queue. Each reminder is a job queued at its time when the
 * session is accepted, under a key of its own; when it runs it checks the
 * session is still accepted at the same time (a cancelled or moved session
 * sends nothing), so it is safe to run twice. The email is in the member's
 * language (their notification settings), the time in the mentor's zone.
 */
import { eq } from 'drizzle-orm';
import { SESSION_REMINDER_HOURS } from '../../../shared/mentors.ts';
import { sessionDateTime, zoneName } from '../../../shared/session-time.ts';
import { mentorBookings, mentors } from '../../db/schema/mentors.ts';
import type { Deps } from '../../platform/context.ts';
import type { JobRegistry } from '../../platform/jobs/registry.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';
import { kindEmailRecipients, withUnsubscribe } from '../notification-settings/kind-email.ts';
import { notify } from '../notifications/service.ts';
import { labelFor } from '../people/labels.ts';
import { sweepNextFree } from './sessions.ts';

export const SESSION_REMINDER_JOB = 'mentors.session-reminder';
export const NEXT_FREE_SWEEP_JOB = 'mentors.next-free-sweep';

type ReminderPayload = { bookingId: string; hours: number; startsAt: string };

/** Queues the session's reminders still ahead of `now`. */
export async function scheduleReminders(
  deps: Pick<Deps, 'jobs'>,
  booking: { id: string; startsAt: Date },
  now = new Date(),
) {
  for (const hours of SESSION_REMINDER_HOURS) {
    const runAt = new Date(booking.startsAt.getTime() - hours * 3_600_000);
    if (runAt <= now) continue;
    await deps.jobs.enqueue(
      SESSION_REMINDER_JOB,
      { bookingId: booking.id, hours, startsAt: booking.startsAt.toISOString() },
      { runAt, key: `mentor-reminder:${booking.id}:${hours}`, maxAttempts: 5 },
    );
  }
}

const inWords = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);
const inWordsTi = (hours: number) => (hours === 1 ? '1 ሰዓት' : `${hours} ሰዓታት`);

export async function sendReminder(
  deps: Pick<Deps, 'db' | 'hub' | 'mailer' | 'config'>,
  payload: ReminderPayload,
) {
  const [booking] = await deps.db
    .select({
      id: mentorBookings.id,
      status: mentorBookings.status,
      startsAt: mentorBookings.startsAt,
      timeZone: mentorBookings.timeZone,
      menteeId: mentorBookings.menteeId,
      mentorId: mentorBookings.mentorId,
      mentorUserId: mentors.userId,
      mentorName: mentors.displayName,
    })
    .from(mentorBookings)
    .innerJoin(mentors, eq(mentors.id, mentorBookings.mentorId))
    .where(eq(mentorBookings.id, payload.bookingId));
  if (
    !booking?.startsAt ||
    booking.status !== 'accepted' ||
    booking.startsAt.toISOString() !== payload.startsAt
  )
    return { sent: false };
  const zone = booking.timeZone ?? 'UTC';
  const when = sessionDateTime(booking.startsAt, zone, 'en');
  const whenTi = sessionDateTime(booking.startsAt, zone, 'ti');
  // Each is told who they meet: the mentee the mentor, the mentor the mentee.
  const mentee = (await labelFor(deps.db, booking.menteeId))?.label ?? 'your mentee';
  const parties = [
    { userId: booking.menteeId, link: '/mentor/bookings', other: booking.mentorName },
    { userId: booking.mentorUserId, link: '/mentor/requests', other: mentee },
  ];
  for (const party of parties) {
    await notify(deps.db, deps.hub, party.userId, {
      title: `Your mentoring session starts in ${inWords(payload.hours)}`,
      body: `${party.other} · ${when} (${zoneName(zone)})`,
      type: payload.hours === 1 ? 'mentor_reminder_1h' : 'mentor_reminder_24h',
      link: party.link,
    });
    // Only to those who keep booking emails, in their language, with a one-click unsubscribe.
    const recipient = (await kindEmailRecipients(deps.db, [party.userId], 'bookings')).get(
      party.userId,
    );
    if (!recipient) continue;
    const url = `${deps.config.publicUrl}${party.link}`;
    const ti = recipient.language === 'ti';
    const subject = ti
      ? `ናይ ምኽሪ ክፍለ-ግዜኹም ኣብ ${inWordsTi(payload.hours)} ይጅምር`
      : `Your mentoring session starts in ${inWords(payload.hours)}`;
    await deps.mailer.send(
      withUnsubscribe(
        noticeEmail({
          to: recipient.email,
          language: ti ? 'ti' : 'en',
          subject,
          heading: subject,
          blocks: [
            ti
              ? {
                  lines: [`ምስ ${party.other}፣ ${whenTi} (ሰዓት ${zoneName(zone, 'ti')}፣ ${zone})።`],
                  link: { label: 'ክፍለ-ግዜ ርኣዩ', url },
                }
              : {
                  lines: [`With ${party.other}, ${when} (${zone} time).`],
                  link: { label: 'See the session', url },
                },
          ],
          footer: ti ? 'ሓበሻ ማሕበረሰብ' : 'Habesha Community',
        }),
        {
          publicUrl: deps.config.publicUrl,
          secret: deps.config.auth.secret,
          userId: party.userId,
          kind: 'bookings',
          language: ti ? 'ti' : 'en',
        },
      ),
    );
  }
  return { sent: true };
}

export function mentorSessionJobs(deps: Deps): Partial<JobRegistry> {
  return {
    handlers: [
      {
        name: SESSION_REMINDER_JOB,
        maxAttempts: 5,
        run: async (payload) => {
          await sendReminder(deps, payload as ReminderPayload);
        },
      },
      {
        name: NEXT_FREE_SWEEP_JOB,
        run: async () => {
          await sweepNextFree(deps.db);
        },
      },
    ],
    schedules: [{ job: NEXT_FREE_SWEEP_JOB, cron: '*/5 * * * *' }],
  };
}
