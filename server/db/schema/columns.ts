/**
 * Columns many tables share, written once and spread into each table (as
 * drizzle's docs suggest for timestamps): a row's random id, the moments it
 * keeps (moments.ts), the member it belongs to (their rows go with their
 * account) or names (kept as null once they are gone), and the row it hangs
 * off (it goes with that row).
 * Not for auth.ts, which defines the member (user) these refer to; it takes
 * its moments from moments.ts.
 */
import { type AnyPgColumn, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

export { createdAt, timestamptz, updatedAt, updatedOnWrite } from './moments.ts';

/** A row's own id: a random UUID. */
export const randomId = () => uuid('id').primaryKey().defaultRandom();

/** The member the row belongs to (`column`: user_id unless named); deleted with their account. */
export const memberRef = (column = 'user_id') =>
  text(column)
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/** The member a one-row-per-member table is about: its key; deleted with their account. */
export const memberKey = (column = 'user_id') =>
  text(column)
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' });

/** A member the row names, kept as null once their account is deleted (the row stays). */
export const memberOrNull = (column: string) =>
  text(column).references(() => user.id, { onDelete: 'set null' });

/** The row this one hangs off, by its UUID `column`; deleted with it. */
export const partOf = (column: string, target: () => AnyPgColumn) =>
  uuid(column).notNull().references(target, { onDelete: 'cascade' });
