import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeocodeReply } from '../../../shared/geocode.ts';
import { geocodeCache } from '../../db/schema/presence.ts';
import { createTestApp, json } from '../../test/app.ts';
import { signedUpMember, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';

const database = setupTestDatabase();

/** A stand-in Nominatim: knows one street; counts the requests it gets. */
let stub: Server;
let stubUrl = '';
const asked: URLSearchParams[] = [];
beforeAll(async () => {
  stub = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    asked.push(url.searchParams);
    const known =
      url.pathname === '/search' && /12 main street/i.test(url.searchParams.get('q') ?? '');
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify(known ? [{ lat: '47.6101', lon: '-122.3421', display_name: 'x' }] : []),
    );
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

const lookup = (browser: TestBrowser, query: Record<string, string>) =>
  browser.request(`/api/cities/geocode?${new URLSearchParams(query)}`);

describe('GET /api/cities/geocode (docs/product.md#cities Location)', () => {
  it('needs sign-in', async () => {
    const app = createTestApp(database);
    expect((await lookup(new TestBrowser(app), { city: 'Seattle' })).status).toBe(401);
  });

  it('offline (no GEOCODER_URL): an address falls back to its city centre from the gazetteer', async () => {
    const app = createTestApp(database);
    const { browser } = await signedUpMember(app, database.db);
    const found = await json<GeocodeReply>(
      await lookup(browser, {
        address: '12 Main Street',
        city: 'Seattle',
        country: 'United States',
      }),
    );
    expect(found.precision).toBe('city');
    expect(found.country).toBe('United States');
    expect(found.lat).toBeCloseTo(47.61, 1);
    expect(found.lng).toBeCloseTo(-122.33, 1);
    // The city alone, in Ge'ez script.
    const asmara = await json<GeocodeReply>(await lookup(browser, { city: 'ኣስመራ' }));
    expect(asmara).toMatchObject({ precision: 'city', country: 'Eritrea' });
  });

  it('answers 404 with a message when nothing is found, and 400 when nothing is given', async () => {
    const app = createTestApp(database);
    const { browser } = await signedUpMember(app, database.db);
    const missing = await lookup(browser, { city: 'Qwzxville' });
    expect(missing.status).toBe(404);
    expect((await json<{ error: { message: string } }>(missing)).error.message).toBe(
      'No map position was found for that place.',
    );
    const empty = await lookup(browser, { address: ' ', city: '' });
    expect(empty.status).toBe(400);
    expect(
      (await json<{ error: { fields: Record<string, string> } }>(empty)).error.fields.city,
    ).toBe('Give an address or a city to look up.');
  });

  it('with GEOCODER_URL: asks the service once per address (answers and misses cached), else the city centre', async () => {
    await database.db.delete(geocodeCache);
    const app = createTestApp(database, { GEOCODER_URL: stubUrl });
    const { browser } = await signedUpMember(app, database.db);
    asked.length = 0;

    const street = { address: '12 Main Street', city: 'Seattle', country: 'United States' };
    const first = await json<GeocodeReply>(await lookup(browser, street));
    expect(first).toEqual({ lat: 47.6101, lng: -122.3421, precision: 'address' });
    expect(asked).toHaveLength(1);
    expect(asked[0]?.get('q')).toBe('12 Main Street, Seattle, United States');
    expect(asked[0]?.get('format')).toBe('json');
    expect(asked[0]?.get('limit')).toBe('1');

    // The same address again (any case and spacing): from the cache, not the service.
    await lookup(browser, { ...street, address: '12  main STREET' });
    expect(asked).toHaveLength(1);

    // An unknown street: the city centre stands in, and the miss is cached too.
    const unknown = { address: '999 Nowhere Road', city: 'Seattle', country: '' };
    expect((await json<GeocodeReply>(await lookup(browser, unknown))).precision).toBe('city');
    await lookup(browser, unknown);
    expect(asked).toHaveLength(2);
  });

  it('a service that cannot be reached is not fatal: the city centre stands in, nothing is cached', async () => {
    await database.db.delete(geocodeCache);
    const app = createTestApp(database, { GEOCODER_URL: 'http://127.0.0.1:9' });
    const { browser } = await signedUpMember(app, database.db);
    const found = await json<GeocodeReply>(
      await lookup(browser, { address: '1 Any Street', city: 'Toronto' }),
    );
    expect(found.precision).toBe('city');
    expect(await database.db.select().from(geocodeCache)).toEqual([]);
  });
});

describe('geocode rate limit', () => {
  it('allows 30 lookups a minute per account, then answers 429 with Retry-After', async () => {
    const app = createTestApp(database);
    const { browser } = await signedUpMember(app, database.db);
    for (let i = 0; i < 30; i++) {
      expect((await lookup(browser, { city: 'Seattle' })).status).toBe(200);
    }
    const refused = await lookup(browser, { city: 'Seattle' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});
