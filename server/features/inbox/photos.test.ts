/**
 * Photos in direct messages, and read state (issue #41): up to 4 photos with a
 * message through the listings' pipeline (checked by content, stripped,
 * resized, thumbnails), served to the thread's two members alone; a request's
 * reading not reported as Seen until accepted; read receipts turned off or on
 * reaching the other member live. Against a real PostgreSQL; the live side
 * through a real server and WebSocket.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  DM_MAX_PHOTOS,
  DM_MESSAGES,
  type DmMessage,
  type MessagePage,
} from '../../../shared/inbox.ts';
import { json } from '../../test/app.ts';
import type { Member } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { GPS_MARKER, jpegWithGps, png, storedFiles } from '../../test/images.ts';
import {
  history,
  onThread,
  read,
  selamAndDawit,
  sendIn,
  setReceipts,
  summary,
  threadBetween,
  threadList,
} from '../../test/inbox-calls.ts';
import { liveTestServer } from '../../test/live-server.ts';
import { tempDir } from '../../test/temp.ts';

const database = setupTestDatabase();
const mediaDir = tempDir('habesha-dm-media-');
const server = liveTestServer(database, { MEDIA_DIR: mediaDir });
const { member, socketOf } = server;

function withPhotos(input: unknown, photos: { name: string; bytes: Uint8Array }[]) {
  const form = new FormData();
  form.set('message', JSON.stringify(input));
  for (const photo of photos) {
    form.append('photos', new File([photo.bytes as Uint8Array<ArrayBuffer>], photo.name));
  }
  return form;
}
const sendPhotos = (
  member: Member,
  threadId: string,
  body: string,
  photos: { name: string; bytes: Uint8Array }[],
) =>
  member.browser.request(`/api/inbox/threads/${threadId}/messages`, {
    form: withPhotos(body ? { body } : {}, photos),
  });
const threadFiles = (threadId: string) => storedFiles(mediaDir, `dm_${threadId}`);

describe('photos in a message (multipart POST /api/inbox/threads/:id/messages)', () => {
  it('a message carries photos through the pipeline: re-encoded, stripped, upright, with thumbnails', async () => {
    const { selam, dawit, thread } = await selamAndDawit(member);
    const response = await sendPhotos(selam, thread, 'The room', [
      { name: 'room.jpg', bytes: await jpegWithGps(64, 48) },
      { name: 'view.png', bytes: await png(2400, 1200) },
    ]);
    expect(response.status).toBe(201);
    const { message } = await json<{ message: DmMessage }>(response);
    expect(message.body).toBe('The room');
    expect(message.photos).toEqual([
      {
        url: `/api/inbox/messages/${message.id}/photos/0`,
        thumbnail_url: `/api/inbox/messages/${message.id}/photos/0/thumb`,
      },
      {
        url: `/api/inbox/messages/${message.id}/photos/1`,
        thumbnail_url: `/api/inbox/messages/${message.id}/photos/1/thumb`,
      },
    ]);
    // Four files: two photos and their thumbnails, under the thread's private folder.
    expect(threadFiles(thread)).toHaveLength(4);

    // The other member fetches them: WebP, upright (the camera was sideways), no metadata.
    const photo = await dawit.browser.request(message.photos[0]?.url ?? '');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    // Never kept by a cache (every signed-in API answer is no-store).
    expect(photo.headers.get('cache-control')).toBe('no-store');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await photo.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 48, 64]);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from(GPS_MARKER))).toBe(false);
    // Resized to at most 1920 px; the thumbnail to at most 480.
    const large = await sharp(
      Buffer.from(await (await dawit.browser.request(message.photos[1]?.url ?? '')).arrayBuffer()),
    ).metadata();
    expect(large.width).toBe(1920);
    const thumb = await sharp(
      Buffer.from(
        await (await dawit.browser.request(message.photos[1]?.thumbnail_url ?? '')).arrayBuffer(),
      ),
    ).metadata();
    expect(thumb.width).toBe(480);

    // Both see them in the history; the list counts them.
    expect((await history(dawit, thread)).at(-1)?.photos).toHaveLength(2);
    const list = await threadList(dawit);
    expect(list.threads.find((t) => t.id === thread)?.last_message?.photos).toBe(2);
  });

  it('only the two members fetch a photo: another member gets 404, a visitor 401, /media/ never serves it', async () => {
    const [selam, dawit, eve] = [await member('Selam'), await member('Dawit'), await member('Eve')];
    const thread = await threadBetween(selam, dawit);
    const { message } = await json<{ message: DmMessage }>(
      await sendPhotos(selam, thread, '', [{ name: 'a.png', bytes: await png() }]),
    );
    const url = message.photos[0]?.url ?? '';
    expect((await selam.browser.request(url)).status).toBe(200);
    expect((await dawit.browser.request(url)).status).toBe(200);

    const outsider = await eve.browser.request(url);
    expect(outsider.status).toBe(404);
    expect(outsider.headers.get('content-type')).toContain('application/json');
    expect((await eve.browser.request(`${url}/thumb`)).status).toBe(404);
    expect((await server.app.request(url)).status).toBe(401);
    expect((await server.app.request(`${url}/thumb`)).status).toBe(401);

    // The files exist, but the public media route refuses their keys.
    const [file] = threadFiles(thread);
    expect(file).toBeDefined();
    expect((await server.app.request(`/media/dm_${thread}/${file}`)).status).toBe(404);
    // No such photo number, or not a number: 404 too.
    expect((await selam.browser.request(`/api/inbox/messages/${message.id}/photos/1`)).status).toBe(
      404,
    );
    expect((await selam.browser.request(`/api/inbox/messages/${message.id}/photos/9`)).status).toBe(
      404,
    );
    expect((await selam.browser.request(`/api/inbox/messages/x/photos/0`)).status).toBe(404);
  });

  it('a message may be photos alone; neither words nor photos is refused, and more than 4 photos', async () => {
    const { selam, thread } = await selamAndDawit(member);
    const only = await sendPhotos(selam, thread, '', [{ name: 'a.png', bytes: await png() }]);
    expect(only.status).toBe(201);
    const { message } = await json<{ message: DmMessage }>(only);
    expect([message.body, message.photos.length]).toEqual(['', 1]);

    const empty = await sendPhotos(selam, thread, '  ', []);
    expect(empty.status).toBe(400);
    expect((await json<{ error: { message: string } }>(empty)).error.message).toBe(
      DM_MESSAGES.bodyRequired,
    );
    expect((await sendIn(selam, thread, '')).status).toBe(400);

    const photo = { name: 'a.png', bytes: await png() };
    const five = await sendPhotos(
      selam,
      thread,
      'Too many',
      Array.from({ length: DM_MAX_PHOTOS + 1 }, () => photo),
    );
    expect(five.status).toBe(400);
    expect((await json<{ error: { message: string } }>(five)).error.message).toBe(
      DM_MESSAGES.tooManyPhotos,
    );
    const four = await sendPhotos(
      selam,
      thread,
      'Four',
      Array.from({ length: DM_MAX_PHOTOS }, () => photo),
    );
    expect(four.status).toBe(201);
  });

  it('a file that is not a photo is refused by its bytes (415), and nothing is stored', async () => {
    const { selam, thread } = await selamAndDawit(member);
    const before = (await history(selam, thread)).length;
    const response = await sendPhotos(selam, thread, 'Look', [
      { name: 'ok.png', bytes: await png() },
      { name: 'fake.jpg', bytes: new TextEncoder().encode('<svg onload="alert(1)"></svg>') },
    ]);
    expect(response.status).toBe(415);
    const reply = await json<{ error: { message: string; fields?: Record<string, string> } }>(
      response,
    );
    expect(reply.error.message).toMatch(/^fake\.jpg: /);
    expect(reply.error.fields?.['photos.1']).toBeDefined();
    expect(await history(selam, thread)).toHaveLength(before);
    expect(threadFiles(thread)).toEqual([]);
  });

  it('deleting the message within 15 minutes removes its photos: gone from the answer, the route and the store', async () => {
    const { selam, dawit, thread } = await selamAndDawit(member);
    const { message } = await json<{ message: DmMessage }>(
      await sendPhotos(selam, thread, 'Oops', [{ name: 'a.png', bytes: await png() }]),
    );
    const url = message.photos[0]?.url ?? '';
    const files = threadFiles(thread);
    expect(files).toHaveLength(2);
    const removed = await selam.browser.request(`/api/inbox/messages/${message.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect((await json<{ message: DmMessage }>(removed)).message.photos).toEqual([]);
    expect((await history(dawit, thread)).at(-1)).toMatchObject({ deleted: true, photos: [] });
    expect((await dawit.browser.request(url)).status).toBe(404);
    expect((await selam.browser.request(url)).status).toBe(404);
    for (const file of files)
      expect(existsSync(path.join(mediaDir, `dm_${thread}`, file))).toBe(false);
  });

  it('the other member hears the photo message arrive live, and fetches it', async () => {
    const { selam, dawit, thread } = await selamAndDawit(member);
    const socket = await socketOf(dawit);
    await socket.subscribe(`thread:${thread}`);
    const { message } = await json<{ message: DmMessage }>(
      await sendPhotos(selam, thread, '', [{ name: 'a.png', bytes: await png() }]),
    );
    expect(await socket.next(onThread(thread, 'dm.message'))).toMatchObject({
      event: { messageId: message.id },
    });
    const arrived = await json<MessagePage>(
      await dawit.browser.request(`/api/inbox/threads/${thread}/messages?after=${message.id - 1}`),
    );
    expect(arrived.messages[0]?.photos).toHaveLength(1);
  });
});

describe('Seen and message requests', () => {
  it('the recipient reading a pending request is not reported to its sender; after acceptance it is', async () => {
    const [selam, dawit] = [await member('Selam'), await member('Dawit')];
    const thread = await threadBetween(selam, dawit, 'member');
    const socket = await socketOf(selam);
    await socket.subscribe(`thread:${thread}`);
    expect((await sendIn(selam, thread, 'Selam from city chat')).status).toBe(201);
    expect((await summary(dawit, thread)).is_request).toBe(true);

    // Dawit opens the request and reads it: Selam is told nothing.
    expect((await read(dawit, thread)).status).toBe(200);
    await expect(socket.next(onThread(thread, 'dm.read'), 500)).rejects.toThrow();
    expect((await summary(selam, thread)).seen).toBeNull();

    // Accepted: 'Seen' shows, live.
    expect(
      (await dawit.browser.request(`/api/inbox/threads/${thread}/accept`, { method: 'POST' }))
        .status,
    ).toBe(200);
    expect(await socket.next(onThread(thread, 'dm.read'))).toMatchObject({
      event: { userId: dawit.userId },
    });
    const seen = (await summary(selam, thread)).seen;
    expect(seen?.message_id).toBeGreaterThan(0);

    // And from then on as usual.
    const next = await json<{ message: DmMessage }>(await sendIn(selam, thread, 'Thanks!'));
    await read(dawit, thread);
    expect(await socket.next(onThread(thread, 'dm.read'))).toMatchObject({
      event: { userId: dawit.userId },
    });
    expect((await summary(selam, thread)).seen?.message_id).toBe(next.message.id);
  });

  it('a declined request never shows Seen to its sender', async () => {
    const [selam, dawit] = [await member('Selam'), await member('Dawit')];
    const thread = await threadBetween(selam, dawit, 'member');
    await sendIn(selam, thread, 'Hello');
    await read(dawit, thread);
    await dawit.browser.request(`/api/inbox/threads/${thread}/decline`, { method: 'POST' });
    expect((await summary(selam, thread)).seen).toBeNull();
  });
});

describe('read receipts turned off or on take effect live', () => {
  it('the other member’s thread hears dm.receipts, and its `seen` follows', async () => {
    const { selam, dawit, thread } = await selamAndDawit(member);
    const socket = await socketOf(selam);
    await socket.subscribe(`thread:${thread}`);
    const sent = await json<{ message: DmMessage }>(await sendIn(selam, thread, 'Are you coming?'));
    await read(dawit, thread);
    await socket.next(onThread(thread, 'dm.read'));
    expect((await summary(selam, thread)).seen?.message_id).toBe(sent.message.id);

    expect((await setReceipts(dawit, false)).status).toBe(200);
    expect(await socket.next(onThread(thread, 'dm.receipts'))).toMatchObject({
      event: { threadId: thread, userId: dawit.userId },
    });
    expect((await summary(selam, thread)).seen).toBeNull();

    // Saving the same choice again announces nothing.
    expect((await setReceipts(dawit, false)).status).toBe(200);
    await expect(socket.next(onThread(thread, 'dm.receipts'), 500)).rejects.toThrow();

    expect((await setReceipts(dawit, true)).status).toBe(200);
    expect(await socket.next(onThread(thread, 'dm.receipts'))).toMatchObject({
      event: { userId: dawit.userId },
    });
    expect((await summary(selam, thread)).seen?.message_id).toBe(sent.message.id);
  });
});
