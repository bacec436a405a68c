import { describe, expect, it } from 'vitest';
import { isPhoneRequest } from './phone-request.ts';

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("the server's guess of a phone-wide window (its layout drawn for it)", () => {
  it("trusts Chromium's mobile client hint", () => {
    expect(isPhoneRequest(headers({ 'sec-ch-ua-mobile': '?1' }))).toBe(true);
    expect(
      isPhoneRequest(headers({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Android Mobile' })),
    ).toBe(false);
  });

  it('else reads the user agent: phones yes, tablets and desktops no', () => {
    const agent = (ua: string) => isPhoneRequest(headers({ 'user-agent': ua }));
    expect(agent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148')).toBe(
      true,
    );
    expect(agent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(true);
    expect(agent('Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36')).toBe(false);
    expect(agent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15')).toBe(false);
    expect(isPhoneRequest(headers({}))).toBe(false);
  });
});
