/**
 * Sending a message with photos (issue #41): one multipart request carries the
 * words and the photos, each first compressed in the browser as a listing's
 * are. Apart from api.ts, which the shell loads (the inbox badge): the
 * multipart sender and the compressor come only with a thread.
 */
import type { DmMessage } from '@shared/inbox.ts';
import { sendJsonWithPhotos } from '../../app/json-with-photos.ts';
import { compressPhoto } from '../listings/compress.ts';
import { sendMessage } from './api.ts';

/** Words alone go as JSON; with photos, multipart. */
export async function sendWithPhotos(threadId: string, body: string, photos: File[]) {
  if (photos.length === 0) return sendMessage(threadId, body);
  return sendJsonWithPhotos<{ message: DmMessage }>(
    'POST',
    `/api/inbox/threads/${encodeURIComponent(threadId)}/messages`,
    'message',
    { body },
    await Promise.all(photos.map(compressPhoto)),
    photos.map((photo) => photo.name),
  );
}
