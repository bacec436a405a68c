/**
 * The database handle every feature receives: a pg pool and the Drizzle
 * query builder over it. Created once per process (or per test file).
 */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;

export type Database = {
  db: Db;
  pool: pg.Pool;
  /** The connection string (the realtime hub opens its own LISTEN connection with it). */
  url: string;
  close: () => Promise<void>;
};

export function connectDatabase(
  url: string,
  poolMax = 10,
  /** How long a query waits for a free connection before failing (503 to the client). */
  connectionTimeoutMillis = 5_000,
): Database {
  // A hung database must not pile up waiting connects (health checks come every few seconds).
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis });
  // An idle client that loses its connection (database restart, network blip)
  // must not crash the process; the pool replaces it on next use.
  pool.on('error', () => {});
  // The same for a checked-out client (Graphile Worker's migrations check both are handled).
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  return { db, pool, url, close: () => pool.end() };
}
