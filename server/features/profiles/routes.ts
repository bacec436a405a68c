/**
 * GET /api/profiles/me → the signed-in user's profile (with email and join date).
 * PUT /api/profiles/me {display_name, city} → saved with upsert; the email cannot change here;
 *   a city also touches the user's presence there.
 */
import { Hono } from 'hono';
import { profileUpdateSchema } from '../../../shared/schemas/auth.ts';
import { requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { validate } from '../../platform/validation.ts';
import { presenceFeed } from '../presence/feed.ts';
import { touchPresence } from '../presence/service.ts';
import { getOwnProfile, saveProfile } from './service.ts';

export function profileRoutes() {
  return new Hono<AppEnv>()
    .get('/me', requireUser, async (c) => c.json(await getOwnProfile(c.var.deps.db, c.var.user.id)))
    .put('/me', requireUser, validate('json', profileUpdateSchema), async (c) => {
      const { display_name, city } = c.req.valid('json');
      await saveProfile(c.var.deps.db, c.var.user.id, { displayName: display_name, city });
      // docs/product.md#who-it-is-for: presence follows a saved city at once, not at the next heartbeat.
      if (city && (await touchPresence(c.var.deps.db, c.var.user.id, city)).changed) {
        presenceFeed(c.var.deps.hub).announce();
      }
      return c.json(await getOwnProfile(c.var.deps.db, c.var.user.id));
    });
}
