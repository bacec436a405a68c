/** Public profile of a user (docs/product.md#settings-and-language Profile): created at sign-up, edited in settings. */
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { memberKey, updatedOnWrite } from './columns.ts';

export const profiles = pgTable('profiles', {
  id: memberKey('id'),
  displayName: text('display_name'),
  city: text('city'),
  /** Share read receipts ('Seen') in direct messages; off, the member sees none of others' either (issue #41). */
  readReceipts: boolean('read_receipts').notNull().default(true),
  updatedAt: updatedOnWrite(),
});

export type Profile = typeof profiles.$inferSelect;
