/**
 * The community features' demo rows, seeded after the demo members and
 * listings (seed.ts), in this order. Each feature keeps its seed beside its
 * code (`server/features/<name>/demo.ts`, typed by feature-seed.ts, never
 * importing this file; the words and records it seeds in `demo.json` beside it,
 * checked at load by checkedDemoContent) and adds one line here. A seed
 * works like the listings seed: fixed ids (stableUuid), ON CONFLICT DO
 * NOTHING, so running it twice adds nothing; it returns what it added, by kind.
 */
import { seedChatDemo } from '../chat/demo.ts';
import { seedForums } from '../forums/demo.ts';
import { seedInboxDemo } from '../inbox/demo.ts';
import { seedMatchDemo } from '../match/demo.ts';
import { seedMentorsDemo } from '../mentors/demo.ts';
import { seedModerationDemo } from '../moderation/demo.ts';
import { seedSavedSearchesDemo } from '../saved-searches/demo.ts';
import type { FeatureSeed } from './feature-seed.ts';

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
