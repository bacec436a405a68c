/**
 * better-auth, configured for this site: email + password (min 6), magic link,
 * email verification on sign-up, password reset, TOTP second factor, and JWTs
 * (with JWKS) for clients that need a bearer token. Sessions live in httpOnly
 * cookies; passwords are hashed by the library and never logged.
 *
 * Mounted at /api/auth/* by features/auth/routes.ts, which adds rate limits.
 */

import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { jwt, magicLink, twoFactor } from 'better-auth/plugins';
import { MIN_PASSWORD_LENGTH } from '../../../shared/auth.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import * as authSchema from '../../db/schema/auth.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/index.ts';
import { SESSION_CLAIM } from './bearer.ts';
import { accountEmail } from './emails.ts';

export type AuthHooks = {
  /** Called once an account exists, with the sign-up form's extra fields. */
  onUserCreated: (
    user: { id: string; name: string },
    signUpBody: Record<string, unknown> | undefined,
  ) => Promise<void>;
  /** Called after a password reset has been saved. */
  onPasswordReset: (user: { id: string }) => Promise<void>;
};

export function createAuth(options: {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  hooks: AuthHooks;
}) {
  const { config, db, mailer, hooks, logger } = options;
  return betterAuth({
    appName: 'Habesha Community',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.auth.secret,
    trustedOrigins: [config.publicUrl, ...config.trustedOrigins],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authSchema.user,
        session: authSchema.session,
        account: authSchema.account,
        verification: authSchema.verification,
        jwks: authSchema.jwks,
        twoFactor: authSchema.twoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      // Like the original: the signup link confirms the address and signs in.
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => hooks.onPasswordReset(user),
      sendResetPassword: async ({ user, url }) =>
        mailer.send(accountEmail('resetPassword', user.email, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) =>
        mailer.send(accountEmail('verifyEmail', user.email, url)),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30, // 30 days
      updateAge: 60 * 60 * 24, // refreshed once a day while in use
    },
    // Our own limits (per address and per email, shared by instances) run in front of this handler.
    rateLimit: { enabled: false },
    // The library's own messages go through our logger, its details (redacted) beside them.
    logger: {
      log: (level, message, ...args) =>
        logger[level](
          args.length === 0 ? { from: 'better-auth' } : { from: 'better-auth', args },
          message,
        ),
    },
    advanced: {
      ipAddress: { ipAddressHeaders: config.trustProxy ? ['x-forwarded-for'] : [] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, context) => {
            await hooks.onUserCreated(user, context?.body as Record<string, unknown> | undefined);
          },
        },
      },
    },
    plugins: [
      magicLink({
        expiresIn: 5 * 60,
        sendMagicLink: async ({ email, url }) => mailer.send(accountEmail('magicLink', email, url)),
      }),
      twoFactor({ issuer: 'Habesha Community' }),
      jwt({
        // Not on every session read: signing a token (and reading its key) per request cost a
        // query and a signature for each signed-in request. Clients ask GET /api/auth/token.
        disableSettingJwtHeader: true,
        jwt: {
          issuer: config.publicUrl,
          audience: config.publicUrl,
          expirationTime: `${config.auth.jwtTtlSeconds}s`,
          // The token names its session (sub is the user): requireUser refuses it once that
          // session is gone, so signing out ends the token too. Nothing else (no email) rides along.
          definePayload: ({ session }) => ({ [SESSION_CLAIM]: session.id }),
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
