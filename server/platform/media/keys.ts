/**
 * Media keys and URLs. The server names every file itself:
 * `u_{userId}/{timestamp}_{random}.webp`, its thumbnail `... .thumb.webp`,
 * served to anyone at `/media/{key}`. A direct message's photos live under
 * `dm_{threadId}/...` instead (issue #41): the public route never serves
 * those; only the inbox's members-only route reads them from the store.
 */
import { randomBytes } from 'node:crypto';
import { MEDIA_URL_PATTERN } from '../../../shared/listing-input.ts';
import { thumbnailUrl } from '../../../shared/media.ts';

const KEY = /^u_[A-Za-z0-9_-]+\/\d+_[a-z0-9]+(\.thumb)?\.webp$/;

export const MEDIA_PREFIX = '/media/';

const PRIVATE_KEY = /^dm_[0-9a-f-]{36}\/\d+_[a-z0-9]+(\.thumb)?\.webp$/;

/** A key the public /media/ route may serve. */
export function isMediaKey(key: string): boolean {
  return KEY.test(key);
}

/** A key the store may hold: a public one, or a direct message's photo. */
export function isStoredKey(key: string): boolean {
  return KEY.test(key) || PRIVATE_KEY.test(key);
}

/** A fresh key for a photo of a direct message in `threadId` (never served at /media/). */
export function newMessagePhotoKey(threadId: string, now = Date.now()): string {
  return `dm_${threadId.toLowerCase()}/${now}_${randomBytes(6).toString('hex')}.webp`;
}

/** A fresh key for a user's photo. */
export function newPhotoKey(userId: string, now = Date.now()): string {
  const safeUser = userId.replace(/[^A-Za-z0-9_-]/g, '');
  return `u_${safeUser}/${now}_${randomBytes(6).toString('hex')}.webp`;
}

export const thumbnailKey = (key: string) => key.replace(/\.webp$/, '.thumb.webp');

export const urlForKey = (key: string) => `${MEDIA_PREFIX}${key}`;

/** The photo's key and its thumbnail's, from a URL the server issued; null otherwise. */
export function keysForUrl(url: string): string[] | null {
  if (!MEDIA_URL_PATTERN.test(url)) return null;
  return [url.slice(MEDIA_PREFIX.length), thumbnailUrl(url).slice(MEDIA_PREFIX.length)];
}
