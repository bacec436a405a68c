/** Public profile of a user (docs/product.md#settings-and-language Profile): created at sign-up, edited in settings. */
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  city: text('city'),
  /** Share read receipts ('Seen') in direct messages; off, the member sees none of others' either (issue #41). */
  readReceipts: boolean('read_receipts').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export type Profile = typeof profiles.$inferSelect;
