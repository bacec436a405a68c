/**
 * Bad input is a 4xx, never a 500 (ASVS 5.1): control characters in any path,
 * query value or text field, impossible calendar dates, a broken multipart
 * body and a photo too large in pixels, each answered with a readable message.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DATE_INVALID } from '../../shared/listing-input.ts';
import type { ListingInput } from '../../shared/schemas/listing-input.ts';
import { CONTROL_CHARACTERS_MESSAGE } from '../../shared/text.ts';
import type { App } from '../app.ts';
import { PHOTO_MESSAGES } from '../platform/media/photos.ts';
import { CONTROL_IN_ADDRESS } from '../platform/request-guard.ts';
import { UPLOAD_UNREADABLE } from '../platform/validation.ts';
import { createTestApp, json } from './app.ts';
import { type Member, signedUpMember, TEST_ORIGIN, TestBrowser } from './auth-client.ts';
import { LOOPBACK } from './connection.ts';
import { setupTestDatabase } from './database.ts';
import { pngHeaderOnly } from './images.ts';
import { insertListing } from './listings.ts';

const database = setupTestDatabase();
let app: App;
let member: Member;
let listingId: string;

beforeAll(async () => {
  app = createTestApp(database, { PUBLIC_URL: TEST_ORIGIN });
  member = await signedUpMember(app, database.db);
  listingId = (await insertListing(database.db, member.userId, { status: 'active' })).id;
});

type ErrorReply = { error: { code: string; message: string; fields?: Record<string, string> } };

const listing: ListingInput = {
  title: 'A room near the lake',
  category: 'housing',
  subcategory: 'rooms_shared',
  city: 'Oakland',
  contact: { phone: '+1 555 0100' },
};

async function expectReadable400(response: Response, message: string) {
  expect(response.status).toBe(400);
  const body = await json<ErrorReply>(response);
  expect(body.error.message).toBe(message);
  return body;
}

describe('a control character in the address is a readable 400, for every route', () => {
  it.each([
    '/api/listings?q=%00',
    '/api/listings?city=%00',
    '/api/listings?sub=a%00b',
    '/api/listings/home?city=%00',
    '/api/listings/counts?city=%00',
    '/api/listings/counts?category=%1F',
    '/api/listings/map?q=%00',
    '/api/listings/map?city=%7F',
    '/api/listings/%00',
    '/api/listings/%00/similar',
    '/api/cities?q=%00',
    '/api/cities/geocode?city=%00',
    '/api/favorites/%00',
    '/local-checkout/%00',
    '/local-checkout/cs_local_x%0A',
    '/api/dev/mailbox?to=%00',
    '/dev/mailbox?to=%00',
    '/browse%00',
    '/media/u_x/%00.webp',
  ])('GET %s', async (path) => {
    const response = await member.browser.request(path, { remoteAddress: LOOPBACK });
    const body = await expectReadable400(response, CONTROL_IN_ADDRESS);
    expect(body.error.code).toBe('validation_failed');
  });

  it('in writes too', async () => {
    for (const [method, path] of [
      ['POST', '/api/listings/%00/view'],
      ['POST', '/api/listings/%00/reports'],
      ['PUT', '/api/listings/%00'],
      ['DELETE', '/api/listings/%00'],
      ['PUT', '/api/favorites/%00'],
      ['POST', '/local-checkout/%00/pay'],
    ] as const) {
      const response = await member.browser.request(path, { method, json: {} });
      await expectReadable400(response, CONTROL_IN_ADDRESS);
    }
  });

  it('lets ordinary escapes through (a space, Ge’ez, a percent sign)', async () => {
    for (const path of [
      '/api/listings?city=San%20Jose',
      `/api/listings?q=${encodeURIComponent('ቤት')}`,
      '/api/listings?q=100%25',
    ]) {
      expect((await member.browser.request(path)).status).toBe(200);
    }
  });
});

describe('a control character in a text field is refused by the shared schema (400)', () => {
  const nul = 'a\u0000b';

  it.each([
    ['a listing title', '/api/listings', 'POST', { ...listing, title: nul }, 'title'],
    ['a listing city', '/api/listings', 'POST', { ...listing, city: nul }, 'city'],
    [
      'a listing contact',
      '/api/listings',
      'POST',
      { ...listing, contact: { phone: nul } },
      'contact.phone',
    ],
    ['a listing tag', '/api/listings', 'POST', { ...listing, tags: [nul] }, 'tags.0'],
    ['a profile', '/api/profiles/me', 'PUT', { display_name: nul, city: null }, 'display_name'],
    ['a presence city', '/api/presence/touch', 'POST', { city: nul }, 'city'],
    ['a donation email', '/api/donations/checkout', 'POST', { amount: 500, email: nul }, 'email'],
  ])('%s', async (_name, path, method, body, field) => {
    const response = await member.browser.request(path, { method, json: body });
    const reply = await expectReadable400(response, CONTROL_CHARACTERS_MESSAGE);
    expect(reply.error.fields?.[field]).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('a report', async () => {
    const response = await new TestBrowser(app).request(`/api/listings/${listingId}/reports`, {
      json: { reason: 'scam', details: `Fake\u0000` },
    });
    await expectReadable400(response, CONTROL_CHARACTERS_MESSAGE);
  });

  it('the dev notification', async () => {
    const response = await member.browser.request('/api/dev/notify-me', {
      json: { title: `Hi\u0007` },
      remoteAddress: LOOPBACK,
    });
    await expectReadable400(response, CONTROL_CHARACTERS_MESSAGE);
  });

  it('the local checkout card form', async () => {
    const checkout = await member.browser.request('/api/donations/checkout', {
      json: { amount: 500 },
    });
    const { url } = await json<{ url: string }>(checkout);
    const form = new FormData();
    form.set('cardNumber', '4242\u0000');
    const response = await member.browser.request(`${new URL(url).pathname}/pay`, { form });
    await expectReadable400(response, CONTROL_CHARACTERS_MESSAGE);
  });
});

describe('impossible calendar dates are refused with a clear message', () => {
  it.each(['2026-02-31', '2026-00-10', '9999-99-99', '0000-01-01', '2026-13-01', '2026-04-31'])(
    'available_date %s',
    async (date) => {
      const response = await member.browser.request('/api/listings', {
        json: { ...listing, available_date: date },
      });
      const reply = await expectReadable400(response, DATE_INVALID);
      expect(reply.error.fields).toEqual({ available_date: DATE_INVALID });
    },
  );

  it('details.housing.availableFrom too', async () => {
    const response = await member.browser.request('/api/listings', {
      json: { ...listing, details: { housing: { availableFrom: '2026-02-30' } } },
    });
    const reply = await expectReadable400(response, DATE_INVALID);
    expect(reply.error.fields).toEqual({ 'details.housing.availableFrom': DATE_INVALID });
  });

  it('a real date, leap day included, is stored', async () => {
    const response = await member.browser.request('/api/listings', {
      json: { ...listing, available_date: '2028-02-29' },
    });
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ available_date: '2028-02-29' });
  });
});

describe('uploads', () => {
  const brokenMultipart = (boundary: string) =>
    [
      `--${boundary}`,
      'Content-Disposition: form-data; name="listing"',
      '',
      JSON.stringify(listing),
      `--${boundary}`,
      'Content-Disposition: form-data; name="photos"; filename="a.jpg"',
      'Content-Type: image/jpeg',
      '',
      'half a photo and no closing boundary',
    ].join('\r\n');

  it("answers a malformed multipart body 400 'The upload could not be read.'", async () => {
    for (const [path, method] of [
      ['/api/listings', 'POST'],
      [`/api/listings/${listingId}`, 'PUT'],
    ] as const) {
      const response = await member.browser.request(path, {
        method,
        headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
        body: brokenMultipart('XyZ'),
      });
      const reply = await expectReadable400(response, UPLOAD_UNREADABLE);
      expect(reply.error.code).toBe('unreadable_body');
    }
  });

  it('a multipart body without its boundary is a 400 too', async () => {
    const response = await member.browser.request('/api/listings', {
      headers: { 'content-type': 'multipart/form-data' },
      body: brokenMultipart('XyZ'),
    });
    await expectReadable400(response, UPLOAD_UNREADABLE);
  });

  it('answers a photo too large in pixels 413, saying why', async () => {
    const form = new FormData();
    form.set('listing', JSON.stringify(listing));
    form.append(
      'photos',
      new File([pngHeaderOnly(10_000, 8_000) as Uint8Array<ArrayBuffer>], 'huge.png', {
        type: 'image/png',
      }),
    );
    const response = await member.browser.request('/api/listings', { form });
    expect(response.status).toBe(413);
    const reply = await json<ErrorReply>(response);
    expect(reply.error.message).toBe(`huge.png: ${PHOTO_MESSAGES.tooManyPixels}`);
    expect(reply.error.message).toMatch(/too many pixels/);
  });
});
