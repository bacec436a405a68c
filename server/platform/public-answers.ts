/**
 * Answers that are the same for every signed-out reader (a browse page, the
 * home rows, one listing without its contact), kept for a few seconds as the
 * JSON text and its compressed forms, so a busy page costs one database read
 * per key per TTL on each instance instead of one per request (issue #22: the
 * time went into per-request work, above all one round trip to PostgreSQL per
 * statement, and into serialising and compressing the same answer again).
 *
 * Safety: a key's answer is always computed as a signed-out reader (callers
 * pass reader null), so nothing a member alone may see (contacts, exact map
 * points of their own listings) can be stored here; members with a session
 * are served fresh (`isSignedOutRequest`). Freshness: `clear()` drops every
 * entry; listing writes call it through `listingsChanged`, which also tells
 * the other instances over the realtime bus. The TTL bounds what a change
 * made outside those paths (an account deleted with its listings) can leave.
 */
import type { Context } from 'hono';
import { chooseEncoding, encodeBody, MIN_COMPRESS_BYTES } from './compression.ts';

type Encoding = 'br' | 'gzip';

type Entry = {
  at: number;
  /** Settles once: the JSON text of the answer. */
  json: Promise<string>;
  encoded: Map<Encoding, Promise<Buffer>>;
};

export type PublicAnswers = {
  /**
   * The answer for `key`: from the cache while fresh, else `compute()` (once for all
   * concurrent requests of the key). A compute that throws is not kept, so an error
   * (a 404, a database outage) reaches its request as it would uncached.
   */
  respond(c: Context, key: string, compute: () => Promise<unknown>): Promise<Response>;
  /** The JSON text of the answer for `key`, from the same cache `respond` serves. */
  json(key: string, compute: () => Promise<unknown>): Promise<string>;
  /** Drop every answer (a listing changed). */
  clear(): void;
  /** Drop every answer but those `keep` names (a change that cannot have touched them). */
  dropAllBut(keep: (key: string) => boolean): void;
  stats(): { entries: number; hits: number; misses: number };
};

export function createPublicAnswers(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): PublicAnswers {
  const { ttlMs, maxEntries = 500, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  let hits = 0;
  let misses = 0;

  const entryFor = (key: string, compute: () => Promise<unknown>): Entry => {
    const time = now();
    const cached = entries.get(key);
    if (cached && time - cached.at < ttlMs) {
      hits += 1;
      return cached;
    }
    misses += 1;
    if (cached) entries.delete(key);
    // Insertion order is age order: the oldest goes first when full.
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    const entry: Entry = {
      at: time,
      json: compute().then((value) => JSON.stringify(value)),
      encoded: new Map(),
    };
    if (ttlMs > 0) entries.set(key, entry);
    // Only this entry, not a newer one set after a clear().
    entry.json.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry;
  };

  return {
    async respond(c, key, compute) {
      const entry = entryFor(key, compute);
      const json = await entry.json;
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        vary: 'Accept-Encoding',
      };
      const encoding =
        Buffer.byteLength(json) >= MIN_COMPRESS_BYTES
          ? chooseEncoding(c.req.header('accept-encoding'))
          : null;
      if (!encoding) return new Response(json, { status: 200, headers });
      let body = entry.encoded.get(encoding);
      if (!body) {
        body = encodeBody(Buffer.from(json), encoding);
        entry.encoded.set(encoding, body);
      }
      const bytes = await body;
      // The compression middleware leaves an answer that already names its encoding.
      headers['content-encoding'] = encoding;
      headers['content-length'] = String(bytes.length);
      return new Response(new Uint8Array(bytes), { status: 200, headers });
    },
    json(key, compute) {
      return entryFor(key, compute).json;
    },
    clear() {
      entries.clear();
    },
    dropAllBut(keep) {
      for (const key of [...entries.keys()]) if (!keep(key)) entries.delete(key);
    },
    stats() {
      return { entries: entries.size, hits, misses };
    },
  };
}

/**
 * No session credential: no bearer token and no session cookie. Another cookie (a
 * proxy's, say) does not make a reader a member; a stale session cookie only costs
 * the uncached path, which answers it correctly.
 */
export function isSignedOutRequest(headers: Headers): boolean {
  if (headers.get('authorization')) return false;
  return !/session_token=/.test(headers.get('cookie') ?? '');
}
