import { describe, expect, it } from 'vitest';
import { initialOf, personLabel } from './people.ts';

describe('personLabel (docs/product.md#accounts-and-sign-in users)', () => {
  it('is the name when there is one', () => {
    expect(personLabel({ name: 'Selam Tesfay', email: 'selam@example.org' })).toBe('Selam Tesfay');
  });
  it('is the part of the email before the at sign when the name is empty', () => {
    expect(personLabel({ name: '  ', email: 'yonas.k@example.org' })).toBe('yonas.k');
  });
  it("is null (shown as 'Anonymous User') with neither", () => {
    expect(personLabel({ name: null, email: null })).toBeNull();
    expect(personLabel({ name: '', email: '@example.org' })).toBeNull();
  });
  it('never returns the full email', () => {
    expect(personLabel({ email: 'a.b@example.org' })).not.toContain('@');
  });
});

describe('initialOf', () => {
  it('is the first letter in upper case, Ge’ez included, or ? for nobody', () => {
    expect(initialOf('selam')).toBe('S');
    expect(initialOf('ሰላም')).toBe('ሰ');
    expect(initialOf(null)).toBe('?');
  });
});
