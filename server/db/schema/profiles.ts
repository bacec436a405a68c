/** Public profile of a user (docs/product.md#settings-and-language Profile): created at sign-up, edited in settings. */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  city: text('city'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export type Profile = typeof profiles.$inferSelect;
