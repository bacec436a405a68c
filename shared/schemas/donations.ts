/** The donation checkout's request schema. */
import { z as zod } from 'zod';
import {
  DONATION_AMOUNT_MESSAGE,
  DONATION_EMAIL_MESSAGE,
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
} from '../donations.ts';
import { safeText } from './text.ts';

export const donationCheckoutSchema = zod.object({
  amount: zod
    .number({ error: DONATION_AMOUNT_MESSAGE })
    .int(DONATION_AMOUNT_MESSAGE)
    .min(DONATION_MIN_CENTS, DONATION_AMOUNT_MESSAGE)
    .max(DONATION_MAX_CENTS, DONATION_AMOUNT_MESSAGE),
  email: safeText()
    .trim()
    .max(254, DONATION_EMAIL_MESSAGE)
    .nullish()
    .transform((email) => email || null)
    .pipe(zod.email(DONATION_EMAIL_MESSAGE).nullable()),
});

export type DonationCheckoutInput = zod.input<typeof donationCheckoutSchema>;
