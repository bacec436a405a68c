/**
 * The bench's HTTP client for members' requests: undici's own request API over
 * one keep-alive pool per instance, not fetch. fetch's streams and Response
 * objects cost the client about 1.4 ms of CPU a request in the members' mix, a
 * core of this 2-core machine at the target (issue #45), taken from the server
 * it measures, and its event loop's lag counted as the server's latency.
 */
import { Pool } from 'undici';

/** An answer, its body read: what the bench needs of it. */
export type Reply = { status: number; ok: boolean; json: () => unknown };

/** Connections each pool may open: the members' mix runs 200 at once. */
const CONNECTIONS = 200;

/** One keep-alive pool per instance, shared by every caller of this run. */
const pools = new Map<string, Pool>();

/** Closes the pools (the end of the bench: their sockets would keep the process alive). */
export async function closeBenchPools() {
  await Promise.all([...pools.values()].map((pool) => pool.close()));
  pools.clear();
}

/** Requests as a browser on the site makes them: the site's origin, the member's cookie. */
export function caller(origin: string) {
  return async (
    base: string,
    path: string,
    init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: string; cookie?: string } = {},
  ): Promise<Reply> => {
    let pool = pools.get(base);
    if (!pool) {
      pool = new Pool(base, { connections: CONNECTIONS });
      pools.set(base, pool);
    }
    const { statusCode, body } = await pool.request({
      path,
      method: init.method ?? 'GET',
      headers: {
        origin,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.cookie ? { cookie: init.cookie } : {}),
      },
      body: init.body,
    });
    const text = await body.text();
    return {
      status: statusCode,
      ok: statusCode >= 200 && statusCode < 300,
      json: () => JSON.parse(text),
    };
  };
}
