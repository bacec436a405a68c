import { describe, expect, it } from 'vitest';
import { actionRefusal, isAdmin } from './policy.ts';

describe('who moderates', () => {
  const config = { adminEmails: ['admin@example.org'] };
  it('is the accounts in ADMIN_EMAILS, whatever the case of the address', () => {
    expect(isAdmin(config, { email: 'Admin@Example.org ' })).toBe(true);
    expect(isAdmin(config, { email: 'member@example.org' })).toBe(false);
    expect(isAdmin(config, null)).toBe(false);
    expect(isAdmin({ adminEmails: [] }, { email: 'admin@example.org' })).toBe(false);
  });
});

describe('what an action applies to', () => {
  const base = { kind: 'listing' as const, authorId: 'u1', authorIsAdmin: false };
  it('dismisses and removes content', () => {
    expect(actionRefusal({ ...base, action: 'dismiss' })).toBeNull();
    expect(actionRefusal({ ...base, action: 'remove' })).toBeNull();
  });
  it('never removes a member (suspend them instead)', () => {
    expect(actionRefusal({ ...base, kind: 'member', action: 'remove' })).toMatch(/suspend/);
  });
  it('suspends the member behind it, never nobody and never an admin', () => {
    expect(actionRefusal({ ...base, action: 'suspend' })).toBeNull();
    expect(actionRefusal({ ...base, action: 'suspend', authorId: null })).toBe(
      'There is no member to suspend for this report.',
    );
    expect(actionRefusal({ ...base, action: 'suspend', authorIsAdmin: true })).toBe(
      'Admins cannot be suspended here.',
    );
  });
});
