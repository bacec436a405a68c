/**
 * A test file's database with the demo seeded once before its tests: the
 * demo photos go to a temporary media folder, removed after the file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type SeedOptions, seedDemoData } from '../features/demo/seed.ts';
import { silentLogger } from '../platform/logger.ts';
import { createLocalMediaStore } from '../platform/media/local-store.ts';
import type { TestDatabase } from './database.ts';

export function seededDemo(database: TestDatabase, name: string, options?: SeedOptions) {
  const demo = {
    /** The media folder the demo photos are in. */
    mediaDir: '',
    /** What the first seed added, by kind. */
    first: {} as Record<string, number>,
    /** Seeds again (a second run adds nothing). */
    seed: () =>
      seedDemoData(
        { db: database.db, media: createLocalMediaStore(demo.mediaDir), logger: silentLogger },
        options,
      ),
  };
  beforeAll(async () => {
    demo.mediaDir = await mkdtemp(path.join(tmpdir(), `hc-${name}-demo-`));
    demo.first = await demo.seed();
  }, 120_000);
  afterAll(async () => {
    await rm(demo.mediaDir, { recursive: true, force: true });
  });
  return demo;
}
