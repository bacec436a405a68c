/** Whether the server can use its database right now. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type HealthReport = {
  status: 'ok' | 'error';
  database: 'ok' | 'unreachable';
  uptimeSeconds: number;
};

/** A load balancer must not wait long: an answer slower than this counts as down. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

export async function checkHealth(db: Db, startedAt: number): Promise<HealthReport> {
  const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000);
  const databaseOk = await withTimeout(db.execute(sql`SELECT 1`), DATABASE_CHECK_TIMEOUT_MS)
    .then(() => true)
    .catch(() => false);
  return databaseOk
    ? { status: 'ok', database: 'ok', uptimeSeconds }
    : { status: 'error', database: 'unreachable', uptimeSeconds };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
