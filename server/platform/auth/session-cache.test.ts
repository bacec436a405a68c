import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user as users } from '../../db/schema/auth.ts';
import { memberSuspensions } from '../../db/schema/moderation.ts';
import { signedUpMember, TEST_ORIGIN } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { liveTestServer } from '../../test/live-server.ts';
import { startTestServer } from '../../test/server.ts';

const database = setupTestDatabase();
// Two instances on one database, as behind a load balancer; each keeps its own sessions.
const one = liveTestServer(database);
const two = liveTestServer(database);

/** A member signed up on instance one, and a way to ask instance two who they are. */
async function memberOnBothInstances(name = 'Saba') {
  const member = await signedUpMember(one.app, database.db, name);
  const cookie = member.browser.cookieHeader;
  const onTwo = (path = '/api/notifications', init: RequestInit = {}) =>
    two.app.request(path, { ...init, headers: { cookie, origin: TEST_ORIGIN, ...init.headers } });
  return { ...member, cookie, onTwo };
}

/** Instance two refuses the cookie within a second (the cache would otherwise hold it a minute). */
async function refusedOnTwo(onTwo: () => Response | Promise<Response>) {
  await expect.poll(async () => (await onTwo()).status, { timeout: 1_000, interval: 20 }).toBe(401);
}

describe('the session cache (each instance keeps confirmed sessions a minute)', () => {
  it('answers a member’s repeated requests from memory', async () => {
    const { onTwo } = await memberOnBothInstances();
    expect((await onTwo()).status).toBe(200);
    const before = two.deps.sessions.stats();
    for (let i = 0; i < 5; i += 1) expect((await onTwo()).status).toBe(200);
    const after = two.deps.sessions.stats();
    expect(after.hits - before.hits).toBe(5);
    expect(after.misses).toBe(before.misses);
  });

  it('ends a session on the other instance at once when the member signs out', async () => {
    const { browser, onTwo } = await memberOnBothInstances();
    expect((await onTwo()).status).toBe(200);
    expect((await onTwo()).status).toBe(200);
    expect((await browser.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    await refusedOnTwo(onTwo);
  });

  it('ends the member’s other sessions on every instance when the password changes', async () => {
    const { browser, onTwo } = await memberOnBothInstances();
    // A second device, signed in with the password; the first stays on instance two.
    expect((await onTwo()).status).toBe(200);
    const changed = await browser.request('/api/auth/change-password', {
      json: { currentPassword: 'secret123', newPassword: 'secret456', revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    // The device that changed it holds a new session; the old cookie is refused everywhere.
    expect((await browser.request('/api/notifications')).status).toBe(200);
    await refusedOnTwo(onTwo);
  });

  it('ends every session of a deleted account on the other instance', async () => {
    const { userId, onTwo } = await memberOnBothInstances();
    expect((await onTwo()).status).toBe(200);
    await database.db.delete(users).where(eq(users.id, userId));
    await refusedOnTwo(onTwo);
  });

  it('follows a change of name made anywhere, without waiting for the minute', async () => {
    const { userId, cookie } = await memberOnBothInstances('Saba');
    const headers = new Headers({ cookie });
    expect((await two.deps.sessions.userOf(headers))?.name).toBe('Saba');
    await database.db.update(users).set({ name: 'Saba T.' }).where(eq(users.id, userId));
    await expect
      .poll(async () => (await two.deps.sessions.userOf(headers))?.name, { timeout: 1_000 })
      .toBe('Saba T.');
  });

  it('refuses a suspended member’s write on the other instance at once (checked on every write)', async () => {
    const { userId, onTwo } = await memberOnBothInstances();
    expect((await onTwo()).status).toBe(200);
    await database.db.insert(memberSuspensions).values({ userId, reason: 'Spam', until: null });
    const write = await onTwo('/api/favorites/00000000-0000-4000-8000-000000000000', {
      method: 'PUT',
    });
    expect(write.status).toBe(403);
    expect(((await write.json()) as { error: { code: string } }).error.code).toBe('suspended');
  });

  it('does not take a cookie whose signature differs from the one it checked', async () => {
    const { cookie, onTwo } = await memberOnBothInstances();
    expect((await onTwo()).status).toBe(200);
    const forged = cookie.replace(/(session_token=[^.;]+\.)[^;]+/, '$1forged');
    expect(forged).not.toBe(cookie);
    expect(await two.deps.sessions.userOf(new Headers({ cookie: forged }))).toBeNull();
  });

  it('answers a malformed session cookie as better-auth does: nobody', async () => {
    const headers = new Headers({ cookie: 'better-auth.session_token=%E0%A4%A' });
    expect(await two.deps.sessions.userOf(headers)).toBeNull();
  });

  it('keeps nothing while its event feed is down, so no end can be missed', async () => {
    const lonely = await startTestServer(database);
    try {
      const { cookie } = await memberOnBothInstances();
      const headers = new Headers({ cookie });
      await lonely.deps.hub.stop();
      const before = lonely.deps.sessions.stats();
      expect(await lonely.deps.sessions.userOf(headers)).not.toBeNull();
      expect(await lonely.deps.sessions.userOf(headers)).not.toBeNull();
      expect(lonely.deps.sessions.stats()).toMatchObject({
        entries: 0,
        hits: before.hits,
        misses: before.misses + 2,
      });
    } finally {
      await lonely.close();
    }
  });
});
