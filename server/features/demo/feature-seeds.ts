/**
 * The community features' demo rows, seeded after the demo members and
 * listings (seed.ts), in this order. Each feature keeps its seed beside its
 * code (`server/features/<name>/demo.ts`) and adds one line here. A seed
 * works like the listings seed: fixed ids (stableUuid), ON CONFLICT DO
 * NOTHING, so running it twice adds nothing; it returns what it added, by kind.
 */
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../platform/logger.ts';
import type { MediaStore } from '../../platform/media/store.ts';
import { seedChatDemo } from '../chat/demo.ts';
import { seedForums } from '../forums/demo.ts';
import { seedInboxDemo } from '../inbox/demo.ts';
import { seedMatchDemo } from '../match/demo.ts';
import { seedMentorsDemo } from '../mentors/demo.ts';
import { seedModerationDemo } from '../moderation/demo.ts';
import { seedSavedSearchesDemo } from '../saved-searches/demo.ts';

export type FeatureSeedDeps = { db: Db; media: MediaStore; logger: Logger; now: Date };

export type FeatureSeed = (deps: FeatureSeedDeps) => Promise<Record<string, number>>;

export const FEATURE_SEEDS: FeatureSeed[] = [
  seedChatDemo,
  seedForums,
  seedInboxDemo,
  seedMentorsDemo,
  seedMatchDemo,
  seedSavedSearchesDemo,
  // Last: it reports rows the seeds above wrote.
  seedModerationDemo,
];
