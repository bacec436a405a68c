import type { DonationCheckoutReply } from '@shared/donations.ts';
import { ApiRequestError, apiFetch } from '../../app/api.ts';

/** Why a checkout could not start, as the i18n key of the message to show. */
export type CheckoutProblem =
  | 'donate.unableToStart'
  | 'donate.networkError'
  | 'donate.amountRange'
  | 'donate.invalidEmail';

/**
 * Asks the server for a checkout page and sends the browser there. Resolves
 * with a problem to show when it cannot (docs/product.md#donations: no URL → 'Unable to
 * start checkout'; an exception → 'Network error. Please try again.').
 */
export async function startDonationCheckout(
  amountCents: number,
  email: string,
): Promise<CheckoutProblem | null> {
  let reply: DonationCheckoutReply;
  try {
    reply = await apiFetch<DonationCheckoutReply>('/donations/checkout', {
      json: { amount: amountCents, email },
    });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) {
      console.error('Donation checkout failed', error);
      return 'donate.networkError';
    }
    if (error.fields.amount) return 'donate.amountRange';
    if (error.fields.email) return 'donate.invalidEmail';
    return 'donate.unableToStart';
  }
  if (!reply?.url) return 'donate.unableToStart';
  window.location.assign(reply.url);
  return null;
}
