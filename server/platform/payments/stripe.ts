/** Stripe Checkout (hosted card page), test or live mode by the key given. */
import Stripe from 'stripe';
import type { CheckoutRequest, Payments } from './types.ts';
import { readSignedEvent } from './webhook.ts';

export function createStripePayments(options: {
  secretKey: string;
  webhookSecret: string;
  apiUrl?: string | undefined;
}): Payments {
  const api = options.apiUrl ? new URL(options.apiUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'http:' ? 80 : 443),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
    }),
  });

  return {
    provider: 'stripe',
    async createCheckout(request: CheckoutRequest) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        submit_type: 'donate',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: request.amountCents,
              product_data: { name: 'Donation to Habesha Community' },
            },
          },
        ],
        ...(request.email && { customer_email: request.email }),
        client_reference_id: request.donationId,
        metadata: { donationId: request.donationId },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },
    readWebhook: (rawBody, signature) => readSignedEvent(rawBody, signature, options.webhookSecret),
  };
}
