/**
 * What every request handler can reach through `c.var.deps`: the process-wide
 * dependencies, passed in by app.ts (so tests build an app with their own).
 */
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Auth } from './auth/auth.ts';
import type { SignedInUser } from './auth/require-user.ts';
import type { SessionCache } from './auth/session-cache.ts';
import type { Geocoder } from './cities/geocoder.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/index.ts';
import type { MediaStore } from './media/store.ts';
import type { Payments } from './payments/index.ts';
import type { PublicAnswers } from './public-answers.ts';
import type { RealtimeHub } from './realtime/hub.ts';

export type Deps = {
  config: Config;
  db: Db;
  logger: Logger;
  /** The card payment provider; null when payments are off (production without Stripe). */
  payments: Payments | null;
  auth: Auth;
  /** Who a session cookie belongs to, kept per instance until the session changes (session-cache.ts). */
  sessions: SessionCache;
  mailer: Mailer;
  /** Uploaded photos: a local folder or an S3-compatible bucket. */
  media: MediaStore;
  /** publish(channel, event) reaches subscribers on every instance. */
  hub: RealtimeHub;
  /** Street addresses and cities to map positions (GEOCODER_URL, else the offline gazetteer). */
  geocoder: Geocoder;
  /** Answers shared by every signed-out reader, for a few seconds (public-answers.ts). */
  publicAnswers: PublicAnswers;
  /** Listing answers every signed-in member reads alike, kept as `publicAnswers` are (listings/member-answers.ts). */
  memberAnswers: PublicAnswers;
  /** Pages drawn by the server for signed-out visitors, kept as `publicAnswers` are. */
  drawnPages: PublicAnswers;
  /** Background jobs: enqueue from anywhere; main.ts starts the worker (server/jobs.ts lists the handlers). */
  jobs: JobQueue;
  /** Epoch milliseconds at which this instance started. */
  startedAt: number;
};

/** `user` is set by the requireUser guard on the routes it protects. */
export type AppEnv = { Variables: { deps: Deps; user: SignedInUser } };
