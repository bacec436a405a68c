import { describe, expect, it } from 'vitest';
import { checkTestCard } from './test-cards.ts';

const now = new Date('2026-11-21T12:00:00Z');
const card = (cardNumber: string, expiry = '12 / 30', cvc = '123') =>
  checkTestCard({ cardNumber, expiry, cvc }, now);

describe('local test checkout cards', () => {
  it('accepts 4242 4242 4242 4242', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true });
    expect(card('4242424242424242', '1/27', '1234')).toEqual({ ok: true });
  });

  it('declines 4000 0000 0000 0002', () => {
    expect(card('4000 0000 0000 0002')).toEqual({
      ok: false,
      declined: true,
      message: 'Your card was declined.',
    });
  });

  it('refuses other numbers, past or malformed expiry and a bad CVC, saying which', () => {
    expect(card('5555 5555 5555 4444')).toMatchObject({
      ok: false,
      declined: false,
      message: expect.stringMatching(/test card/),
    });
    expect(card('4242')).toMatchObject({ ok: false, message: 'Your card number is incomplete.' });
    expect(card('4242 4242 4242 4242', '10 / 26')).toMatchObject({
      ok: false,
      message: "Your card's expiration year is in the past.",
    });
    expect(card('4242 4242 4242 4242', '11 / 26')).toEqual({ ok: true }); // valid to the end of the month
    expect(card('4242 4242 4242 4242', '13 / 30')).toMatchObject({
      ok: false,
      message: "Your card's expiration date is incomplete.",
    });
    expect(card('4242 4242 4242 4242', '12 / 30', '12')).toMatchObject({
      ok: false,
      message: "Your card's security code is incomplete.",
    });
  });
});
