import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { contentReports } from '../../db/schema/content-reports.ts';
import { createTestApp, json } from '../../test/app.ts';
import { signedUpMember, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { insertListing } from '../../test/listings.ts';
import {
  ANONYMOUS_REPORTS_PER_LISTING_PER_DAY,
  LISTING_REPORTS_FULL,
  REPORTS_PER_HOUR,
} from './report.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(() => {
  // Client addresses from X-Forwarded-For, so each test can play several addresses.
  app = createTestApp(database, { PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: 'true' });
});

type ErrorReply = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('POST /api/listings/:id/reports', () => {
  it('stores reports from signed-in and anonymous readers', async () => {
    const owner = await signedUpMember(app, database.db, 'Owner');
    const reader = await signedUpMember(app, database.db, 'Reader');
    const listing = await insertListing(database.db, owner.userId);
    const signedIn = await reader.browser.request(`/api/listings/${listing.id}/reports`, {
      json: { details: '  Asks for money up front  ' },
    });
    expect(signedIn.status).toBe(201);
    const anonymous = await new TestBrowser(app).request(`/api/listings/${listing.id}/reports`, {
      json: { reason: 'spam', details: 'Same ad posted five times' },
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(anonymous.status).toBe(201);
    const stored = await database.db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.kind, 'listing'), eq(contentReports.targetId, listing.id)));
    expect(stored.map((r) => [r.reporterId, r.reason, r.details]).sort()).toEqual(
      [
        [reader.userId, 'other', 'Asks for money up front'],
        [null, 'spam', 'Same ad posted five times'],
      ].sort(),
    );
  });

  it('refuses an empty or whitespace reason with 400, and an unknown listing with 404', async () => {
    const owner = await signedUpMember(app, database.db, 'Owner');
    const listing = await insertListing(database.db, owner.userId);
    const blank = await new TestBrowser(app).request(`/api/listings/${listing.id}/reports`, {
      json: { details: '   ' },
    });
    expect(blank.status).toBe(400);
    expect((await json<ErrorReply>(blank)).error.fields?.details).toBe(
      'Please describe the issue.',
    );
    const missing = await new TestBrowser(app).request(
      '/api/listings/00000000-0000-4000-8000-000000000000/reports',
      { json: { details: 'x' } },
    );
    expect(missing.status).toBe(404);
  });

  it(`limits each account to ${REPORTS_PER_HOUR} reports an hour (429 with Retry-After)`, async () => {
    const owner = await signedUpMember(app, database.db, 'Owner');
    const reporter = await signedUpMember(app, database.db, 'Busy');
    const listing = await insertListing(database.db, owner.userId);
    for (let i = 0; i < REPORTS_PER_HOUR; i++) {
      const ok = await reporter.browser.request(`/api/listings/${listing.id}/reports`, {
        json: { details: `report ${i}` },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect(ok.status).toBe(201);
    }
    const limited = await reporter.browser.request(`/api/listings/${listing.id}/reports`, {
      json: { details: 'one more' },
      headers: { 'x-forwarded-for': '203.0.113.200' },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it(`caps anonymous reports at ${ANONYMOUS_REPORTS_PER_LISTING_PER_DAY} per listing a day, however many addresses send them`, async () => {
    const owner = await signedUpMember(app, database.db, 'Owner');
    const listing = await insertListing(database.db, owner.userId);
    const report = (address: string, browser = new TestBrowser(app)) =>
      browser.request(`/api/listings/${listing.id}/reports`, {
        json: { details: 'Flood' },
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 0; i < ANONYMOUS_REPORTS_PER_LISTING_PER_DAY; i++) {
      expect((await report(`192.0.2.${i + 1}`)).status).toBe(201);
    }
    const capped = await report('192.0.2.250');
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(3600);
    expect((await json<ErrorReply>(capped)).error.message).toBe(LISTING_REPORTS_FULL);
    // A member can still report it, and another listing still takes anonymous reports.
    const member = await signedUpMember(app, database.db, 'Member');
    expect((await report('192.0.2.251', member.browser)).status).toBe(201);
    const another = await insertListing(database.db, owner.userId);
    const elsewhere = await new TestBrowser(app).request(`/api/listings/${another.id}/reports`, {
      json: { details: 'Fine' },
      headers: { 'x-forwarded-for': '192.0.2.252' },
    });
    expect(elsewhere.status).toBe(201);
  });
});
