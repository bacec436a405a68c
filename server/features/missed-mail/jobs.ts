/**
 * The missed-mail job (issue #44): 'mail.missed' {userId} runs
 * MISSED_MAIL_DELAY_SECONDS after something reached a member (a notice, a
 * direct message), once per member however many came (a job key keeps one
 * waiting, its time kept), and again for whatever was still too new.
 */
import { userChannel } from '../../../shared/realtime.ts';
import type { Deps } from '../../platform/context.ts';
import type { EnqueuedJob } from '../../platform/jobs/queue.ts';
import type { JobRegistry } from '../../platform/jobs/registry.ts';
import { sendMissedMail } from './scan.ts';

export const MISSED_MAIL_JOB = 'mail.missed';

const USER_CHANNEL_PREFIX = userChannel('');

export async function scheduleMissedMail(
  deps: Pick<Deps, 'jobs' | 'config'>,
  userId: string,
  runAt?: Date,
): Promise<EnqueuedJob> {
  return deps.jobs.enqueue(
    MISSED_MAIL_JOB,
    { userId },
    {
      ...(runAt ? { runAt } : { delayMs: deps.config.missedMailDelaySeconds * 1000 }),
      key: `missed-mail:${userId}`,
      keyMode: 'preserve_run_at',
      maxAttempts: 5,
    },
  );
}

export function missedMailJobs(deps: Deps): Partial<JobRegistry> {
  return {
    handlers: [
      {
        name: MISSED_MAIL_JOB,
        maxAttempts: 5,
        run: async (payload) => {
          const { userId } = payload as { userId: string };
          const { nextDueAt } = await sendMissedMail(deps, userId);
          if (nextDueAt) await scheduleMissedMail(deps, userId, nextDueAt);
        },
      },
    ],
  };
}

/** A check due this soon may already be running: queue again rather than count on it. */
const DUE_MARGIN_MS = 2_000;
/** Members whose waiting check this instance remembers (forgetting one only costs a queueing). */
const REMEMBERED_MEMBERS = 10_000;

/**
 * What this instance tells a member (a new notice, a changed inbox with unread
 * messages) queues their missed-mail check. Wired once, in deps.ts.
 *
 * A check this instance knows to be waiting, due later than now, covers what
 * reaches the member meanwhile: it runs after the event (published once the
 * message or notice was stored), sees it, and queues itself again for whatever
 * is still too new. So such an event queues nothing: a burst of messages to one
 * member is one add_job, not one per message (issue #45: with the worker's fetch
 * it woke, it was most of a direct message's database time). Each member's
 * events are taken in order, each deciding once the one before it has.
 */
export function followMissedActivity(deps: Pick<Deps, 'hub' | 'jobs' | 'config' | 'logger'>) {
  /** Per member: until when (this process's clock) a check is known to wait; 0 unknown. */
  const waitingUntil = new Map<string, Promise<number>>();
  return deps.hub.onPublished((channel, event) => {
    if (!channel.startsWith(USER_CHANNEL_PREFIX)) return;
    const missable =
      event.kind === 'notification.created' ||
      (event.kind === 'inbox.changed' && 'unread' in event && Number(event.unread) > 0);
    if (!missable) return;
    const userId = channel.slice(USER_CHANNEL_PREFIX.length);
    const before = waitingUntil.get(userId) ?? Promise.resolve(0);
    const decided = before.then(async (until) => {
      if (until > Date.now() + DUE_MARGIN_MS) return until;
      try {
        return (await scheduleMissedMail(deps, userId)).runAt.getTime();
      } catch (error) {
        deps.logger.warn({ err: error }, 'The missed-mail check could not be queued');
        return 0;
      }
    });
    waitingUntil.delete(userId);
    if (waitingUntil.size >= REMEMBERED_MEMBERS) {
      const oldest = waitingUntil.keys().next().value;
      if (oldest !== undefined) waitingUntil.delete(oldest);
    }
    waitingUntil.set(userId, decided);
  });
}
