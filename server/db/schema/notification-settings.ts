/**
 * What a member wants to hear about (issue #44): kinds turned off in the app
 * and by email, muted threads and topics, and which threads have been emailed
 * since the member was last in the app (missed-mail).
 */
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, memberKey, memberRef, timestamptz, updatedAt } from './columns.ts';

export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: memberKey(),
    /** The language emails are written in: the interface's when the member saved these. */
    language: text('language').notNull().default('en'),
    offInApp: text('off_in_app').array().notNull().default(sql`'{}'`),
    offByEmail: text('off_by_email').array().notNull().default(sql`'{}'`),
    updatedAt: updatedAt(),
  },
  (t) => [check('notification_settings_language_known', sql`${t.language} IN ('en', 'ti')`)],
);

/** 'dm:<thread id>' or 'topic:<topic id>': nothing about it reaches the bell or the mailbox. */
export const notificationMutes = pgTable(
  'notification_mutes',
  {
    userId: memberRef(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'notification_mutes_pk', columns: [t.userId, t.subject] })],
);

/** When a thread was last emailed to a member: one email per thread until they come back. */
export const missedMailSent = pgTable(
  'missed_mail_sent',
  {
    userId: memberRef(),
    subject: text('subject').notNull(),
    emailedAt: timestamptz('emailed_at').notNull(),
  },
  (t) => [primaryKey({ name: 'missed_mail_sent_pk', columns: [t.userId, t.subject] })],
);
