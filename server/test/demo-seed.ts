/**
 * Demo data in a test file's database: the whole demo seeded once
 * (seededDemo), or only the demo members' accounts, for one feature's seed
 * tried alone (withDemoMembers).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { user } from '../db/schema/auth.ts';
import { DEMO_USERS } from '../features/demo/data.ts';
import { type SeedOptions, seedDemoData } from '../features/demo/seed.ts';
import { silentLogger } from '../platform/logger.ts';
import { createLocalMediaStore } from '../platform/media/local-store.ts';
import type { TestDatabase } from './database.ts';

/** The demo seeded once before the file's tests; its photos in a temporary media folder, removed after. */
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

/** The demo members as bare accounts (no password, no profile), added before the file's tests. */
export function withDemoMembers(database: TestDatabase) {
  beforeAll(async () => {
    await database.db
      .insert(user)
      .values(
        DEMO_USERS.map((member) => ({ id: member.id, name: member.name, email: member.email })),
      );
  });
}
