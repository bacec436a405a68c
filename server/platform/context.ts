/**
 * What every request handler can reach through `c.var.deps`: the process-wide
 * dependencies, passed in by app.ts (so tests build an app with their own).
 */
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from './logger.ts';
import type { Payments } from './payments/index.ts';

export type Deps = {
  config: Config;
  db: Db;
  logger: Logger;
  /** The card payment provider; null when payments are off (production without Stripe). */
  payments: Payments | null;
  /** Epoch milliseconds at which this instance started. */
  startedAt: number;
};

export type AppEnv = { Variables: { deps: Deps } };
