import type { Config } from '../../config.ts';
import type { LocalPayments } from './local.ts';
import { createLocalPayments } from './local.ts';
import { createStripePayments } from './stripe.ts';
import type { Payments } from './types.ts';

export * from './types.ts';
export type { LocalPayments };

/** The configured provider, or null when payments are off (production without Stripe). */
export function createPayments(config: Config): Payments | null {
  const payments = config.payments;
  switch (payments.provider) {
    case 'stripe':
      return createStripePayments(payments);
    case 'local':
      return createLocalPayments({
        publicUrl: config.publicUrl,
        webhookSecret: payments.webhookSecret,
      });
    case 'none':
      return null;
  }
}

export function isLocalPayments(payments: Payments | null): payments is LocalPayments {
  return payments?.provider === 'local' && 'signEvent' in payments;
}
