/** Donations: anyone may give; the local test checkout answers whoever holds its link. */
import { all } from '../expect.ts';
import type { AccessContext, AccessRow } from '../types.ts';

/** Starts a $5 checkout and returns its local checkout path. */
async function checkoutPath(ctx: AccessContext): Promise<string> {
  const response = await ctx.owner.browser.request('/api/donations/checkout', {
    json: { amount: 500 },
  });
  const { url } = (await response.json()) as { url: string };
  return new URL(url).pathname;
}

const cardForm = () => {
  const form = new FormData();
  form.set('cardNumber', '1234');
  return form;
};

export const rows: AccessRow[] = [
  {
    method: 'POST',
    route: '/api/donations/checkout',
    expect: all(201),
    request: () => ({ path: '/api/donations/checkout', json: { amount: 500 } }),
  },
  {
    method: 'POST',
    route: '/api/donations/webhook',
    case: 'unsigned: refused whoever sends it',
    expect: all(400),
    request: () => ({
      path: '/api/donations/webhook',
      json: { type: 'checkout.session.completed' },
    }),
  },
  {
    method: 'GET',
    route: '/local-checkout/:sessionId',
    expect: all(200),
    request: async (ctx) => ({ path: await checkoutPath(ctx) }),
  },
  {
    method: 'POST',
    route: '/local-checkout/:sessionId/pay',
    case: 'an invalid card number',
    expect: all(400),
    request: async (ctx) => ({ path: `${await checkoutPath(ctx)}/pay`, form: cardForm() }),
  },
  {
    method: 'POST',
    route: '/local-checkout/:sessionId/cancel',
    expect: all(303),
    request: async (ctx) => ({ path: `${await checkoutPath(ctx)}/cancel`, form: new FormData() }),
  },
];
