/**
 * Direct messages as a Messenger user expects them (issue #41): edit and delete
 * one's own message within 15 minutes, 'Seen' (read receipts, off both ways),
 * and typing (members only, never stored). Against a real PostgreSQL; the live
 * side through a real server and WebSocket.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DM_MESSAGES,
  type DmMessage,
  type InboxSettings,
  type ThreadSummary,
} from '../../../shared/inbox.ts';
import { dmMessages } from '../../db/schema/inbox.ts';
import { json } from '../../test/app.ts';
import type { Member } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import {
  history,
  onThread,
  read,
  selamAndDawit,
  setReceipts,
  summary,
  threadBetween,
} from '../../test/inbox-calls.ts';
import { liveTestServer } from '../../test/live-server.ts';

const database = setupTestDatabase();
const server = liveTestServer(database);
const { member, socketOf } = server;

async function send(member: Member, threadId: string, body: string) {
  const response = await member.browser.request(`/api/inbox/threads/${threadId}/messages`, {
    json: { body },
  });
  expect(response.status).toBe(201);
  return (await json<{ message: DmMessage }>(response)).message;
}
const edit = (member: Member, id: number, body: string) =>
  member.browser.request(`/api/inbox/messages/${id}`, { method: 'PATCH', json: { body } });
const remove = (member: Member, id: number) =>
  member.browser.request(`/api/inbox/messages/${id}`, { method: 'DELETE' });
/** Moves a message back in time, as if sent `minutes` ago. */
const age = (id: number, minutes: number) =>
  database.db
    .update(dmMessages)
    .set({ createdAt: sql`now() - ${`${minutes} minutes`}::interval` })
    .where(eq(dmMessages.id, id));

describe('edit and delete one’s own message (PATCH/DELETE /api/inbox/messages/:id)', () => {
  it('the author edits within 15 minutes: the words change for both, marked edited', async () => {
    const { selam, dawit, thread } = await selamAndDawit(member);
    const message = await send(selam, thread, 'See you at 6');
    const response = await edit(selam, message.id, 'See you at 7');
    expect(response.status).toBe(200);
    const { message: edited } = await json<{ message: DmMessage }>(response);
    expect(edited).toMatchObject({ body: 'See you at 7', deleted: false });
    expect(edited.edited_at).not.toBeNull();
    const theirs = (await history(dawit, thread)).find((m) => m.id === message.id);
    expect(theirs).toMatchObject({ body: 'See you at 7', edited_at: edited.edited_at });
    // The list's preview follows.
    expect((await summary(dawit, thread)).last_message?.preview).toBe('See you at 7');
  });

  it('only the author: the other member gets 403, an outsider 404, a visitor 401', async () => {
    const [selam, dawit, eve] = [await member('Selam'), await member('Dawit'), await member('Eve')];
    const thread = await threadBetween(selam, dawit);
    const message = await send(selam, thread, 'Mine to change');
    const byOther = await edit(dawit, message.id, 'Not yours');
    expect(byOther.status).toBe(403);
    expect(await json(byOther)).toMatchObject({ error: { message: DM_MESSAGES.notYours } });
    expect((await remove(dawit, message.id)).status).toBe(403);
    const byOutsider = await remove(eve, message.id);
    expect(byOutsider.status).toBe(404);
    expect(await json(byOutsider)).toMatchObject({
      error: { message: DM_MESSAGES.messageMissing },
    });
    const anonymous = await server.app.request(`/api/inbox/messages/${message.id}`, {
      method: 'DELETE',
    });
    expect(anonymous.status).toBe(401);
    expect((await history(selam, thread))[0]).toMatchObject({
      body: 'Mine to change',
      deleted: false,
    });
  });

  it('after 15 minutes both are refused with 409 and the message stays as it was', async () => {
    const { selam, dawit, thread } = await selamAndDawit(member);
    const message = await send(selam, thread, 'Sent long ago');
    await age(message.id, 14);
    expect((await edit(selam, message.id, 'Still in time')).status).toBe(200);
    await age(message.id, 16);
    const late = await edit(selam, message.id, 'Too late');
    expect(late.status).toBe(409);
    expect(await json(late)).toMatchObject({
      error: { code: 'edit_window_over', message: DM_MESSAGES.editWindowOver },
    });
    expect((await remove(selam, message.id)).status).toBe(409);
    expect((await history(dawit, thread))[0]).toMatchObject({
      body: 'Still in time',
      deleted: false,
    });
  });

  it('a deleted message keeps its place without its words, for both and in the list; no second delete or edit', async () => {
    const { selam, dawit, thread } = await selamAndDawit(member);
    const message = await send(selam, thread, 'Oops, wrong thread');
    const response = await remove(selam, message.id);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ message: { body: '', deleted: true } });
    for (const viewer of [selam, dawit]) {
      expect(await history(viewer, thread)).toEqual([
        expect.objectContaining({ id: message.id, body: '', deleted: true, edited_at: null }),
      ]);
      expect((await summary(viewer, thread)).last_message).toMatchObject({
        preview: '',
        deleted: true,
      });
    }
    // The words are gone from the row itself, not only from the answer.
    const [row] = await database.db
      .select({ body: dmMessages.body })
      .from(dmMessages)
      .where(eq(dmMessages.id, message.id));
    expect(row?.body).toBe('');
    const again = await remove(selam, message.id);
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ error: { message: DM_MESSAGES.alreadyDeleted } });
    expect((await edit(selam, message.id, 'Back')).status).toBe(409);
  });

  it('an edit is checked like a message: empty words are refused (400)', async () => {
    const { selam, thread } = await selamAndDawit(member);
    const message = await send(selam, thread, 'Hello');
    const empty = await edit(selam, message.id, '   ');
    expect(empty.status).toBe(400);
    expect(await json(empty)).toMatchObject({ error: { message: DM_MESSAGES.bodyRequired } });
    expect((await edit(selam, 'abc' as unknown as number, 'x')).status).toBe(404);
  });
});

