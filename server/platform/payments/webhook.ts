/**
 * Webhook verification shared by Stripe and the local test checkout: both
 * sign events the Stripe way (`Stripe-Signature: t=...,v1=HMAC`), so one code
 * path verifies and reads them. Verification is local (no network).
 */
import Stripe from 'stripe';
import { InvalidWebhookSignature, type PaymentEvent } from './types.ts';

export function readSignedEvent(
  rawBody: string,
  signature: string | undefined,
  secret: string,
): PaymentEvent {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
  } catch (error) {
    throw new InvalidWebhookSignature(error instanceof Error ? error.message : 'Invalid signature');
  }
  return toPaymentEvent(event);
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const ignored: PaymentEvent = { kind: 'ignored', sessionId: null, donationId: null };
  if (!event.type.startsWith('checkout.session.')) return ignored;
  const session = event.data.object as Stripe.Checkout.Session;
  const ids = {
    sessionId: session.id ?? null,
    donationId: session.metadata?.donationId ?? session.client_reference_id ?? null,
  };
  switch (event.type) {
    case 'checkout.session.completed':
      // Card payments are paid at completion; delayed methods report later.
      return session.payment_status === 'paid' ? { kind: 'paid', ...ids } : ignored;
    case 'checkout.session.async_payment_succeeded':
      return { kind: 'paid', ...ids };
    case 'checkout.session.async_payment_failed':
      return { kind: 'failed', ...ids };
    case 'checkout.session.expired':
      return { kind: 'expired', ...ids };
    default:
      return ignored;
  }
}

/** Signs a payload the way Stripe does (used by the local checkout and tests). */
export function signPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
