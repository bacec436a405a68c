/**
 * The offline stand-in for Stripe Checkout: sessions whose URL is this
 * server's own card page (/local-checkout/:id, see features/donations). It
 * signs its events with the same scheme as Stripe, so they are verified and
 * applied by the very code that handles Stripe's webhooks.
 */
import { randomBytes } from 'node:crypto';
import type { Payments } from './types.ts';
import { readSignedEvent, signPayload } from './webhook.ts';

export type LocalPayments = Payments & {
  provider: 'local';
  /** A signed `checkout.session.*` event, as Stripe would send it. */
  signEvent(event: LocalEventInput): { payload: string; signature: string };
};

export type LocalEventInput = {
  type: 'checkout.session.completed' | 'checkout.session.expired';
  sessionId: string;
  donationId: string;
  amountCents: number;
  email: string | null;
};

export function createLocalPayments(options: {
  publicUrl: string;
  webhookSecret: string;
}): LocalPayments {
  return {
    provider: 'local',
    async createCheckout() {
      const id = `cs_local_${randomBytes(12).toString('hex')}`;
      return { id, url: `${options.publicUrl}/local-checkout/${id}` };
    },
    readWebhook: (rawBody, signature) => readSignedEvent(rawBody, signature, options.webhookSecret),
    signEvent(event) {
      const payload = JSON.stringify({
        id: `evt_local_${randomBytes(12).toString('hex')}`,
        object: 'event',
        type: event.type,
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: event.sessionId,
            object: 'checkout.session',
            amount_total: event.amountCents,
            currency: 'usd',
            customer_email: event.email,
            client_reference_id: event.donationId,
            metadata: { donationId: event.donationId },
            payment_status: event.type === 'checkout.session.completed' ? 'paid' : 'unpaid',
            status: event.type === 'checkout.session.completed' ? 'complete' : 'expired',
          },
        },
      });
      return { payload, signature: signPayload(payload, options.webhookSecret) };
    },
  };
}
