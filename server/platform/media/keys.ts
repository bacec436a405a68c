/**
 * Media keys and URLs. The server names every file itself:
 * `u_{userId}/{timestamp}_{random}.webp`, its thumbnail `... .thumb.webp`,
 * served at `/media/{key}`.
 */
import { randomBytes } from 'node:crypto';
import { MEDIA_URL_PATTERN } from '../../../shared/listing-input.ts';
import { thumbnailUrl } from '../../../shared/media.ts';

const KEY = /^u_[A-Za-z0-9_-]+\/\d+_[a-z0-9]+(\.thumb)?\.webp$/;

export const MEDIA_PREFIX = '/media/';

export function isMediaKey(key: string): boolean {
  return KEY.test(key);
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
