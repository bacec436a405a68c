/**
 * The signed-in member's block list:
 *   GET    /api/blocks           the people I blocked, newest first, by label
 *   PUT    /api/blocks/:userId   block (idempotent) → 204
 *   DELETE /api/blocks/:userId   unblock (idempotent) → 204
 * Blocking from a conversation (the inbox) uses the same service; the two
 * members' open threads hear of a change live (inbox announceBlockChange).
 */
import { Hono } from 'hono';
import { requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { announceBlockChange } from '../inbox/service.ts';
import { blockUser, listBlocked, unblockUser } from './service.ts';

export function blockRoutes() {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => c.json(await listBlocked(c.var.deps.db, c.var.user.id)))
    .put('/:userId', async (c) => {
      const { db, hub } = c.var.deps;
      await blockUser(db, c.var.user.id, c.req.param('userId'));
      await announceBlockChange(db, hub, c.var.user.id, c.req.param('userId'));
      return c.body(null, 204);
    })
    .delete('/:userId', async (c) => {
      const { db, hub } = c.var.deps;
      await unblockUser(db, c.var.user.id, c.req.param('userId'));
      await announceBlockChange(db, hub, c.var.user.id, c.req.param('userId'));
      return c.body(null, 204);
    });
}
