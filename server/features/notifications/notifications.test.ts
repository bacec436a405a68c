import { describe, expect, it } from 'vitest';
import type { NotificationList } from '../../../shared/notifications.ts';
import { silentLogger } from '../../platform/logger.ts';
import { createRealtimeHub } from '../../platform/realtime/hub.ts';
import { createTestApp } from '../../test/app.ts';
import { signedUpBrowser, signedUpMember, type TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { notify } from './service.ts';

const database = setupTestDatabase();
const app = () => createTestApp(database, { PUBLIC_URL: 'http://localhost:3000' });

let counter = 0;
async function member() {
  const { browser, userId } = await signedUpMember(app(), database.db, 'Hanna');
  return { browser, userId };
}

/** A hub on this test database: publishing works without sockets. */
const hub = () =>
  createRealtimeHub({ databaseUrl: database.url, pool: database.pool, logger: silentLogger });

async function list(browser: TestBrowser, limit?: number) {
  const response = await browser.request(`/api/notifications${limit ? `?limit=${limit}` : ''}`);
  expect(response.status).toBe(200);
  return (await response.json()) as NotificationList;
}

describe('GET /api/notifications (docs/product.md#notifications Notifications)', () => {
  it('welcomes a new member, asking for a city only when sign-up gave none', async () => {
    const welcomeOf = async (city?: string) => {
      const email = `welcome${++counter}-${Date.now()}@example.org`;
      const browser = await signedUpBrowser(app(), database.db, { name: 'Hanna', email, city });
      return (await list(browser)).notifications.find((n) => n.type === 'welcome');
    };
    expect(await welcomeOf('Oakland')).toMatchObject({
      title: 'Welcome to Habesha Community!',
      body: null,
      link: '/browse',
    });
    expect(await welcomeOf()).toMatchObject({
      body: 'Add your city in your profile to see what is happening near you.',
      link: '/account/settings',
    });
  });

  it('lists only the signed-in user’s own rows, newest first, with the unread count (a welcome comes at sign-up)', async () => {
    const { browser, userId } = await member();
    const other = await member();
    await notify(database.db, hub(), userId, { title: 'First', type: 'test' });
    await notify(database.db, hub(), userId, {
      title: 'Second',
      type: 'test',
      link: '/mentor/bookings',
    });
    await notify(database.db, hub(), other.userId, { title: 'Not yours', type: 'test' });

    const { notifications, unread } = await list(browser);
    expect(notifications.map((n) => n.title)).toEqual([
      'Second',
      'First',
      'Welcome to Habesha Community!',
    ]);
    expect(unread).toBe(3);
    expect(notifications[0]).toMatchObject({
      link: '/mentor/bookings',
      read_at: null,
      type: 'test',
    });
  });

  it('caps the list: 50 by default, 200 at most, and refuses more', async () => {
    const { browser, userId } = await member();
    for (let i = 0; i < 55; i++)
      await notify(database.db, hub(), userId, { title: `n${i}`, type: 'test' });
    expect((await list(browser)).notifications).toHaveLength(50);
    expect((await list(browser, 200)).notifications).toHaveLength(56);
    expect((await browser.request('/api/notifications?limit=201')).status).toBe(400);
  });

  it('needs sign-in: 401 JSON', async () => {
    const response = await app().request('/api/notifications');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });
});

describe('POST /api/notifications/mark', () => {
  it('marks one of your own as read', async () => {
    const { browser } = await member();
    const [welcome] = (await list(browser)).notifications;
    const response = await browser.request('/api/notifications/mark', {
      json: { action: 'mark-one', notificationId: welcome?.id },
    });
    expect(response.status).toBe(200);
    const after = await list(browser);
    expect(after.unread).toBe(0);
    expect(after.notifications[0]?.read_at).not.toBeNull();
  });

  it('marks all of your unread as read, and nobody else’s', async () => {
    const { browser, userId } = await member();
    const other = await member();
    await notify(database.db, hub(), userId, { title: 'a', type: 'test' });
    const response = await browser.request('/api/notifications/mark', {
      json: { action: 'mark-all' },
    });
    expect(await response.json()).toMatchObject({ marked: 2, unread: 0 });
    expect((await list(browser)).unread).toBe(0);
    expect((await list(other.browser)).unread).toBe(1);
  });

  it('cannot mark another user’s notification: 404, and it stays unread', async () => {
    const owner = await member();
    const intruder = await member();
    const [theirs] = (await list(owner.browser)).notifications;
    const response = await intruder.browser.request('/api/notifications/mark', {
      json: { action: 'mark-one', notificationId: theirs?.id },
    });
    expect(response.status).toBe(404);
    expect((await list(owner.browser)).unread).toBe(1);
  });

  it('refuses an unknown action or a malformed id with 400', async () => {
    const { browser } = await member();
    expect(
      (await browser.request('/api/notifications/mark', { json: { action: 'delete-all' } })).status,
    ).toBe(400);
    expect(
      (
        await browser.request('/api/notifications/mark', {
          json: { action: 'mark-one', notificationId: 'x' },
        })
      ).status,
    ).toBe(400);
  });

  it('has no endpoint to create a notification for anyone', async () => {
    const { browser, userId } = await member();
    const attempt = await browser.request('/api/notifications', {
      json: { user_id: userId, title: 'spoof', type: 'x' },
    });
    expect(attempt.status).toBe(404);
  });

  it('refuses links that leave the site', async () => {
    const { userId } = await member();
    await expect(
      notify(database.db, hub(), userId, { title: 'x', type: 't', link: 'https://evil.example' }),
    ).rejects.toThrow();
    await expect(
      notify(database.db, hub(), userId, { title: 'x', type: 't', link: '//evil.example' }),
    ).rejects.toThrow();
  });
});

describe('dev tools', () => {
  it('exist only outside production: no mailbox and no notify-me in production', async () => {
    const production = createTestApp(database, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://habesha.example',
      DATABASE_URL: 'postgres://configured-elsewhere',
      AUTH_SECRET: 'z'.repeat(32),
      SMTP_URL: 'smtp://mail.example:25',
    });
    expect((await production.request('/api/dev/mailbox')).status).toBe(404);
    expect((await production.request('/api/dev/notify-me', { method: 'POST' })).status).toBe(404);
    expect(await (await production.request('/dev/mailbox')).text()).not.toContain('Dev mailbox');
  });
});
