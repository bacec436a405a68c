/**
 * POST /api/presence/touch {city?}  signed in only: "I am here" (the profile's city when none is given)
 * GET  /api/presence/live           anyone: {total, cities: [{city, count, lat, lng}]}
 *
 * A touch that changes the counts is announced on the public realtime channel
 * 'presence' (at most about once a second per instance), so open maps refetch
 * at once; pages also poll every 15 s. The live answer is kept for 2 s per
 * instance: every open home page asks for it.
 */
import { Hono } from 'hono';
import {
  PRESENCE_CHANGED,
  PRESENCE_CHANNEL,
  presenceTouchSchema,
} from '../../../shared/presence.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { validate } from '../../platform/validation.ts';
import { livePresence, touchPresence } from './service.ts';

const LIVE_CACHE_MS = 2_000;
const ANNOUNCE_EVERY_MS = 1_000;

export function presenceRoutes() {
  const live = new WeakMap<Db, { at: number; answer: ReturnType<typeof livePresence> }>();
  const announcer = new WeakMap<RealtimeHub, () => void>();
  const announce = (hub: RealtimeHub) => {
    let send = announcer.get(hub);
    if (!send) {
      send = throttled(() => void hub.tryPublish(PRESENCE_CHANNEL, { kind: PRESENCE_CHANGED }));
      announcer.set(hub, send);
    }
    send();
  };

  return new Hono<AppEnv>()
    .post('/touch', requireUser, validate('json', presenceTouchSchema), async (c) => {
      const { db, hub } = c.var.deps;
      const { city, changed } = await touchPresence(db, c.var.user.id, c.req.valid('json').city);
      if (changed) {
        live.delete(db);
        announce(hub);
      }
      return c.json({ city });
    })
    .get('/live', async (c) => {
      const { db } = c.var.deps;
      let cached = live.get(db);
      if (!cached || Date.now() - cached.at > LIVE_CACHE_MS) {
        cached = { at: Date.now(), answer: livePresence(db) };
        live.set(db, cached);
        // A failed read is not kept: the next request tries again.
        cached.answer.catch(() => live.delete(db));
      }
      c.header('Cache-Control', 'no-store');
      return c.json(await cached.answer);
    });
}

/** Calls `run` now if it has not run in the last second, else once at the end of that second. */
function throttled(run: () => void) {
  let last = 0;
  let timer: NodeJS.Timeout | undefined;
  return () => {
    const wait = last + ANNOUNCE_EVERY_MS - Date.now();
    if (wait <= 0) {
      last = Date.now();
      run();
    } else if (!timer) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        run();
      }, wait);
      timer.unref();
    }
  };
}
