/**
 * Moderation (issue #39). Signed in:
 *   GET    /api/moderation/me                         {is_admin, suspension}
 * Admins only (401 signed out, 403 'Only admins can see this page.' for others):
 *   GET    /api/admin/reports?kind=&status=&sort=&page=  the queue, grouped by target
 *   POST   /api/admin/reports/:kind/:targetId/actions   {action, note?, suspension?} → {group}
 *   GET    /api/admin/members?q=&page=                  members by name or email
 *   POST   /api/admin/members/:id/suspension            {length, reason, note?} → {member}
 *   DELETE /api/admin/members/:id/suspension            {note?} lift it early → {member}
 *   GET    /api/admin/log?admin=&member=&page=          every action, newest first
 * Realtime: admins may listen on 'admin:moderation' (a report or an action:
 * refetch); a member's own channel hears their suspension start and end.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { MODERATION_MESSAGES, type ModerationMe } from '../../../shared/moderation.ts';
import {
  liftSuspensionSchema,
  memberIdParamsSchema,
  memberSearchQuerySchema,
  moderationActionSchema,
  moderationLogQuerySchema,
  reportQueueQuerySchema,
  reportTargetParamsSchema,
  suspendMemberSchema,
} from '../../../shared/schemas/moderation.ts';
import { requireUser } from '../../platform/auth/require-user.ts';
import { activeSuspension } from '../../platform/auth/suspension.ts';
import type { AppEnv } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { validate } from '../../platform/validation.ts';
import { actOnReports } from './actions.ts';
import { readLog } from './log.ts';
import { liftSuspension, searchMembers, suspendMember } from './members.ts';
import { isAdmin } from './policy.ts';
import { readQueue } from './queue.ts';

const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!isAdmin(c.var.deps.config, c.var.user))
    throw ApiError.forbidden(MODERATION_MESSAGES.adminsOnly);
  await next();
});

export function moderationMeRoutes() {
  return new Hono<AppEnv>().get('/me', requireUser, async (c) => {
    const reply: ModerationMe = {
      is_admin: isAdmin(c.var.deps.config, c.var.user),
      suspension: await activeSuspension(c.var.deps.db, c.var.user.id),
    };
    return c.json(reply);
  });
}

export function moderationAdminRoutes() {
  return new Hono<AppEnv>()
    .use('/reports/*', requireUser, requireAdmin)
    .use('/reports', requireUser, requireAdmin)
    .use('/members/*', requireUser, requireAdmin)
    .use('/members', requireUser, requireAdmin)
    .use('/log', requireUser, requireAdmin)
    .get('/reports', validate('query', reportQueueQuerySchema), async (c) =>
      c.json(await readQueue(c.var.deps, c.req.valid('query'))),
    )
    .post(
      '/reports/:kind/:targetId/actions',
      validate('param', reportTargetParamsSchema),
      validate('json', moderationActionSchema),
      async (c) => {
        const { kind, targetId } = c.req.valid('param');
        const group = await actOnReports(
          c.var.deps,
          c.var.user,
          kind,
          targetId,
          c.req.valid('json'),
        );
        return c.json({ group });
      },
    )
    .get('/members', validate('query', memberSearchQuerySchema), async (c) =>
      c.json(await searchMembers(c.var.deps, c.req.valid('query'))),
    )
    .post(
      '/members/:id/suspension',
      validate('param', memberIdParamsSchema),
      validate('json', suspendMemberSchema),
      async (c) => {
        const member = await suspendMember(
          c.var.deps,
          c.var.user,
          c.req.valid('param').id,
          c.req.valid('json'),
        );
        return c.json({ member });
      },
    )
    .delete(
      '/members/:id/suspension',
      validate('param', memberIdParamsSchema),
      validate('json', liftSuspensionSchema),
      async (c) => {
        const member = await liftSuspension(
          c.var.deps,
          c.var.user,
          c.req.valid('param').id,
          c.req.valid('json').note,
        );
        return c.json({ member });
      },
    )
    .get('/log', validate('query', moderationLogQuerySchema), async (c) =>
      c.json(await readLog(c.var.deps.db, c.req.valid('query'))),
    );
}
