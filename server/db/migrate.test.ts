import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmptyDatabase, setupTestDatabase } from '../test/database.ts';
import { connectDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import journal from './migrations/meta/_journal.json' with { type: 'json' };

const database = setupTestDatabase();

describe('migrations', () => {
  it('install pg_trgm and unaccent, which drizzle-kit cannot emit', async () => {
    const result = await database.db.execute<{ extname: string }>(
      sql`SELECT extname FROM pg_extension WHERE extname IN ('pg_trgm', 'unaccent') ORDER BY extname`,
    );
    expect(result.rows.map((row) => row.extname)).toEqual(['pg_trgm', 'unaccent']);
  });

  it('can run from several instances at once: each migration is applied exactly once', async () => {
    const empty = await createEmptyDatabase();
    const instances = [1, 2, 3].map(() => connectDatabase(empty.url, 2));
    try {
      await Promise.all(instances.map((instance) => runMigrations(instance)));
      const [first] = instances;
      const applied = await first?.db.execute<{ count: string }>(
        sql`SELECT count(*) FROM drizzle.__drizzle_migrations`,
      );
      expect(Number(applied?.rows[0]?.count)).toBe(journal.entries.length);
      const tables = await first?.db.execute<{ table_name: string }>(
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name = 'donations'`,
      );
      expect(tables?.rows).toHaveLength(1);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await empty.drop();
    }
  });

  it('make accent-insensitive matching work in UTF-8 (the embedded cluster is created UTF-8)', async () => {
    const result = await database.db.execute<{ same: boolean }>(
      sql`SELECT unaccent('Zürich') ILIKE 'zurich' AS same`,
    );
    expect(result.rows[0]?.same).toBe(true);
  });
});
