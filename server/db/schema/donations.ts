/** Donations (docs/product.md#donations): one row per checkout started, with its outcome. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, randomId, timestamptz, updatedOnWrite } from './columns.ts';

export const DONATION_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

export const donations = pgTable(
  'donations',
  {
    id: randomId(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** Receipt address, optional. */
    email: text('email'),
    status: text('status', { enum: DONATION_STATUSES }).notNull().default('pending'),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    /** The provider's checkout session id; webhooks find the donation by it. */
    checkoutSessionId: text('checkout_session_id').unique(),
    createdAt: createdAt(),
    updatedAt: updatedOnWrite(),
    paidAt: timestamptz('paid_at'),
  },
  (table) => [
    check('donations_amount_bounds', sql`${table.amountCents} BETWEEN 100 AND 1000000`),
    check(
      'donations_status_known',
      sql`${table.status} IN ('pending', 'paid', 'failed', 'cancelled')`,
    ),
    // Serves the donations report: paid donations by date.
    index('donations_status_created_idx').on(table.status, table.createdAt),
  ],
);

export type Donation = typeof donations.$inferSelect;
