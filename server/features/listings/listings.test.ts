import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ListingReply } from '../../../shared/listing-input.ts';
import type { ListingInput } from '../../../shared/schemas/listing-input.ts';
import { loadConfig } from '../../config.ts';
import { listings } from '../../db/schema/listings.ts';
import { silentLogger } from '../../platform/logger.ts';
import { createLocalMediaStore } from '../../platform/media/local-store.ts';
import type { MediaStore } from '../../platform/media/store.ts';
import { createTestApp, json, testApp } from '../../test/app.ts';
import { signedUpMember, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { GPS_MARKER, jpegWithGps, png, storedFiles } from '../../test/images.ts';
import { tempDir } from '../../test/temp.ts';
import { createListing } from './service.ts';

const database = setupTestDatabase();
const mediaDir = tempDir('habesha-media-');
const env = { PUBLIC_URL: 'http://localhost:3000', MEDIA_DIR: mediaDir };
const api = testApp(database, env);
const { member } = api;

const housing: ListingInput = {
  title: '  Sunny 2-bedroom near the Ethiopian church ',
  description: 'Quiet building.\nLaundry in the basement.',
  category: 'housing',
  subcategory: 'apartments',
  price_cents: 185000,
  currency: 'USD',
  city: 'Oakland, CA',
  country: 'United States',
  tags: ['rent', 'furnished'],
  website_url: 'habesha-homes.example',
  street_address: '12 Telegraph Ave',
  details: { housing: { bedrooms: 2, bathrooms: 1, furnished: true, availableFrom: '2026-12-01' } },
  contact: { email: 'owner@example.org', whatsapp: '+1 (510) 555-0101' },
};

type ErrorReply = { error: { code: string; message: string; fields?: Record<string, string> } };

async function post(browser: TestBrowser, input: unknown) {
  return browser.request('/api/listings', { json: input });
}

function withPhotos(input: unknown, files: { name: string; type: string; bytes: Uint8Array }[]) {
  const form = new FormData();
  form.set('listing', JSON.stringify(input));
  for (const file of files) {
    form.append(
      'photos',
      new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }),
    );
  }
  return form;
}

