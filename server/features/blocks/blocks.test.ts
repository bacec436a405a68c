import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth.ts';
import { json, testApp } from '../../test/app.ts';
import type { Member } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import {
  blockedByViewerSql,
  blockedEitherWaySql,
  blockUser,
  hasBlocked,
  isBlockedBetween,
} from './service.ts';

const database = setupTestDatabase();
const api = testApp(database);
let alice: Member;
let bob: Member;

beforeAll(async () => {
  alice = await api.member('Alice');
  bob = await api.member('');
});

describe('the block list (/api/blocks)', () => {
  it('blocks a member once however often asked, and lists them by label, never by email', async () => {
    await database.db.update(user).set({ name: '' }).where(eq(user.id, bob.userId));
    for (let i = 0; i < 2; i++) {
      const response = await alice.browser.request(`/api/blocks/${bob.userId}`, { method: 'PUT' });
      expect(response.status).toBe(204);
    }
    const list = await json<{ user: { id: string; label: string } }[]>(
      await alice.browser.request('/api/blocks'),
    );
    expect(list).toHaveLength(1);
    expect(list[0]?.user).toEqual({ id: bob.userId, label: bob.email.split('@')[0] });
    expect(JSON.stringify(list)).not.toContain(bob.email);
  });

  it('works one way: the blocker blocked, the blocked did not', async () => {
    expect(await hasBlocked(database.db, alice.userId, bob.userId)).toBe(true);
    expect(await hasBlocked(database.db, bob.userId, alice.userId)).toBe(false);
    expect(await isBlockedBetween(database.db, bob.userId, alice.userId)).toBe(true);
  });

  it('gives features SQL to hide what blocked people wrote, one way or both ways', async () => {
    const check = async (fragment: ReturnType<typeof blockedByViewerSql>) =>
      (await database.db.execute<{ v: boolean }>(sql`SELECT ${fragment} AS v`)).rows[0]?.v;
    expect(await check(blockedByViewerSql(alice.userId, sql`${bob.userId}`))).toBe(true);
    expect(await check(blockedByViewerSql(bob.userId, sql`${alice.userId}`))).toBe(false);
    expect(await check(blockedEitherWaySql(bob.userId, sql`${alice.userId}`))).toBe(true);
  });

  it('refuses blocking yourself (400) and an unknown member (404)', async () => {
    const self = await alice.browser.request(`/api/blocks/${alice.userId}`, { method: 'PUT' });
    expect(self.status).toBe(400);
    expect(await json(self)).toMatchObject({ error: { message: 'You cannot block yourself' } });
    const unknown = await alice.browser.request('/api/blocks/nobody-at-all', { method: 'PUT' });
    expect(unknown.status).toBe(404);
  });

  it('answers 404, not a server error, when an account goes while the block is made', async () => {
    // The blocker's own account removed as the request runs (an id no longer
    // in the table): the target exists, the insert's reference to the blocker fails.
    const attempt = blockUser(database.db, 'removed-since', bob.userId);
    await expect(attempt).rejects.toMatchObject({
      status: 404,
      message: 'That member does not exist',
    });
  });

  it('unblocks, after which the member is no longer listed or blocked', async () => {
    const response = await alice.browser.request(`/api/blocks/${bob.userId}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await json(await alice.browser.request('/api/blocks'))).toEqual([]);
    expect(await isBlockedBetween(database.db, alice.userId, bob.userId)).toBe(false);
  });
});
