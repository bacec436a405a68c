/**
 * POST /api/presence/touch {city?}  signed in only: "I am here" (the profile's city when none is given)
 * GET  /api/presence/live           anyone: {total, cities: [{city, count, lat, lng}]}
 *
 * A touch that changes the counts is announced on the public realtime channel
 * 'presence' (at most about once a second per instance), so open maps refetch
 * at once; pages also poll every 15 s. The live answer is kept for 2 s per
 * instance (every open home page asks for it) and dropped when any instance
 * announces a change, so a refetch after the announcement sees it.
 */
import { Hono } from 'hono';
import type { LivePresence } from '../../../shared/presence.ts';
import { presenceTouchSchema } from '../../../shared/schemas/presence.ts';
import { requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { enforceRateLimits } from '../../platform/rate-limit.ts';
import { validate } from '../../platform/validation.ts';
import { presenceFeed } from './feed.ts';
import { livePresence, touchPresence } from './service.ts';

const LIVE_CACHE_MS = 2_000;
/** A page touches every 45 s; a few tabs and reloads stay well within this. */
const TOUCHES_PER_USER_PER_MINUTE = 20;

export function presenceRoutes() {
  let cached: { at: number; answer: Promise<LivePresence> } | undefined;
  let listening = false;
  const feedOf = (deps: AppEnv['Variables']['deps']) => {
    const feed = presenceFeed(deps.hub);
    if (!listening) {
      listening = true;
      feed.onChange(() => {
        cached = undefined;
      });
    }
    return feed;
  };

  return new Hono<AppEnv>()
    .post('/touch', requireUser, validate('json', presenceTouchSchema), async (c) => {
      const { deps } = c.var;
      const userId = c.var.user.id;
      await enforceRateLimits(deps.db, [
        {
          key: `presence:${userId}`,
          rule: { max: TOUCHES_PER_USER_PER_MINUTE, windowSeconds: 60 },
        },
      ]);
      const { city, changed } = await touchPresence(deps.db, userId, c.req.valid('json').city);
      if (changed) feedOf(deps).announce();
      return c.json({ city });
    })
    .get('/live', async (c) => {
      const { db } = c.var.deps;
      feedOf(c.var.deps);
      if (!cached || Date.now() - cached.at > LIVE_CACHE_MS) {
        const answer = livePresence(db);
        cached = { at: Date.now(), answer };
        // A failed read is not kept: the next request tries again.
        answer.catch(() => {
          if (cached?.answer === answer) cached = undefined;
        });
      }
      c.header('Cache-Control', 'no-store');
      return c.json(await cached.answer);
    });
}
