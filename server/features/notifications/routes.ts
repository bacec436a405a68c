/**
 * GET  /api/notifications?limit=50      the user's newest (up to 200) and the unread count
 * POST /api/notifications/mark          {action:'mark-all'} | {action:'mark-one', notificationId}
 * There is deliberately no endpoint that creates a notification.
 */
import { Hono } from 'hono';
import {
  markNotificationsSchema,
  notificationListQuery,
} from '../../../shared/schemas/notifications.ts';
import { requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { validate } from '../../platform/validation.ts';
import { listNotifications, markAllRead, markOneRead } from './service.ts';

export function notificationRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .get('/', validate('query', notificationListQuery), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(
        await listNotifications(c.var.deps.db, c.var.user.id, c.req.valid('query').limit),
      );
    })
    .post('/mark', validate('json', markNotificationsSchema), async (c) => {
      const { db, hub } = c.var.deps;
      const body = c.req.valid('json');
      if (body.action === 'mark-all') return c.json(await markAllRead(db, hub, c.var.user.id));
      return c.json(await markOneRead(db, hub, c.var.user.id, body.notificationId));
    });
}
