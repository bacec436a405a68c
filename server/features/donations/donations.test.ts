import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../../db/schema/donations.ts';
import { createTestApp, json } from '../../test/app.ts';
import { setupTestDatabase } from '../../test/database.ts';

const database = setupTestDatabase();
const PUBLIC_URL = 'http://localhost:3000';

function postJson(
  app: ReturnType<typeof createTestApp>,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function donationBySession(sessionId: string) {
  const [row] = await database.db
    .select()
    .from(donations)
    .where(eq(donations.checkoutSessionId, sessionId));
  return row;
}

const sessionIdOf = (url: string) => url.split('/').pop() ?? '';

describe('POST /api/donations/checkout with the local test checkout', () => {
  const app = () => createTestApp(database, { PUBLIC_URL });

  it('records a pending donation and answers the checkout page URL', async () => {
    const response = await postJson(app(), '/api/donations/checkout', {
      amount: 1000,
      email: 'donor@example.org',
    });
    expect(response.status).toBe(201);
    const { url } = await json<{ url: string }>(response);
    expect(url).toMatch(/^http:\/\/localhost:3000\/local-checkout\/cs_local_[0-9a-f]+$/);
    expect(await donationBySession(sessionIdOf(url))).toMatchObject({
      amountCents: 1000,
      email: 'donor@example.org',
      status: 'pending',
      provider: 'local',
    });
  });

  it('refuses amounts outside $1 to $10,000 with a 400 that names the field', async () => {
    for (const amount of [0, 99, 1_000_001, 12.5]) {
      const response = await postJson(app(), '/api/donations/checkout', { amount });
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({
        error: {
          code: 'validation_failed',
          message: 'Donation amount must be between $1.00 and $10,000.00.',
          fields: { amount: 'Donation amount must be between $1.00 and $10,000.00.' },
        },
      });
    }
  });

  it('refuses an amount that is not a number of cents, and a malformed email', async () => {
    const text = await postJson(app(), '/api/donations/checkout', { amount: '500' });
    expect(text.status).toBe(400);
    const email = await postJson(app(), '/api/donations/checkout', {
      amount: 500,
      email: 'not-an-email',
    });
    expect(email.status).toBe(400);
    expect(await json(email)).toMatchObject({
      error: { fields: { email: 'Enter a valid email address, or leave it empty.' } },
    });
    const broken = await postJson(app(), '/api/donations/checkout', '{"amount": 5');
    expect(broken.status).toBe(400);
    expect(await json(broken)).toMatchObject({ error: { code: 'http_error' } });
  });

  it('takes no donations in production without Stripe (the local checkout moves no money)', async () => {
    const production = createTestApp(database, {
      NODE_ENV: 'production',
      PUBLIC_URL,
      DATABASE_URL: 'postgres://configured-elsewhere',
      AUTH_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail.example:25',
    });
    const response = await postJson(production, '/api/donations/checkout', { amount: 500 });
    expect(response.status).toBe(503);
    expect(await json(response)).toMatchObject({ error: { code: 'payments_unavailable' } });
    // No card page exists: the path falls through to the web app (its 'Page not found').
    expect(await (await production.request('/local-checkout/cs_local_x')).text()).not.toContain(
      'TEST MODE',
    );
  });
});

describe('the local test checkout page', () => {
  const app = () => createTestApp(database, { PUBLIC_URL });
  const start = async (amount = 500) => {
    const { url } = await json<{ url: string }>(
      await postJson(app(), '/api/donations/checkout', { amount }),
    );
    return sessionIdOf(url);
  };
  const pay = (sessionId: string, cardNumber: string) =>
    app().request(`/local-checkout/${sessionId}/pay`, {
      method: 'POST',
      body: new URLSearchParams({
        email: '',
        cardNumber,
        expiry: '12 / 40',
        cvc: '123',
        name: 'Test Donor',
      }),
    });

  it('shows the amount and the test cards', async () => {
    const response = await app().request(`/local-checkout/${await start(2000)}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('Pay $20.00');
    expect(page).toContain('4242 4242 4242 4242');
  });

  it('4242 4242 4242 4242 pays: the donation is recorded paid and the browser goes to /donate/success?amt=', async () => {
    const sessionId = await start(2000);
    const response = await pay(sessionId, '4242 4242 4242 4242');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${PUBLIC_URL}/donate/success?amt=2000`);
    const donation = await donationBySession(sessionId);
    expect(donation?.status).toBe('paid');
    expect(donation?.paidAt).toBeInstanceOf(Date);
    // The page is closed once paid.
    expect((await app().request(`/local-checkout/${sessionId}`)).status).toBe(410);
  });

  it('4000 0000 0000 0002 is declined: the page says so and the donation stays payable', async () => {
    const sessionId = await start();
    const response = await pay(sessionId, '4000 0000 0000 0002');
    expect(response.status).toBe(402);
    expect(await response.text()).toContain('Your card was declined.');
    expect((await donationBySession(sessionId))?.status).toBe('pending');
    expect((await pay(sessionId, '4242424242424242')).status).toBe(303);
    expect((await donationBySession(sessionId))?.status).toBe('paid');
  });

  it('going back cancels: the browser goes to /donate/cancel and nothing is charged', async () => {
    const sessionId = await start();
    const response = await app().request(`/local-checkout/${sessionId}/cancel`, { method: 'POST' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${PUBLIC_URL}/donate/cancel`);
    expect((await donationBySession(sessionId))?.status).toBe('cancelled');
  });

  it('an unknown checkout is a 404 page', async () => {
    expect((await app().request('/local-checkout/cs_local_nope')).status).toBe(404);
  });
});

describe('Stripe Checkout (SDK pointed at a local stub of the Stripe API)', () => {
  const WEBHOOK_SECRET = 'whsec_test_secret';
  let stub: Server;
  let stubUrl = '';
  let lastRequest: { path: string; body: URLSearchParams; auth: string } | undefined;
  let failNext = false;

  beforeAll(async () => {
    stub = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        lastRequest = {
          path: req.url ?? '',
          body: new URLSearchParams(raw),
          auth: req.headers.authorization ?? '',
        };
        res.setHeader('content-type', 'application/json');
        if (failNext) {
          failNext = false;
          res.statusCode = 400;
          res.end(
            JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such price' } }),
          );
          return;
        }
        res.end(
          JSON.stringify({
            id: 'cs_test_a1',
            object: 'checkout.session',
            url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

  const app = () =>
    createTestApp(database, {
      PUBLIC_URL,
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stubUrl,
    });

  const completedEvent = (sessionId: string, paymentStatus = 'paid') =>
    JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus },
      },
    });

  const webhook = (payload: string, secret = WEBHOOK_SECRET) =>
    postJson(app(), '/api/donations/webhook', payload, {
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    });

  it('creates a test-mode checkout session with the amount, receipt email and return URLs', async () => {
    const response = await postJson(app(), '/api/donations/checkout', {
      amount: 1500,
      email: 'donor@example.org',
    });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_a1' });
    expect(lastRequest?.path).toBe('/v1/checkout/sessions');
    expect(lastRequest?.auth).toBe('Bearer sk_test_123');
    const body = lastRequest?.body;
    expect(body?.get('mode')).toBe('payment');
    expect(body?.get('line_items[0][price_data][unit_amount]')).toBe('1500');
    expect(body?.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(body?.get('customer_email')).toBe('donor@example.org');
    expect(body?.get('success_url')).toBe(`${PUBLIC_URL}/donate/success?amt=1500`);
    expect(body?.get('cancel_url')).toBe(`${PUBLIC_URL}/donate/cancel`);
    const donation = await donationBySession('cs_test_a1');
    expect(body?.get('metadata[donationId]')).toBe(donation?.id);
    expect(donation).toMatchObject({ provider: 'stripe', status: 'pending', amountCents: 1500 });
  });

  it('marks the donation paid on a correctly signed checkout.session.completed', async () => {
    const response = await webhook(completedEvent('cs_test_a1'));
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ received: true });
    expect((await donationBySession('cs_test_a1'))?.status).toBe('paid');
  });

  it('rejects a forged signature with 400 and changes nothing', async () => {
    await database.db
      .update(donations)
      .set({ status: 'pending', paidAt: null })
      .where(eq(donations.checkoutSessionId, 'cs_test_a1'));
    const forged = await webhook(completedEvent('cs_test_a1'), 'whsec_attacker');
    expect(forged.status).toBe(400);
    expect(await json(forged)).toEqual({
      error: { code: 'invalid_signature', message: 'Invalid webhook signature' },
    });
    const unsigned = await postJson(app(), '/api/donations/webhook', completedEvent('cs_test_a1'));
    expect(unsigned.status).toBe(400);
    expect((await donationBySession('cs_test_a1'))?.status).toBe('pending');
  });

  it('is idempotent: a replayed or late event never undoes a payment', async () => {
    await webhook(completedEvent('cs_test_a1'));
    await webhook(completedEvent('cs_test_a1'));
    const expired = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { id: 'cs_test_a1', object: 'checkout.session' } },
    });
    expect((await webhook(expired)).status).toBe(200);
    expect((await donationBySession('cs_test_a1'))?.status).toBe('paid');
  });

  it('acknowledges events for unknown sessions or other types without changes', async () => {
    expect((await webhook(completedEvent('cs_unknown'))).status).toBe(200);
    const other = JSON.stringify({
      id: 'evt_3',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    });
    expect((await webhook(other)).status).toBe(200);
  });

  it('answers 502 with a readable message when Stripe refuses, and marks that donation failed', async () => {
    failNext = true;
    const response = await postJson(app(), '/api/donations/checkout', { amount: 700 });
    expect(response.status).toBe(502);
    expect(await json(response)).toEqual({
      error: {
        code: 'payment_provider_error',
        message: 'The payment page could not be opened. Please try again.',
      },
    });
    const [failed] = await database.db
      .select()
      .from(donations)
      .where(eq(donations.amountCents, 700));
    expect(failed?.status).toBe('failed');
  });
});
