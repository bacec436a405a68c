/**
 * POST /api/dev/notify-me {title, body?, link?}: development and tests only
 * (never mounted in production). It notifies the signed-in user themselves,
 * so the bell's live behaviour can be tried before other features send any.
 */
import { Hono } from 'hono';
import { z as zod } from 'zod';
import { isSafeLink } from '../../../shared/notifications.ts';
import { safeText } from '../../../shared/schemas/text.ts';
import { requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { validate } from '../../platform/validation.ts';
import { notify } from '../notifications/service.ts';

const body = zod.object({
  title: safeText().trim().min(1).max(200),
  body: safeText().max(1000).optional(),
  link: safeText().max(500).refine(isSafeLink, 'The link must be a path on this site').optional(),
});

export function devNotifyRoutes() {
  return new Hono<AppEnv>().post('/', requireUser, validate('json', body), async (c) => {
    const input = c.req.valid('json');
    const created = await notify(c.var.deps.db, c.var.deps.hub, c.var.user.id, {
      ...input,
      type: 'dev',
    });
    // A dev notice has no kind, so preferences never hold it back.
    if (!created) throw new Error('A dev notification was not stored');
    return c.json(created, 201);
  });
}
