/**
 * The seed page's API (docs/product.md#seed-page Seed page; access: issue #16):
 *   GET  /api/admin/seed   {access: 'allowed' | 'sign_in' | 'forbidden'} for the viewer
 *   POST /api/admin/seed   runs the seed → {added: {boards, questions, mentors, listings}};
 *                          signed out 401, not allowed 403, no profile yet 409
 */
import { Hono } from 'hono';
import { SEED_MESSAGES, type SeedAccessReply, type SeedReply } from '../../../shared/admin-seed.ts';
import { currentUser, requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { seedAccess } from './policy.ts';
import { runSeed } from './service.ts';

export function adminSeedRoutes() {
  return new Hono<AppEnv>()
    .get('/seed', async (c) => {
      const viewer = await currentUser(c);
      const reply: SeedAccessReply = { access: seedAccess(c.var.deps.config, viewer) };
      return c.json(reply);
    })
    .post('/seed', requireUser, async (c) => {
      if (seedAccess(c.var.deps.config, c.var.user) !== 'allowed') {
        throw ApiError.forbidden(SEED_MESSAGES.forbidden);
      }
      const reply: SeedReply = { added: await runSeed(c.var.deps) };
      return c.json(reply);
    });
}
