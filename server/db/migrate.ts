/**
 * Applies pending migrations from server/db/migrations. Several instances may
 * start at once against one database, so the run holds a PostgreSQL advisory
 * lock: the first instance migrates, the others wait and then find nothing to do.
 * The job queue's tables come last, from Graphile Worker's own migrations.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrateJobQueue } from '../platform/jobs/queue.ts';
import type { Database } from './client.ts';

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** Arbitrary but fixed: identifies "schema migration" among advisory locks. */
const MIGRATION_LOCK_KEY = 7_246_001;

/** `folder`: another copy of the migrations (tests apply part of them, then the rest). */
export async function runMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  const lockClient = await database.pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(database.db, { migrationsFolder: folder });
    // The job queue's own tables (schema graphile_worker), versioned by the library.
    await migrateJobQueue(database.pool);
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
}
