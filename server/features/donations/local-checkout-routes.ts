/**
 * The local test checkout (used when Stripe is not configured, never in
 * production): GET shows the card page, POST pay/cancel turn into signed
 * provider events that go through the same verification and state machine as
 * Stripe's webhooks, then redirect like the hosted page does.
 */
import { Hono } from 'hono';
import { z as zod } from 'zod';
import { safeText } from '../../../shared/schemas/text.ts';
import type { Donation } from '../../db/schema/donations.ts';
import type { AppEnv } from '../../platform/context.ts';
import type { LocalPayments } from '../../platform/payments/index.ts';
import { parseOrThrow, readForm } from '../../platform/validation.ts';
import { renderCheckoutPage, renderClosedPage } from './local-checkout-page.ts';
import { applyPaymentEvent, findDonationBySession } from './service.ts';
import { checkTestCard } from './test-cards.ts';

/** The card form: plain text fields (a file or a repeated field is refused). */
const field = (max: number) => safeText().max(max).default('');
const form = zod.object({
  email: field(320),
  cardNumber: field(40),
  expiry: field(20),
  cvc: field(10),
  name: field(200),
});

export function localCheckoutRoutes(payments: LocalPayments) {
  const app = new Hono<AppEnv>();

  // The card page's forms post back here. Under the site-wide 'no-referrer' a browser sends
  // such a post with `Origin: null`, which the origin check refuses; within the site the
  // origin may be sent (other sites still get no referrer).
  app.use('*', async (c, next) => {
    await next();
    c.header('Referrer-Policy', 'same-origin');
  });

  /** Sends one signed event through the webhook path, as Stripe would. */
  const deliver = async (
    db: AppEnv['Variables']['deps']['db'],
    donation: Donation,
    type: 'checkout.session.completed' | 'checkout.session.expired',
  ) => {
    const { payload, signature } = payments.signEvent({
      type,
      sessionId: donation.checkoutSessionId ?? '',
      donationId: donation.id,
      amountCents: donation.amountCents,
      email: donation.email,
    });
    await applyPaymentEvent(db, payments.readWebhook(payload, signature));
  };

  const openDonation = async (db: AppEnv['Variables']['deps']['db'], sessionId: string) => {
    const donation = await findDonationBySession(db, sessionId);
    if (!donation)
      return { closed: renderClosedPage('This checkout does not exist.'), status: 404 as const };
    if (donation.status === 'paid')
      return {
        closed: renderClosedPage('This donation is already paid. Thank you!'),
        status: 410 as const,
      };
    if (donation.status === 'cancelled')
      return { closed: renderClosedPage('This checkout has expired.'), status: 410 as const };
    return { donation };
  };

  app.get('/:sessionId', async (c) => {
    const opened = await openDonation(c.var.deps.db, c.req.param('sessionId'));
    if (!opened.donation) return c.html(opened.closed, opened.status);
    c.header('Cache-Control', 'no-store');
    const { donation } = opened;
    return c.html(
      renderCheckoutPage({
        sessionId: c.req.param('sessionId'),
        amountCents: donation.amountCents,
        email: donation.email ?? '',
      }),
    );
  });

  app.post('/:sessionId/pay', async (c) => {
    const { db, config } = c.var.deps;
    const sessionId = c.req.param('sessionId');
    const opened = await openDonation(db, sessionId);
    if (!opened.donation) return c.html(opened.closed, opened.status);
    const { donation } = opened;
    const input = parseOrThrow(form, await readForm(c));

    const verdict = checkTestCard(input);
    if (!verdict.ok) {
      const page = renderCheckoutPage({
        sessionId,
        amountCents: donation.amountCents,
        ...input,
        error: verdict.message,
      });
      return c.html(page, verdict.declined ? 402 : 400);
    }
    await deliver(db, donation, 'checkout.session.completed');
    return c.redirect(`${config.publicUrl}/donate/success?amt=${donation.amountCents}`, 303);
  });

  app.post('/:sessionId/cancel', async (c) => {
    const { db, config } = c.var.deps;
    const opened = await openDonation(db, c.req.param('sessionId'));
    if (opened.donation) await deliver(db, opened.donation, 'checkout.session.expired');
    return c.redirect(`${config.publicUrl}/donate/cancel`, 303);
  });

  return app;
}
