/**
 * The missed-mail job (issue #44): 'mail.missed' {userId} runs
 * MISSED_MAIL_DELAY_SECONDS after something reached a member (a notice, a
 * direct message), once per member however many came (a job key keeps one
 * waiting, its time kept), and again for whatever was still too new.
 */
import { userChannel } from '../../../shared/realtime.ts';
import type { Deps } from '../../platform/context.ts';
import type { JobRegistry } from '../../platform/jobs/registry.ts';
import { sendMissedMail } from './scan.ts';

export const MISSED_MAIL_JOB = 'mail.missed';

const USER_CHANNEL_PREFIX = userChannel('');

export async function scheduleMissedMail(
  deps: Pick<Deps, 'jobs' | 'config'>,
  userId: string,
  runAt?: Date,
) {
  await deps.jobs.enqueue(
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

/**
 * What this instance tells a member (a new notice, a changed inbox with unread
 * messages) queues their missed-mail check. Wired once, in deps.ts.
 */
export function followMissedActivity(deps: Pick<Deps, 'hub' | 'jobs' | 'config' | 'logger'>) {
  return deps.hub.onPublished((channel, event) => {
    if (!channel.startsWith(USER_CHANNEL_PREFIX)) return;
    const missable =
      event.kind === 'notification.created' ||
      (event.kind === 'inbox.changed' && 'unread' in event && Number(event.unread) > 0);
    if (!missable) return;
    const userId = channel.slice(USER_CHANNEL_PREFIX.length);
    scheduleMissedMail(deps, userId).catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'The missed-mail check could not be queued'),
    );
  });
}
