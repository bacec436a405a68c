/**
 * Wires the process-wide services (mail, payments, auth) from the config and
 * database. main.ts and the API tests both build their app from this, so tests
 * run the same wiring as production.
 */
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { saveProfile, signUpCity } from './features/profiles/service.ts';
import { createAuth } from './platform/auth/auth.ts';
import type { Deps } from './platform/context.ts';
import type { Logger } from './platform/logger.ts';
import { createMailer } from './platform/mail/index.ts';
import { createPayments } from './platform/payments/index.ts';

export function createDeps(config: Config, db: Db, logger: Logger): Deps {
  const mailer = createMailer(config, db, logger);
  const auth = createAuth({
    config,
    db,
    mailer,
    logger,
    hooks: {
      // Every account gets its profile {id, display_name, city} at sign-up (spec core §7).
      onUserCreated: (user, signUpBody) =>
        saveProfile(db, user.id, { displayName: user.name, city: signUpCity(signUpBody) }),
    },
  });
  return {
    config,
    db,
    logger,
    payments: createPayments(config),
    mailer,
    auth,
    startedAt: Date.now(),
  };
}
