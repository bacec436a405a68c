/** What the donations feature needs from a card payment provider. */
export type CheckoutRequest = {
  donationId: string;
  amountCents: number;
  email: string | null;
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = { id: string; url: string };

/** A provider event, reduced to what changes a donation. */
export type PaymentEvent = {
  kind: 'paid' | 'failed' | 'expired' | 'ignored';
  sessionId: string | null;
  donationId: string | null;
};

export class InvalidWebhookSignature extends Error {}

export interface Payments {
  readonly provider: 'stripe' | 'local';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature header against the raw body, then reads the event. */
  readWebhook(rawBody: string, signature: string | undefined): PaymentEvent;
}
