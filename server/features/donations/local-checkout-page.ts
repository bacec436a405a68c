/**
 * The local test checkout's card page: a plain server-rendered form that
 * behaves like a hosted card checkout, so the whole donation journey works
 * offline. It imitates a third-party page, so it is deliberately separate from
 * the app's own UI (and works without JavaScript).
 */
import { html, raw } from 'hono/html';
import { formatCents } from '../../../shared/money.ts';

export type CheckoutFormState = {
  sessionId: string;
  amountCents: number;
  email: string;
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  name?: string;
  error?: string;
};

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  * { box-sizing: border-box; }
  body { margin: 0; background: #f6f8fa; color: #1a1f36; }
  .wrap { max-width: 920px; margin: 0 auto; display: grid; gap: 32px; padding: 40px 20px; grid-template-columns: 1fr; }
  @media (min-width: 760px) { .wrap { grid-template-columns: 1fr 1fr; padding-top: 72px; } }
  .badge { display: inline-block; background: #ffde92; color: #5d3d00; font-size: 12px; font-weight: 600; padding: 2px 8px; border-radius: 4px; }
  .merchant { font-weight: 600; margin: 16px 0 4px; color: #697386; }
  .amount { font-size: 36px; font-weight: 700; margin: 0; }
  .note { color: #697386; font-size: 14px; line-height: 1.5; }
  form { background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 8px 24px rgba(26,31,54,.08); }
  label { display: block; font-size: 14px; font-weight: 500; margin: 14px 0 6px; color: #3c4257; }
  input { width: 100%; font-size: 16px; padding: 10px 12px; border: 1px solid #d5dbe1; border-radius: 6px; background: #fff; color: inherit; }
  input:focus { outline: 2px solid #635bff; outline-offset: 0; border-color: #635bff; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  .pay { margin-top: 22px; width: 100%; padding: 12px; border: 0; border-radius: 6px; background: #635bff; color: #fff; font-size: 16px; font-weight: 600; cursor: pointer; }
  .pay:hover { background: #5147e5; }
  .cancel { background: none; border: 0; padding: 0; color: #635bff; font-size: 14px; cursor: pointer; margin-top: 20px; }
  .error { margin-top: 16px; padding: 10px 12px; border-radius: 6px; background: #fff0f0; color: #c0123c; font-size: 14px; }
  .hint { font-size: 13px; color: #697386; margin-top: 14px; }
  code { background: #eef1f5; padding: 1px 5px; border-radius: 4px; }
`;

export function renderCheckoutPage(state: CheckoutFormState) {
  const base = `/local-checkout/${state.sessionId}`;
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Pay ${formatCents(state.amountCents)} · Habesha Community</title>
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <main class="wrap">
      <section>
        <span class="badge">TEST MODE</span>
        <p class="merchant">Donation to Habesha Community</p>
        <p class="amount">${formatCents(state.amountCents)}</p>
        <p class="note">This is the local test checkout: no real card is charged. Configure Stripe to take real donations.</p>
        <form method="post" action="${base}/cancel" style="background:none;box-shadow:none;padding:0">
          <button class="cancel" type="submit">← Back to Habesha Community</button>
        </form>
      </section>
      <form method="post" action="${base}/pay" novalidate>
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="email" value="${state.email}" />
        <label for="cardNumber">Card number</label>
        <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" value="${state.cardNumber ?? ''}" required />
        <div class="row">
          <div>
            <label for="expiry">Expiry (MM / YY)</label>
            <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" value="${state.expiry ?? ''}" required />
          </div>
          <div>
            <label for="cvc">CVC</label>
            <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" value="${state.cvc ?? ''}" required />
          </div>
        </div>
        <label for="name">Name on card</label>
        <input id="name" name="name" autocomplete="cc-name" value="${state.name ?? ''}" />
        ${state.error ? html`<p class="error" role="alert">${state.error}</p>` : ''}
        <button class="pay" type="submit">Pay ${formatCents(state.amountCents)}</button>
        <p class="hint">Test cards: <code>4242 4242 4242 4242</code> succeeds, <code>4000 0000 0000 0002</code> is declined. Any future expiry and any CVC.</p>
      </form>
    </main>
  </body>
</html>`;
}

export function renderClosedPage(message: string) {
  return html`<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Checkout closed</title><style>${raw(STYLE)}</style></head>
  <body><main class="wrap"><section><span class="badge">TEST MODE</span><p class="amount" style="font-size:24px">${message}</p><p><a href="/">Back to Habesha Community</a></p></section></main></body>
</html>`;
}
