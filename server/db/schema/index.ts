/**
 * The Drizzle schema, one file per feature, re-exported here so the client and
 * drizzle-kit see every table. Features add their file (auth.ts, listings.ts,
 * notifications.ts, ...) and a line below, then run `npm run db:generate`.
 *
 * The foundation itself needs no table: its migration 0000 installs the
 * PostgreSQL extensions later features rely on (see migrations/0000_extensions.sql).
 */
export {};
