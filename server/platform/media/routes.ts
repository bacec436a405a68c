/**
 * GET /media/{key}: serves stored photos from whichever store is configured.
 * Keys are immutable (a new upload gets a new name), so they are cached for a
 * year; `nosniff` stops a browser from reading a photo as anything else.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { isMediaKey } from './keys.ts';
import type { MediaStore } from './store.ts';

export function mediaRoutes(store: MediaStore) {
  return new Hono<AppEnv>().get('/*', async (c) => {
    c.header('X-Content-Type-Options', 'nosniff');
    let key = '';
    try {
      key = decodeURIComponent(c.req.path.replace(/^\/media\//, ''));
    } catch {
      // A malformed %-escape names no file.
    }
    const media = isMediaKey(key) ? await store.get(key) : null;
    if (!media) return c.text('Not found', 404);
    c.header('Content-Type', 'image/webp');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('Content-Security-Policy', "default-src 'none'");
    return c.body(media.body as Uint8Array<ArrayBuffer>);
  });
}
