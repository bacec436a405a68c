/** A member's notices as the bell reads them (GET /api/notifications), for the API tests. */
import type { NotificationList } from '../../shared/notifications.ts';
import { json } from './app.ts';
import type { TestBrowser } from './auth-client.ts';

export async function noticesOf(member: { browser: TestBrowser }): Promise<NotificationList> {
  return json<NotificationList>(await member.browser.request('/api/notifications'));
}
