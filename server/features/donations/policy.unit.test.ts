import { describe, expect, it } from 'vitest';
import { nextDonationStatus } from './policy.ts';

describe('donation state machine', () => {
  it('records a payment on a pending donation', () => {
    expect(nextDonationStatus('pending', 'paid')).toBe('paid');
  });

  it('marks a pending donation failed, or cancelled when its checkout expires', () => {
    expect(nextDonationStatus('pending', 'failed')).toBe('failed');
    expect(nextDonationStatus('pending', 'expired')).toBe('cancelled');
  });

  it('never undoes a payment', () => {
    expect(nextDonationStatus('paid', 'expired')).toBeNull();
    expect(nextDonationStatus('paid', 'failed')).toBeNull();
    expect(nextDonationStatus('paid', 'paid')).toBeNull();
  });

  it('still records a payment that arrives after a failure or cancellation', () => {
    expect(nextDonationStatus('failed', 'paid')).toBe('paid');
    expect(nextDonationStatus('cancelled', 'paid')).toBe('paid');
  });

  it('ignores events that do not concern donations', () => {
    expect(nextDonationStatus('pending', 'ignored')).toBeNull();
    expect(nextDonationStatus('failed', 'expired')).toBeNull();
  });
});