const keyOf = (url: string) => url.replace(/^\/media\//, '');
const userFiles = (userId: string) => storedFiles(mediaDir, `u_${userId}`);

describe('POST /api/listings (docs/product.md#listings posting rules)', () => {
  it('creates an active listing with the posting rules applied and one contact by priority', async () => {
    const { browser, userId } = await member();
    const response = await post(browser, housing);
    expect(response.status).toBe(201);
    const listing = await json<ListingReply>(response);
    expect(listing).toMatchObject({
      user_id: userId,
      title: 'Sunny 2-bedroom near the Ethiopian church',
      status: 'active',
      price_cents: 185000,
      city: 'Oakland, CA',
      tags: ['rent', 'furnished'],
      website_url: 'https://habesha-homes.example',
      available_date: '2026-12-01',
      street_address: '12 Telegraph Ave',
      images: [],
    });
    expect(listing.description).toBe(
      'Quiet building.\nLaundry in the basement.\n---\n• Bedrooms: 2\n• Bathrooms: 1\n• Furnished: Yes\n• Available from: 2026-12-01',
    );
    // WhatsApp outranks email: only it is kept.
    expect(listing.contact).toMatchObject({
      contact_method: 'whatsapp',
      contact_value: '+1 (510) 555-0101',
    });
  });

  it("saves a missing city as 'Unknown', a price of 0 as none, and a gig job's kind in its details", async () => {
    const { browser } = await member();
    const response = await post(browser, {
      title: 'Help moving on Saturday',
      category: 'jobs',
      subcategory: 'gig_labor',
      price_cents: 0,
      city: '   ',
      details: { jobs: { pay: '$25/hour', employment: 'temp', remoteOk: false } },
      contact: { telegram: '@selam' },
    });
    expect(response.status).toBe(201);
    const listing = await json<ListingReply>(response);
    expect(listing.city).toBe('Unknown');
    expect(listing.price_cents).toBeNull();
    expect(listing.description).toBe(
      '---\n• Job type: Gig\n• Employment: temp\n• Pay: $25/hour\n• Remote OK: No',
    );
  });

  it('keeps a mentor’s bio as the description, their name in the details, and the session price in USD', async () => {
    const { browser } = await member();
    const response = await post(browser, {
      title: 'Career coaching for new arrivals',
      category: 'mentor',
      subcategory: 'career',
      currency: 'EUR',
      city: 'Seattle, WA',
      details: {
        mentor: {
          displayName: 'Dawit',
          bio: 'Ten years in tech hiring.',
          topics: ['resumes', 'interviews'],
          languages: ['English', 'Tigrinya'],
          priceCents: 4000,
        },
      },
      contact: { phone: '+1 206 555 0199', email: 'dawit@example.org' },
    });
    expect(response.status).toBe(201);
    const listing = await json<ListingReply>(response);
    expect(listing).toMatchObject({ price_cents: 4000, currency: 'USD' });
    expect(listing.description).toBe(
      'Ten years in tech hiring.\n---\n• Mentor: Dawit\n• Topics: resumes, interviews\n• Languages: English, Tigrinya\n• Price: $40/session',
    );
    expect(listing.contact?.contact_method).toBe('phone');
  });

  it('refuses a signed-out publish with 401 JSON', async () => {
    const response = await post(new TestBrowser(api.app), housing);
    expect(response.status).toBe(401);
    expect((await json<ErrorReply>(response)).error.code).toBe('unauthorized');
  });

  it.each([
    ['title', { title: '   ' }, 'title', 'Title is required'],
    ['subcategory', { subcategory: '' }, 'subcategory', 'Subcategory is required'],
    [
      'subcategory of another category',
      { subcategory: 'gig_labor' },
      'subcategory',
      'Subcategory is required',
    ],
    ['contact', { contact: { phone: '  ' } }, 'contact', 'At least one contact method is required'],
  ])(
    'answers 400 with the spec message when the %s is missing',
    async (_, change, field, message) => {
      const { browser } = await member();
      const response = await post(browser, { ...housing, ...change });
      expect(response.status).toBe(400);
      const { error } = await json<ErrorReply>(response);
      expect(error.code).toBe('validation_failed');
      expect(error.fields?.[field]).toBe(message);
    },
  );

  it('requires the category-specific fields of mentor, marketplace and match', async () => {
    const { browser } = await member();
    const base = { title: 'x', city: 'Toronto', contact: { email: 'a@example.org' } };
    const cases: [unknown, Record<string, string>][] = [
      [
        { ...base, category: 'mentor', subcategory: 'tech', details: { mentor: {} } },
        {
          'details.mentor.displayName': 'Display name is required',
          'details.mentor.bio': 'Bio is required',
        },
      ],
      [
        { ...base, category: 'marketplace', subcategory: 'books', details: {} },
        { 'details.marketplace.condition': 'Condition is required' },
      ],
      [
        { ...base, category: 'match', subcategory: 'friendship', details: { match: {} } },
        {
          'details.match.age': 'Age is required',
          'details.match.gender': 'Gender is required',
          'details.match.seeking': 'Seeking preference is required',
        },
      ],
    ];
    for (const [input, fields] of cases) {
      const response = await post(browser, input);
      expect(response.status).toBe(400);
      expect((await json<ErrorReply>(response)).error.fields).toMatchObject(fields);
    }
  });

  it('rejects bad values with a message the user can act on, and a body that is not JSON', async () => {
    const { browser } = await member();
    const bad = await post(browser, { ...housing, currency: 'GBP', price_cents: -5 });
    expect(bad.status).toBe(400);
    expect((await json<ErrorReply>(bad)).error.fields).toMatchObject({
      currency: expect.any(String),
      price_cents: 'Price cannot be negative',
    });
    const garbage = await browser.request('/api/listings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(garbage.status).toBe(400);
    expect((await json<ErrorReply>(garbage)).error.message).toBe('The listing is not valid JSON.');
  });
});

describe('photos (docs/product.md#listings upload)', () => {
  it('stores each photo as an upright WebP of at most 1920 px with a thumbnail, without EXIF or GPS', async () => {
    const { browser, userId } = await member();
    const original = await jpegWithGps(2400, 1200);
    expect(original.toString('latin1')).toContain(GPS_MARKER);
    const response = await browser.request('/api/listings', {
      form: withPhotos(housing, [
        { name: 'IMG_0001.jpg', type: 'image/jpeg', bytes: original },
        { name: 'plan.png', type: 'image/png', bytes: await png() },
      ]),
    });
    expect(response.status).toBe(201);
    const listing = await json<ListingReply>(response);
    expect(listing.images).toHaveLength(2);
    for (const url of listing.images) {
      expect(url).toMatch(new RegExp(`^/media/u_${userId}/\\d+_[a-z0-9]+\\.webp$`));
    }
    const served = await api.app.request(listing.images[0] ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.toString('latin1')).not.toContain(GPS_MARKER);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    // Orientation 6 turned a 2400×1200 landscape into a portrait, scaled to 1920 on its long side.
    expect([meta.width, meta.height]).toEqual([960, 1920]);

    const thumbnail = await api.app.request(
      (listing.images[0] ?? '').replace('.webp', '.thumb.webp'),
    );
    expect(thumbnail.status).toBe(200);
    const thumbMeta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([240, 480]);
    expect(userFiles(userId)).toHaveLength(4);
  });

  it.each([
    [
      'text bytes renamed from .png to .txt',
      'notes.txt',
      'text/plain',
      Buffer.from('just some text, not pixels'),
    ],
    [
      'an HTML page named .jpg',
      'cat.jpg',
      'image/jpeg',
      Buffer.from('<html><script>alert(1)</script></html>'),
    ],
    [
      'an SVG image',
      'logo.png',
      'image/png',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
    ],
  ])('rejects %s by its content with 415, saving nothing', async (_, name, type, bytes) => {
    const { browser, userId } = await member();
    const response = await browser.request('/api/listings', {
      form: withPhotos(housing, [
        { name: 'good.png', type: 'image/png', bytes: await png() },
        { name, type, bytes },
      ]),
    });
    expect(response.status).toBe(415);
    const { error } = await json<ErrorReply>(response);
    expect(error.message).toBe(
      `${name}: This file is not a photo. Choose a JPEG, PNG, WebP, GIF or AVIF image.`,
    );
    expect(error.fields).toHaveProperty('photos.1');
    expect(await database.db.select().from(listings).where(eq(listings.userId, userId))).toEqual(
      [],
    );
    expect(userFiles(userId)).toEqual([]);
  });

  it('accepts a real image whatever its name says', async () => {
    const { browser } = await member();
    const response = await browser.request('/api/listings', {
      form: withPhotos(housing, [{ name: 'scan.txt', type: 'text/plain', bytes: await png() }]),
    });
    expect(response.status).toBe(201);
  });

  it('rejects an oversized photo with 413 and more than six photos with 400', async () => {
    const small = createTestApp(database, { ...env, PHOTO_MAX_UPLOAD_MB: '0.1' });
    const { browser } = await signedUpMember(small, database.db);
    const big = await sharp({
      create: {
        width: 500,
        height: 500,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(big.byteLength).toBeGreaterThan(0.1 * 1024 * 1024);
    const oversized = await browser.request('/api/listings', {
      form: withPhotos(housing, [{ name: 'huge.png', type: 'image/png', bytes: big }]),
    });
    expect(oversized.status).toBe(413);
    expect((await json<ErrorReply>(oversized)).error.message).toBe(
      'huge.png: Each photo must be at most 0.1 MB.',
    );

    const photo = await png();
    const seven = Array.from({ length: 7 }, (_, i) => ({
      name: `p${i}.png`,
      type: 'image/png',
      bytes: photo,
    }));
    const tooMany = await browser.request('/api/listings', { form: withPhotos(housing, seven) });
    expect(tooMany.status).toBe(400);
    expect((await json<ErrorReply>(tooMany)).error.message).toBe('At most 6 photos');
  });

  it('removes the photos already stored when a later step fails, leaving no listing behind', async () => {
    const { userId } = await member();
    const local = createLocalMediaStore(mediaDir);
    let puts = 0;
    const failing: MediaStore = {
      ...local,
      async put(key, body, type) {
        // The first photo and its thumbnail are stored; the second photo fails.
        if (++puts > 2) throw new Error('disk full');
        await local.put(key, body, type);
      },
    };
    const config = loadConfig({ NODE_ENV: 'test', MEDIA_DIR: mediaDir });
    const deps = { db: database.db, media: failing, logger: silentLogger, config };
    const input = (
      await import('../../../shared/schemas/listing-input.ts')
    ).listingInputSchema.parse(housing);
    const photo = await png();
    await expect(
      createListing(deps, userId, input, [
        { name: 'a.png', bytes: photo },
        { name: 'b.png', bytes: photo },
      ]),
    ).rejects.toThrow('disk full');
    expect(userFiles(userId)).toEqual([]);
    expect(await database.db.select().from(listings).where(eq(listings.userId, userId))).toEqual(
      [],
    );
  });

  it('answers 404 for a media path that does not exist or is not a media key', async () => {
    expect((await api.app.request('/media/u_nobody/1_abc.webp')).status).toBe(404);
    expect((await api.app.request('/media/u_x/..%2F..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await api.app.request('/media/u_x/%E0%A4%A.webp')).status).toBe(404);
  });
});

describe('PUT and DELETE /api/listings/:id (owner only)', () => {
  async function ownedListing() {
    const owner = await member('Owner');
    const response = await owner.browser.request('/api/listings', {
      form: withPhotos(housing, [
        { name: 'a.png', type: 'image/png', bytes: await png() },
        { name: 'b.png', type: 'image/png', bytes: await png(50, 50) },
      ]),
    });
    expect(response.status).toBe(201);
    return { ...owner, listing: await json<ListingReply>(response) };
  }

  it('lets the owner update fields, replace the contact, drop a photo (its files removed) and add one', async () => {
    const { browser, userId, listing } = await ownedListing();
    const [kept, dropped] = listing.images as [string, string];
    const response = await browser.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      form: withPhotos(
        {
          ...housing,
          title: 'Updated title',
          images: [kept],
          contact: { email: 'new@example.org' },
        },
        [{ name: 'c.png', type: 'image/png', bytes: await png(60, 40) }],
      ),
    });
    expect(response.status).toBe(200);
    const updated = await json<ListingReply>(response);
    expect(updated.title).toBe('Updated title');
    expect(updated.images).toHaveLength(2);
    expect(updated.images[0]).toBe(kept);
    expect(updated.contact).toMatchObject({
      contact_method: 'email',
      contact_value: 'new@example.org',
    });
    const files = userFiles(userId);
    expect(files).not.toContain(path.basename(keyOf(dropped)));
    expect(files).toContain(path.basename(keyOf(kept)));
    expect(files).toHaveLength(4);
  });

  it('refuses photos of another listing on update', async () => {
    const { browser, listing } = await ownedListing();
    const response = await browser.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { ...housing, images: ['/media/u_someoneelse/1_abc.webp'] },
    });
    expect(response.status).toBe(400);
    expect((await json<ErrorReply>(response)).error.fields?.images).toBe(
      'Some photos do not belong to this listing.',
    );
  });

  it('refuses another user’s update and delete with 403, and unknown ids with 404, changing nothing', async () => {
    const { listing } = await ownedListing();
    const { browser: stranger } = await member('Stranger');
    const update = await stranger.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: { ...housing, title: 'Hijacked' },
    });
    expect(update.status).toBe(403);
    expect(
      (await stranger.request(`/api/listings/${listing.id}`, { method: 'DELETE' })).status,
    ).toBe(403);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await stranger.request(`/api/listings/${missing}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect(
      (await stranger.request('/api/listings/not-a-uuid', { method: 'PUT', json: housing })).status,
    ).toBe(404);
    const [row] = await database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.title).toBe(housing.title?.trim());
  });

  it('deletes the owner’s listing with its contact and photo files', async () => {
    const { browser, userId, listing } = await ownedListing();
    const response = await browser.request(`/api/listings/${listing.id}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect((await api.app.request(`/api/listings/${listing.id}`)).status).toBe(404);
    expect(userFiles(userId)).toEqual([]);
  });
});

describe('GET /api/listings/mine and /api/listings/:id (contact gating)', () => {
  it('lists only the user’s own listings, newest first, with their contacts', async () => {
    const { browser } = await member();
    const { browser: other } = await member();
    await post(browser, { ...housing, title: 'First' });
    await post(browser, { ...housing, title: 'Second', contact_hidden: true });
    await post(other, { ...housing, title: 'Not mine' });
    const response = await browser.request('/api/listings/mine');
    expect(response.status).toBe(200);
    const mine = await json<ListingReply[]>(response);
    expect(mine.map((l) => l.title)).toEqual(['Second', 'First']);
    expect(mine.every((l) => l.contact?.contact_method === 'whatsapp')).toBe(true);
    expect((await api.app.request('/api/listings/mine')).status).toBe(401);
  });

  it('shows the contact to signed-in readers only, and a hidden contact to its owner only', async () => {
    const { browser: owner } = await member();
    const open = await json<ListingReply>(await post(owner, housing));
    const hidden = await json<ListingReply>(
      await post(owner, { ...housing, contact_hidden: true }),
    );
    const { browser: reader } = await member();
    const anonymous = new TestBrowser(api.app);

    const read = async (browser: TestBrowser, id: string) =>
      json<ListingReply>(await browser.request(`/api/listings/${id}`));

    const anonymousView = await read(anonymous, open.id);
    expect(anonymousView.contact).toBeNull();
    expect(anonymousView).not.toHaveProperty('street_address');
    expect(JSON.stringify(anonymousView)).not.toContain('555-0101');
    expect((await read(reader, open.id)).contact?.contact_value).toBe('+1 (510) 555-0101');
    expect((await read(reader, hidden.id)).contact).toBeNull();
    expect((await read(owner, hidden.id)).contact?.contact_value).toBe('+1 (510) 555-0101');
    expect((await read(owner, hidden.id)).street_address).toBe('12 Telegraph Ave');
  });

  it('hides a listing that is not active from everyone but its owner', async () => {
    const { browser: owner } = await member();
    const listing = await json<ListingReply>(await post(owner, housing));
    await database.db
      .update(listings)
      .set({ status: 'inactive' })
      .where(eq(listings.id, listing.id));
    const { browser: reader } = await member();
    const hidden = await reader.request(`/api/listings/${listing.id}`);
    expect(hidden.status).toBe(404);
    expect((await json<ErrorReply>(hidden)).error.message).toBe('Listing not found');
    expect((await owner.request(`/api/listings/${listing.id}`)).status).toBe(200);
  });
});
