/**
 * POST /api/donations/checkout {amount (cents), email?} → {url}: the card page to send the browser to.
 * POST /api/donations/webhook: the payment provider's signed events (raw body).
 */

import { Hono } from 'hono';
import { donationCheckoutSchema } from '../../../shared/schemas/donations.ts';
import { clientAddress } from '../../platform/client-address.ts';
import type { AppEnv } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { InvalidWebhookSignature } from '../../platform/payments/index.ts';
import { enforceRateLimits } from '../../platform/rate-limit.ts';
import { validate } from '../../platform/validation.ts';
import { applyPaymentEvent, DONATIONS_UNAVAILABLE, startCheckout } from './service.ts';

export function donationRoutes() {
  return new Hono<AppEnv>()
    .post('/checkout', validate('json', donationCheckoutSchema), async (c) => {
      const { db, payments, config } = c.var.deps;
      await enforceRateLimits(db, [
        {
          key: `donation:ip:${clientAddress(c)}`,
          rule: { max: config.donationCheckoutsPerIp, windowSeconds: 600 },
        },
      ]);
      const { amount, email } = c.req.valid('json');
      const reply = await startCheckout(db, payments, {
        amountCents: amount,
        email,
        publicUrl: config.publicUrl,
      });
      return c.json(reply, 201);
    })
    .post('/webhook', async (c) => {
      const { db, payments } = c.var.deps;
      if (!payments) throw new ApiError(503, 'payments_unavailable', DONATIONS_UNAVAILABLE);
      try {
        const event = payments.readWebhook(await c.req.text(), c.req.header('stripe-signature'));
        await applyPaymentEvent(db, event);
      } catch (error) {
        if (error instanceof InvalidWebhookSignature) {
          throw new ApiError(400, 'invalid_signature', 'Invalid webhook signature');
        }
        throw error;
      }
      return c.json({ received: true });
    });
}
