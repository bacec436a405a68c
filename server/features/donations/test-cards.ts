/**
 * The local test checkout's card rules, mirroring a hosted checkout in test
 * mode: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined; the expiry
 * must be a future month and the CVC 3 or 4 digits.
 */
export const TEST_CARD_SUCCEEDS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

export type CardInput = { cardNumber: string; expiry: string; cvc: string };
export type CardVerdict = { ok: true } | { ok: false; declined: boolean; message: string };

export function checkTestCard(card: CardInput, now = new Date()): CardVerdict {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return invalid('Your card number is incomplete.');

  const expiry = /^(\d{1,2})\s*\/?\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12)
    return invalid("Your card's expiration date is incomplete.");
  const endOfMonth = new Date(Date.UTC(2000 + Number(expiry[2]), month, 1));
  if (endOfMonth <= now) return invalid("Your card's expiration year is in the past.");

  if (!/^\d{3,4}$/.test(card.cvc.trim()))
    return invalid("Your card's security code is incomplete.");

  if (digits === TEST_CARD_DECLINED)
    return { ok: false, declined: true, message: 'Your card was declined.' };
  if (digits === TEST_CARD_SUCCEEDS) return { ok: true };
  return invalid(
    'Your card number is invalid. In test mode, use a test card such as 4242 4242 4242 4242.',
  );
}

function invalid(message: string): CardVerdict {
  return { ok: false, declined: false, message };
}
