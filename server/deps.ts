/**
 * Wires the process-wide services (mail, payments, realtime, auth) from the
 * config and database. main.ts and the API tests both build their app from
 * this, so tests run the same wiring as production.
 */
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { trackBoardPeople } from './features/chat/people.ts';
import { followMissedActivity } from './features/missed-mail/jobs.ts';
import { notify } from './features/notifications/service.ts';
import { saveProfile, signUpCity } from './features/profiles/service.ts';
import { createAuth } from './platform/auth/auth.ts';
import { createSessionCache } from './platform/auth/session-cache.ts';
import { createGeocoder } from './platform/cities/geocoder.ts';
import type { Deps } from './platform/context.ts';
import { createJobQueue } from './platform/jobs/queue.ts';
import type { Logger } from './platform/logger.ts';
import { createMailer } from './platform/mail/index.ts';
import { createMediaStore } from './platform/media/store.ts';
import { createPayments } from './platform/payments/index.ts';
import { followListingChanges } from './platform/public-answer-changes.ts';
import { createPublicAnswers } from './platform/public-answers.ts';
import { createRealtimeHub } from './platform/realtime/hub.ts';

export function createDeps(config: Config, database: Database, logger: Logger): Deps {
  const { db } = database;
  const mailer = createMailer(config, db, logger);
  const hub = createRealtimeHub({ databaseUrl: database.url, pool: database.pool, logger });
  // Chat boards count the sockets on them from the first subscription on.
  trackBoardPeople({ db, hub, logger });
  const publicAnswers = createPublicAnswers({ ttlMs: config.publicCacheMs });
  followListingChanges(hub, publicAnswers);
  // What every signed-in member reads alike (listings/member-answers.ts): kept and cleared the same way.
  const memberAnswers = createPublicAnswers({ ttlMs: config.publicCacheMs });
  followListingChanges(hub, memberAnswers);
  // Pages drawn for signed-out visitors (server-render.ts): kept and cleared as those answers are.
  const drawnPages = createPublicAnswers({ ttlMs: config.publicCacheMs, maxEntries: 200 });
  followListingChanges(hub, drawnPages);
  const auth = createAuth({
    config,
    db,
    mailer,
    logger,
    hooks: {
      // Every account gets its profile {id, display_name, city} at sign-up (docs/product.md#accounts-and-sign-in), and a welcome.
      onUserCreated: async (user, signUpBody) => {
        const city = signUpCity(signUpBody);
        await saveProfile(db, user.id, { displayName: user.name, city });
        // Asks for a city only when the member has not given one (sign-up by magic link).
        await notify(db, hub, user.id, {
          type: 'welcome',
          title: 'Welcome to Habesha Community!',
          ...(city
            ? { link: '/browse' }
            : {
                body: 'Add your city in your profile to see what is happening near you.',
                link: '/account/settings',
              }),
        });
      },
      // A security notice the owner sees on every device.
      onPasswordReset: async (user) => {
        await notify(db, hub, user.id, {
          type: 'password-changed',
          title: 'Your password was changed',
          body: 'If this was not you, reset your password now.',
          link: '/auth/reset',
        });
      },
    },
  });
  const jobs = createJobQueue({
    databaseUrl: database.url,
    db,
    logger,
    concurrency: config.jobs.concurrency,
    pollMs: config.jobs.pollMs,
  });
  // What reaches a member unseen is emailed later (issue #44): their check is queued now.
  followMissedActivity({ hub, jobs, config, logger });
  return {
    config,
    db,
    logger,
    payments: createPayments(config),
    mailer,
    media: createMediaStore(config.media),
    auth,
    sessions: createSessionCache({ auth, hub }),
    hub,
    publicAnswers,
    memberAnswers,
    drawnPages,
    geocoder: createGeocoder({
      url: config.geocoderUrl,
      db,
      logger,
      userAgent: `HabeshaCommunity/1.0 (+${config.publicUrl})`,
    }),
    jobs,
    startedAt: Date.now(),
  };
}
