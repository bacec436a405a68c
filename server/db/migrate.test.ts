import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test/database.ts';
import { connectDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const database = setupTestDatabase();

describe('migrations', () => {
  it('install pg_trgm and unaccent, which drizzle-kit cannot emit', async () => {
    const result = await database.db.execute<{ extname: string }>(
      sql`SELECT extname FROM pg_extension WHERE extname IN ('pg_trgm', 'unaccent') ORDER BY extname`,
    );
    expect(result.rows.map((row) => row.extname)).toEqual(['pg_trgm', 'unaccent']);
  });

  it('can run from several instances at once: one applies, the others find nothing left', async () => {
    const instances = [
      connectDatabase(database.url, 2),
      connectDatabase(database.url, 2),
      connectDatabase(database.url, 2),
    ];
    try {
      await Promise.all(instances.map((instance) => runMigrations(instance)));
      const applied = await database.db.execute<{ count: string }>(
        sql`SELECT count(*) FROM drizzle.__drizzle_migrations`,
      );
      expect(Number(applied.rows[0]?.count)).toBeGreaterThan(0);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });

  it('make accent-insensitive matching work in UTF-8 (the embedded cluster is created UTF-8)', async () => {
    const result = await database.db.execute<{ same: boolean }>(
      sql`SELECT unaccent('Zürich') ILIKE 'zurich' AS same`,
    );
    expect(result.rows[0]?.same).toBe(true);
  });
});
