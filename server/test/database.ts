/**
 * Per-test-file databases cloned from the migrated template made in
 * global-setup.ts. Use: `const db = await setupTestDatabase()` at the top of a
 * file; it is created before the file's tests and dropped after them.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectDatabase, type Database } from '../db/client.ts';

export function quoteIdent(name: string) {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The same server, another database. */
export function databaseUrlFor(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The maintenance database of the server DATABASE_URL points at. */
export function adminUrlFor(url: string) {
  return databaseUrlFor(url, 'postgres');
}

async function admin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export type TestDatabase = Database & { url: string; name: string };

/**
 * Creates a fresh migrated database for this test file; returns a handle filled in beforeAll.
 * `pool`: its size and how long a query may wait for a connection (a file that sends many
 * requests at once on the shared, busy test machine wants more of both).
 */
export function setupTestDatabase(
  pool: { max: number; connectionTimeoutMillis: number } = {
    max: 5,
    connectionTimeoutMillis: 5_000,
  },
): TestDatabase {
  const handle = {} as TestDatabase;
  const { adminUrl, template } = inject('testDatabase');
  const name = `hc_test_${randomBytes(5).toString('hex')}`;

  beforeAll(async () => {
    await admin(adminUrl, (c) =>
      c.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`),
    );
    const url = databaseUrlFor(adminUrl, name);
    Object.assign(handle, connectDatabase(url, pool.max, pool.connectionTimeoutMillis), {
      url,
      name,
    });
  });

  afterAll(async () => {
    await handle.close?.();
    await admin(adminUrl, (c) =>
      c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
    );
  });

  return handle;
}

/** An empty database (no migrations), for tests of the migration runner itself. */
export async function createEmptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const { adminUrl } = inject('testDatabase');
  const name = `hc_empty_${randomBytes(5).toString('hex')}`;
  await admin(adminUrl, (c) => c.query(`CREATE DATABASE ${quoteIdent(name)}`));
  return {
    url: databaseUrlFor(adminUrl, name),
    drop: () =>
      admin(adminUrl, (c) =>
        c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
      ).then(() => {}),
  };
}
