/** The forums' queued jobs, for server/jobs.ts (issue #44). */
import type { Deps } from '../../platform/context.ts';
import type { JobRegistry } from '../../platform/jobs/registry.ts';
import { FORUM_FOLLOWERS_JOB, type FollowerNotices, notifyFollowers } from './follower-notices.ts';

export function forumJobs(deps: Deps): Partial<JobRegistry> {
  return {
    handlers: [
      {
        name: FORUM_FOLLOWERS_JOB,
        maxAttempts: 3,
        run: async (payload) => {
          const { topicId, replierId } = payload as FollowerNotices;
          await notifyFollowers(deps, topicId, replierId);
        },
      },
    ],
  };
}
