/** Starting a donation checkout and applying the provider's verdict. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Donation, donations } from '../../db/schema/donations.ts';
import { ApiError } from '../../platform/errors.ts';
import type { PaymentEvent, Payments } from '../../platform/payments/index.ts';
import { nextDonationStatus } from './policy.ts';

export const DONATIONS_UNAVAILABLE =
  'Donations are not available right now. Please try again later.';

export async function startCheckout(
  db: Db,
  payments: Payments | null,
  input: { amountCents: number; email: string | null; publicUrl: string },
): Promise<{ url: string }> {
  if (!payments) throw new ApiError(503, 'payments_unavailable', DONATIONS_UNAVAILABLE);

  const [donation] = await db
    .insert(donations)
    .values({ amountCents: input.amountCents, email: input.email, provider: payments.provider })
    .returning({ id: donations.id });
  if (!donation) throw new Error('Inserting the donation returned no row');

  try {
    const session = await payments.createCheckout({
      donationId: donation.id,
      amountCents: input.amountCents,
      email: input.email,
      successUrl: `${input.publicUrl}/donate/success?amt=${input.amountCents}`,
      cancelUrl: `${input.publicUrl}/donate/cancel`,
    });
    await db
      .update(donations)
      .set({ checkoutSessionId: session.id })
      .where(eq(donations.id, donation.id));
    return { url: session.url };
  } catch (error) {
    await db.update(donations).set({ status: 'failed' }).where(eq(donations.id, donation.id));
    throw new ApiError(
      502,
      'payment_provider_error',
      'The payment page could not be opened. Please try again.',
      undefined,
      error,
    );
  }
}

/** Applies a verified provider event; unknown sessions and no-op transitions are ignored. */
export async function applyPaymentEvent(db: Db, event: PaymentEvent): Promise<Donation | null> {
  if (event.kind === 'ignored' || !event.sessionId) return null;
  return db.transaction(async (tx) => {
    const [donation] = await tx
      .select()
      .from(donations)
      .where(eq(donations.checkoutSessionId, event.sessionId as string))
      .for('update');
    if (!donation) return null;
    const next = nextDonationStatus(donation.status, event.kind);
    if (!next) return donation;
    const [updated] = await tx
      .update(donations)
      .set({ status: next, ...(next === 'paid' && { paidAt: new Date() }) })
      .where(eq(donations.id, donation.id))
      .returning();
    return updated ?? null;
  });
}

export async function findDonationBySession(db: Db, sessionId: string): Promise<Donation | null> {
  const [donation] = await db
    .select()
    .from(donations)
    .where(eq(donations.checkoutSessionId, sessionId));
  return donation ?? null;
}
