/**
 * The job queue's admin view (issue #44). Admins only (401 signed out, 403
 * 'Only admins can see this page.' for others):
 *   GET  /api/admin/jobs              {counts by state, failed: newest 50 with their error}
 *   POST /api/admin/jobs/:id/retry    a failed job runs again now → {ok}; 409 when not failed
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { MODERATION_MESSAGES } from '../../../shared/moderation.ts';
import { jobIdParamsSchema } from '../../../shared/schemas/jobs.ts';
import { requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { validate } from '../../platform/validation.ts';
import { isAdmin } from '../moderation/policy.ts';
import { jobsOverview, retryJob } from './service.ts';

const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!isAdmin(c.var.deps.config, c.var.user))
    throw ApiError.forbidden(MODERATION_MESSAGES.adminsOnly);
  await next();
});

export function jobAdminRoutes() {
  return new Hono<AppEnv>()
    .use('/jobs', requireUser, requireAdmin)
    .use('/jobs/*', requireUser, requireAdmin)
    .get('/jobs', async (c) => c.json(await jobsOverview(c.var.deps.db)))
    .post('/jobs/:id/retry', validate('param', jobIdParamsSchema), async (c) => {
      await retryJob(c.var.deps.db, c.req.valid('param').id);
      return c.json({ ok: true });
    });
}
