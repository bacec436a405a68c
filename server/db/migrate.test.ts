import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmptyDatabase, setupTestDatabase } from '../test/database.ts';
import { connectDatabase } from './client.ts';
import { migrationsFolder, runMigrations } from './migrate.ts';
import journal from './migrations/meta/_journal.json' with { type: 'json' };

const database = setupTestDatabase();

describe('migrations', () => {
  it('install btree_gin, pg_trgm and unaccent, which drizzle-kit cannot emit', async () => {
    const result = await database.db.execute<{ extname: string }>(
      sql`SELECT extname FROM pg_extension WHERE extname IN ('btree_gin', 'pg_trgm', 'unaccent') ORDER BY extname`,
    );
    expect(result.rows.map((row) => row.extname)).toEqual(['btree_gin', 'pg_trgm', 'unaccent']);
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

  it('fill search_text for the listings already there when 0016 adds it (issue #21)', async () => {
    const empty = await createEmptyDatabase();
    const instance = connectDatabase(empty.url, 2);
    // The migrations up to 0015, as a database made before search_text had them.
    const before = await mkdtemp(path.join(tmpdir(), 'hc-migrations-'));
    try {
      await cp(migrationsFolder, before, { recursive: true });
      const upTo = journal.entries.findIndex((entry) => entry.tag === '0016_listings_search_text');
      expect(upTo).toBeGreaterThan(0);
      await writeFile(
        path.join(before, 'meta', '_journal.json'),
        JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }),
      );
      await runMigrations(instance, before);
      await instance.db.execute(
        sql`INSERT INTO "user" (id, name, email) VALUES ('old-owner', 'Old', 'old@example.org')`,
      );
      await instance.db.execute(
        sql`INSERT INTO listings (user_id, title, description, category, tags)
            VALUES ('old-owner', 'ሠላም Café', 'ዓለም፡ሰላም።', 'community', ARRAY['Teff'])`,
      );
      await runMigrations(instance);
      const result = await instance.db.execute<{ search_text: string; found: number }>(
        sql`SELECT search_text,
                   (SELECT count(*)::int FROM listings WHERE search_text LIKE '%ሰላም%') AS found
              FROM listings`,
      );
      expect(result.rows).toEqual([{ search_text: 'ሰላም café አለም ሰላም teff', found: 1 }]);
    } finally {
      await instance.close();
      await empty.drop();
      await rm(before, { recursive: true, force: true });
    }
  });
});
