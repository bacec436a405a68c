/**
 * The Drizzle schema, one file per feature, re-exported here so the client and
 * drizzle-kit see every table. A feature adds its file and a line below, then
 * runs `npm run db:generate` to write the migration.
 *
 * Migration 0000 is hand-written: the PostgreSQL extensions later tables rely on.
 */
export * from './auth.ts';
export * from './blocks.ts';
export * from './chat.ts';
export * from './content-reports.ts';
export * from './donations.ts';
export * from './forums.ts';
export * from './inbox.ts';
export * from './listings.ts';
export * from './mail.ts';
export * from './match.ts';
export * from './mentors.ts';
export * from './moderation.ts';
export * from './notification-settings.ts';
export * from './notifications.ts';
export * from './presence.ts';
export * from './profiles.ts';
export * from './saved-searches.ts';