describe('Seen: read receipts (POST read, the thread’s `seen`, GET/PUT /api/inbox/settings)', () => {
  it('the sender sees how far the other member read, with the time', async () => {
    const { selam, dawit, thread } = await selamAndDawit(member);
    const message = await send(selam, thread, 'Did you get my note?');
    // Not read yet: Dawit's position is before the message.
    expect((await summary(selam, thread)).seen?.message_id ?? 0).toBeLessThan(message.id);
    const before = Date.now();
    expect((await read(dawit, thread)).status).toBe(200);
    const seen = (await summary(selam, thread)).seen;
    expect(seen?.message_id).toBe(message.id);
    expect(new Date(seen?.at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('receipts are on by default; off, the member’s reads are hidden and they see none of others’', async () => {
    const [selam, dawit] = [await member('Selam'), await member('Dawit')];
    expect(await json<InboxSettings>(await dawit.browser.request('/api/inbox/settings'))).toEqual({
      read_receipts: true,
    });
    const thread = await threadBetween(selam, dawit);
    await send(selam, thread, 'One');
    await read(dawit, thread);
    await send(dawit, thread, 'Two');
    await read(selam, thread);
    expect((await summary(selam, thread)).seen).not.toBeNull();
    expect((await summary(dawit, thread)).seen).not.toBeNull();

    const off = await setReceipts(dawit, false);
    expect(off.status).toBe(200);
    expect(await json(off)).toEqual({ read_receipts: false });
    // Dawit's reads are no longer shown to Selam, and Dawit sees none of Selam's.
    expect((await summary(selam, thread)).seen).toBeNull();
    expect((await summary(dawit, thread)).seen).toBeNull();
    expect(
      (await json<{ threads: ThreadSummary[] }>(await selam.browser.request('/api/inbox/threads')))
        .threads[0]?.seen,
    ).toBeNull();

    expect((await setReceipts(dawit, true)).status).toBe(200);
    expect((await summary(selam, thread)).seen).not.toBeNull();
  });

  it('the setting is checked: a non-boolean is refused, a visitor gets 401', async () => {
    const selam = await member('Selam');
    const bad = await selam.browser.request('/api/inbox/settings', {
      method: 'PUT',
      json: { read_receipts: 'no' },
    });
    expect(bad.status).toBe(400);
    expect((await server.app.request('/api/inbox/settings')).status).toBe(401);
  });
});

describe('live: typing, Seen, edits and deletes reach the other member only', () => {
  it('typing is passed to the thread’s members, refused to others, and never stored', async () => {
    const [selam, dawit, eve] = [await member('Selam'), await member('Dawit'), await member('Eve')];
    const thread = await threadBetween(selam, dawit);
    const socket = await socketOf(dawit);
    expect(await socket.subscribe(`thread:${thread}`)).toMatchObject({ type: 'subscribed' });
    const countRows = async () =>
      Number(
        (
          await database.db.execute<{ n: string }>(
            sql`SELECT (SELECT count(*) FROM dm_messages) + (SELECT count(*) FROM rate_limits) AS n`,
          )
        ).rows[0]?.n,
      );
    const rowsBefore = await countRows();

    const typing = await selam.browser.request(`/api/inbox/threads/${thread}/typing`, {
      method: 'POST',
    });
    expect(typing.status).toBe(200);
    expect(await socket.next(onThread(thread, 'dm.typing'))).toMatchObject({
      event: { threadId: thread, userId: selam.userId },
    });
    expect(await countRows()).toBe(rowsBefore);

    // An outsider is told the thread does not exist; a visitor to sign in.
    const outsider = await eve.browser.request(`/api/inbox/threads/${thread}/typing`, {
      method: 'POST',
    });
    expect(outsider.status).toBe(404);
    expect(
      (await server.app.request(`/api/inbox/threads/${thread}/typing`, { method: 'POST' })).status,
    ).toBe(401);

    // Blocked either way: refused, and nothing reaches the other member.
    expect(
      (await dawit.browser.request(`/api/blocks/${selam.userId}`, { method: 'PUT' })).status,
    ).toBe(204);
    const blocked = await selam.browser.request(`/api/inbox/threads/${thread}/typing`, {
      method: 'POST',
    });
    expect(blocked.status).toBe(403);
    await expect(socket.next(onThread(thread, 'dm.typing'), 500)).rejects.toThrow();
  });

  it('the sender hears that the other read (only while both share receipts), and hears edits and deletes', async () => {
    const { selam, dawit, thread } = await selamAndDawit(member);
    const socket = await socketOf(selam);
    await socket.subscribe(`thread:${thread}`);
    const message = await send(selam, thread, 'Are you there?');
    await read(dawit, thread);
    expect(await socket.next(onThread(thread, 'dm.read'))).toMatchObject({
      event: { userId: dawit.userId },
    });

    expect((await edit(selam, message.id, 'Are you there now?')).status).toBe(200);
    expect(await socket.next(onThread(thread, 'dm.changed'))).toMatchObject({
      event: { messageId: message.id },
    });
    expect((await remove(selam, message.id)).status).toBe(200);
    expect(await socket.next(onThread(thread, 'dm.changed'))).toMatchObject({
      event: { messageId: message.id },
    });

    // Receipts off (the reader's): their reads are not announced.
    await setReceipts(dawit, false);
    await send(selam, thread, 'Hello again');
    await read(dawit, thread);
    await expect(socket.next(onThread(thread, 'dm.read'), 500)).rejects.toThrow();
  });
});
