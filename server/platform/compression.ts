/**
 * Compresses text answers (JSON, HTML, SVG, XML, CSS, JS) of 1 KB or more
 * with brotli or gzip, as the client accepts. Built assets are precompressed
 * at build time and served as they are (serveStatic `precompressed`), so this
 * only sees dynamic answers: index.html with its share tags, API JSON,
 * sitemaps. Compression runs in libuv's thread pool (zlib's async API), so a
 * large answer does not hold up the event loop.
 *
 * Brotli at quality 4: measured on a 46 KB browse answer it is about as fast
 * as gzip level 6 and a fifth smaller; the top qualities cost ten times more
 * CPU for a few percent, which only pays at build time.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

/** The best encoding the client accepts: br, else gzip, else none (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set((name ?? '').trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** The body in `encoding`, off the event loop (zlib's thread pool). */
export function encodeBody(raw: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      })
    : gzipAsync(raw, { level: 6 });
}

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.status === 101 || res.status === 206) return;
    if (res.headers.has('content-encoding')) return;
    const type = res.headers.get('content-type');
    if (!type || !COMPRESSIBLE.test(type)) return;
    if (/no-transform/i.test(res.headers.get('cache-control') ?? '')) return;
    const length = Number(res.headers.get('content-length') ?? Number.NaN);
    if (length < MIN_COMPRESS_BYTES) return;
    // Any answer that could be compressed differs by Accept-Encoding, even when this one is not.
    const vary = res.headers.get('vary');
    const varied = vary
      ? /accept-encoding/i.test(vary)
        ? vary
        : `${vary}, Accept-Encoding`
      : 'Accept-Encoding';
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding) {
      res.headers.set('vary', varied);
      return;
    }
    const raw = Buffer.from(await res.arrayBuffer());
    const status = res.status;
    if (raw.length < MIN_COMPRESS_BYTES) {
      c.res = new Response(raw, { status, headers: res.headers });
      c.res.headers.set('vary', varied);
      return;
    }
    const body = await encodeBody(raw, encoding);
    // Hono copies the previous answer's headers onto a new one: set ours after.
    c.res = new Response(body, { status, headers: res.headers });
    const headers = c.res.headers;
    headers.set('vary', varied);
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(body.length));
    const etag = headers.get('etag');
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
  };
}
