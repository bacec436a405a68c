/**
 * Members as members see each other (issue #39):
 *   POST /api/members/:id/reports   {reason, details?} report a member → 201
 */
import { Hono } from 'hono';
import { MODERATION_MESSAGES, type ReportReply } from '../../../shared/moderation.ts';
import { reportBodySchema } from '../../../shared/schemas/moderation.ts';
import { requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { reportVisible } from '../../platform/moderation/reports.ts';
import { validate } from '../../platform/validation.ts';
import { memberModeration } from './moderation.ts';

export function memberRoutes() {
  return new Hono<AppEnv>().post(
    '/:id/reports',
    requireUser,
    validate('json', reportBodySchema),
    async (c) => {
      await reportVisible(c.var.deps, {
        target: memberModeration,
        targetId: c.req.param('id'),
        reporterId: c.var.user.id,
        ...c.req.valid('json'),
        notFound: MODERATION_MESSAGES.memberNotFound,
      });
      return c.json({ reported: true } satisfies ReportReply, 201);
    },
  );
}
