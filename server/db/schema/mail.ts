/**
 * The dev mailbox: every email the server sends when no SMTP server is
 * configured, so sign-in links and resets work offline and tests can read them.
 */
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, randomId } from './columns.ts';

export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: randomId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Headers sent beside the standard ones (List-Unsubscribe, issue #44). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  // Serves the mailbox page and tests: newest messages for an address.
  (table) => [index('dev_mailbox_to_created_idx').on(table.to, table.createdAt)],
);
