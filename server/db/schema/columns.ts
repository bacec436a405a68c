/**
 * Columns many tables share, written once: a row's random id, when it was
 * made, the member it belongs to (their rows go with their account) and
 * the row it hangs off (it goes with that row).
 * Not for auth.ts, which defines the member (user) these refer to.
 */
import { type AnyPgColumn, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** A row's own id: a random UUID. */
export const randomId = () => uuid('id').primaryKey().defaultRandom();

/** When the row was made. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The member the row belongs to (`column`: user_id unless named); deleted with their account. */
export const memberRef = (column = 'user_id') =>
  text(column)
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/** The row this one hangs off, by its UUID `column`; deleted with it. */
export const partOf = (column: string, target: () => AnyPgColumn) =>
  uuid(column).notNull().references(target, { onDelete: 'cascade' });
