/**
 * Tables of better-auth (user, session, account, verification) and of its jwt
 * and two-factor plugins. Written by hand to match better-auth's model (its
 * schema CLI needs Node 22): property names are better-auth's field names,
 * column names are snake_case. Passwords live hashed in account.password.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedOnWrite } from './moments.ts';

const timestamps = { createdAt: createdAt(), updatedAt: updatedOnWrite() };

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  ...timestamps,
});

/** The user a row of better-auth's belongs to; deleted with them (columns.ts memberRef, for auth). */
const ofUser = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: ofUser(),
    ...timestamps,
  },
  // Serves "sign out everywhere" and session listing per user.
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: ofUser(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  // Serves the credential lookup at sign-in (account of a user).
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    ...timestamps,
  },
  // Serves token lookups of magic links, email verification and password reset.
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** Signing keys of the jwt plugin (private keys stored encrypted with the auth secret). */
export const jwks = pgTable('jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  alg: text('alg'),
  crv: text('crv'),
  createdAt: createdAt(),
  expiresAt: timestamptz('expires_at'),
});

export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: ofUser(),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamptz('locked_until'),
  },
  (table) => [
    index('two_factor_user_id_idx').on(table.userId),
    index('two_factor_secret_idx').on(table.secret),
  ],
);

/**
 * Fixed-window request counters shared by every instance (see
 * platform/rate-limit.ts): key is e.g. "sign-in:ip:203.0.113.9" or
 * "sign-in:email:a@b.org". Unlogged (migration 0039): a crash empties it, and
 * the windows open anew.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamptz('window_start').notNull().default(sql`now()`),
  count: integer('count').notNull().default(0),
});
