import { describe, expect, it } from 'vitest';
import { seedAccess } from './policy.ts';

const member = { email: 'Admin@Example.org' };

describe('seedAccess', () => {
  it('asks a signed-out visitor to sign in, whatever the site', () => {
    expect(seedAccess({ adminEmails: [], devTools: true }, null)).toBe('sign_in');
    expect(seedAccess({ adminEmails: ['admin@example.org'], devTools: false }, null)).toBe(
      'sign_in',
    );
  });

  it('lets an account named in ADMIN_EMAILS run it (any case), even in production', () => {
    expect(seedAccess({ adminEmails: ['admin@example.org'], devTools: false }, member)).toBe(
      'allowed',
    );
  });

  it('lets any member run it on a development site on this machine', () => {
    expect(seedAccess({ adminEmails: [], devTools: true }, member)).toBe('allowed');
  });

  it('refuses everyone else', () => {
    expect(seedAccess({ adminEmails: [], devTools: false }, member)).toBe('forbidden');
    expect(seedAccess({ adminEmails: ['other@example.org'], devTools: false }, member)).toBe(
      'forbidden',
    );
  });
});
