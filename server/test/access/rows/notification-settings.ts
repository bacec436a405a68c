/**
 * Notification preferences and unsubscribe (issue #44): one's own settings and
 * mutes only (no route takes another member's id); unsubscribe by the signed
 * token alone, signed out too.
 */
import { loadConfig } from '../../../config.ts';
import { unsubscribeToken } from '../../../features/notification-settings/token.ts';
import { all, signedIn } from '../expect.ts';
import type { AccessRow } from '../types.ts';

/** The test app's secret: without AUTH_SECRET, one per process (config.ts). */
const secret = loadConfig({ NODE_ENV: 'test' }).auth.secret;
const own = signedIn(200);
const settings = { off_in_app: [], off_by_email: ['match'], language: 'en' };
const topicMute = { subject: 'topic:00000000-0000-0000-0000-0000000000aa' };

export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/notification-settings', expect: own },
  { method: 'PUT', route: '/api/notification-settings', json: settings, expect: own },
  { method: 'POST', route: '/api/notification-settings/mutes', json: topicMute, expect: own },
  { method: 'DELETE', route: '/api/notification-settings/mutes', json: topicMute, expect: own },
  {
    method: 'GET',
    route: '/api/unsubscribe',
    expect: all(200),
    request: (ctx) => ({
      path: `/api/unsubscribe?token=${unsubscribeToken(secret, ctx.owner.userId, 'match')}`,
    }),
  },
  {
    method: 'POST',
    route: '/api/unsubscribe',
    expect: all(200),
    request: (ctx) => ({
      path: `/api/unsubscribe?token=${unsubscribeToken(secret, ctx.owner.userId, 'match')}`,
      json: {},
    }),
  },
];
