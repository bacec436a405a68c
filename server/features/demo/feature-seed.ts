/**
 * What a feature's demo seed (`server/features/<name>/demo.ts`) is given and
 * returns. Its own file, imported by the seeds and by the plan that runs them
 * (feature-seed-plan.ts), so no seed imports the plan back.
 */
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../platform/logger.ts';
import type { MediaStore } from '../../platform/media/store.ts';

export type FeatureSeedDeps = { db: Db; media: MediaStore; logger: Logger; now: Date };

/** Adds the feature's demo rows (a second run adds nothing); returns what it added, by kind. */
export type FeatureSeed = (deps: FeatureSeedDeps) => Promise<Record<string, number>>;
