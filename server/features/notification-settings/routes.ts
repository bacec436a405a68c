/**
 * Notification preferences (issue #44). Signed in, one's own only:
 *   GET    /api/notification-settings          {off_in_app, off_by_email, mutes}
 *   PUT    /api/notification-settings          {off_in_app, off_by_email, language} → the same
 *   POST   /api/notification-settings/mutes    {subject: 'dm:<thread>' | 'topic:<topic>'} → settings
 *   DELETE /api/notification-settings/mutes    {subject} → settings
 * Signed out, by the signed token an email carries (RFC 8058 one-click):
 *   GET    /api/unsubscribe?token=             {kind, already}: what the link stops
 *   POST   /api/unsubscribe?token=             turns that kind's email off → {kind}
 */
import { Hono } from 'hono';
import { NOTIFICATION_SETTINGS_MESSAGES } from '../../../shared/notification-settings.ts';
import {
  muteSchema,
  notificationSettingsSchema,
  unsubscribeQuerySchema,
} from '../../../shared/schemas/notification-settings.ts';
import { requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { validate } from '../../platform/validation.ts';
import { emailIsOff, mute, readSettings, saveSettings, turnOffEmail, unmute } from './service.ts';
import { readUnsubscribeToken } from './token.ts';

export function notificationSettingsRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .get('/', async (c) => c.json(await readSettings(c.var.deps.db, c.var.user.id)))
    .put('/', validate('json', notificationSettingsSchema), async (c) =>
      c.json(await saveSettings(c.var.deps.db, c.var.user.id, c.req.valid('json'))),
    )
    .post('/mutes', validate('json', muteSchema), async (c) =>
      c.json(await mute(c.var.deps.db, c.var.user.id, c.req.valid('json').subject)),
    )
    .delete('/mutes', validate('json', muteSchema), async (c) =>
      c.json(await unmute(c.var.deps.db, c.var.user.id, c.req.valid('json').subject)),
    );
}

export function unsubscribeRoutes() {
  return new Hono<AppEnv>()
    .get('/', validate('query', unsubscribeQuerySchema), async (c) => {
      const found = tokenOrThrow(c.var.deps.config.auth.secret, c.req.valid('query').token);
      return c.json({
        kind: found.kind,
        already: await emailIsOff(c.var.deps.db, found.userId, found.kind),
      });
    })
    .post('/', validate('query', unsubscribeQuerySchema), async (c) => {
      const found = tokenOrThrow(c.var.deps.config.auth.secret, c.req.valid('query').token);
      await turnOffEmail(c.var.deps.db, found.userId, found.kind);
      return c.json({ kind: found.kind });
    });
}

function tokenOrThrow(secret: string, token: string) {
  const found = readUnsubscribeToken(secret, token);
  if (!found) throw new ApiError(400, 'bad_token', NOTIFICATION_SETTINGS_MESSAGES.badToken);
  return found;
}
