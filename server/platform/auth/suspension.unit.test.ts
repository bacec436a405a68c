import { describe, expect, it } from 'vitest';
import { suspendedMayWrite } from './suspension.ts';

describe('a suspended member’s writes', () => {
  it('are refused, but for reports and what touches only their own reading', () => {
    expect(suspendedMayWrite('POST', '/api/chat/messages')).toBe(false);
    expect(suspendedMayWrite('PUT', '/api/profiles/me')).toBe(false);
    expect(suspendedMayWrite('DELETE', '/api/listings/abc')).toBe(false);
    expect(suspendedMayWrite('POST', '/api/listings/abc/reports')).toBe(true);
    expect(suspendedMayWrite('POST', '/api/members/u1/reports')).toBe(true);
    expect(suspendedMayWrite('POST', '/api/notifications/mark')).toBe(true);
    expect(suspendedMayWrite('POST', '/api/inbox/threads/t1/read')).toBe(true);
    expect(suspendedMayWrite('DELETE', '/api/account')).toBe(true);
    expect(suspendedMayWrite('GET', '/api/listings/mine')).toBe(true);
  });
});
