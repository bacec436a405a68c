/** Donations: anyone may give; the local test checkout answers whoever holds its link. */
import { all } from '../expect.ts';
import type { AccessContext, AccessRow } from '../types.ts';

/** Starts a $5 checkout and returns its session's id (the last part of its local checkout link). */
async function checkoutSession(ctx: AccessContext): Promise<string> {
  const response = await ctx.owner.browser.request('/api/donations/checkout', {
    json: { amount: 500 },
  });
  const { url } = (await response.json()) as { url: string };
  return new URL(url).pathname.split('/').at(-1) as string;
}

const cardForm = () => {
  const form = new FormData();
  form.set('cardNumber', '1234');
  return form;
};

export const rows: AccessRow[] = [
  { method: 'POST', route: '/api/donations/checkout', json: { amount: 500 }, expect: all(201) },
  {
    method: 'POST',
    route: '/api/donations/webhook',
    case: 'unsigned: refused whoever sends it',
    json: { type: 'checkout.session.completed' },
    expect: all(400),
  },
  { method: 'GET', route: '/local-checkout/:sessionId', params: checkoutSession, expect: all(200) },
  {
    method: 'POST',
    route: '/local-checkout/:sessionId/pay',
    case: 'an invalid card number',
    params: checkoutSession,
    form: cardForm,
    expect: all(400),
  },
  {
    method: 'POST',
    route: '/local-checkout/:sessionId/cancel',
    params: checkoutSession,
    form: () => new FormData(),
    expect: all(303),
  },
];
