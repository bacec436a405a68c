/**
 * The donation state machine: pending → paid | failed | cancelled. Paid is
 * final (a late "expired" or a replayed event never undoes a payment), and a
 * payment still counts after a failed attempt or an abandoned page (Stripe
 * keeps a session payable until it expires).
 */
import type { DonationStatus } from '../../db/schema/donations.ts';
import type { PaymentEvent } from '../../platform/payments/index.ts';

const TARGET: Record<Exclude<PaymentEvent['kind'], 'ignored'>, DonationStatus> = {
  paid: 'paid',
  failed: 'failed',
  expired: 'cancelled',
};

/** The status an event moves a donation to, or null when it must not change. */
export function nextDonationStatus(
  current: DonationStatus,
  event: PaymentEvent['kind'],
): DonationStatus | null {
  if (event === 'ignored') return null;
  const target = TARGET[event];
  if (current === target) return null;
  if (current === 'paid') return null;
  if (target === 'paid') return 'paid';
  return current === 'pending' ? target : null;
}
