/**
 * The moments tables keep, written once: every time in this schema has its
 * time zone (timestamptz), and most rows say when they were made and last
 * changed. Apart from columns.ts so that auth.ts, which columns.ts refers
 * to, can use them too.
 */
import { timestamp } from 'drizzle-orm/pg-core';

/** A moment, with its time zone. */
export const timestamptz = (column: string) => timestamp(column, { withTimezone: true });

/** When the row was made. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed, as the code that changes it says (e.g. a topic's latest reply). */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** When the row last changed: drizzle sets it on every update it makes. */
export const updatedOnWrite = () => updatedAt().$onUpdate(() => new Date());
