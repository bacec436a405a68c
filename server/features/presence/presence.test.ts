import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LivePresence } from '../../../shared/presence.ts';
import type { App } from '../../app.ts';
import { presence } from '../../db/schema/presence.ts';
import { createTestApp, json } from '../../test/app.ts';
import { signedUpMember, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(() => {
  app = createTestApp(database, { PUBLIC_URL: 'http://localhost:3000' });
});

const live = async () =>
  json<LivePresence>(await new TestBrowser(app).request('/api/presence/live'));

/** Sets a member's presence row directly: `minutesAgo` in the past, in `city`. */
async function seenAgo(userId: string, city: string, minutesAgo: number) {
  await database.db
    .insert(presence)
    .values({ userId, city, lastSeen: sql`now() - make_interval(mins => ${minutesAgo})` })
    .onConflictDoUpdate({
      target: presence.userId,
      set: { city, lastSeen: sql`now() - make_interval(mins => ${minutesAgo})` },
    });
}

describe('presence (docs/product.md#cities Presence cycle)', () => {
  it('touch needs a signed-in user: signed out gets 401 and nothing is recorded', async () => {
    const before = await database.db.select().from(presence);
    const response = await new TestBrowser(app).request('/api/presence/touch', {
      json: { city: 'Seattle' },
    });
    expect(response.status).toBe(401);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe('unauthorized');
    expect(await database.db.select().from(presence)).toEqual(before);
  });

  it("counts a touch in the city given, or else the profile's city", async () => {
    const { browser, userId } = await signedUpMember(app, database.db, 'Hagos');
    expect(
      await json(await browser.request('/api/presence/touch', { json: { city: 'Toronto' } })),
    ).toEqual({ city: 'Toronto' });

    // No city given: the profile's city (set in settings) is used.
    await browser.request('/api/profiles/me', {
      method: 'PUT',
      json: { display_name: 'Hagos', city: 'Asmara' },
    });
    expect(await json(await browser.request('/api/presence/touch', { json: {} }))).toEqual({
      city: 'Asmara',
    });
    // A blank city is no city: the profile's again.
    expect(
      await json(await browser.request('/api/presence/touch', { json: { city: '  ' } })),
    ).toEqual({ city: 'Asmara' });
    const [row] = await database.db.select().from(presence).where(eq(presence.userId, userId));
    expect(row?.city).toBe('Asmara');

    const answer = await live();
    const asmara = answer.cities.find((c) => c.city === 'Asmara');
    expect(asmara).toMatchObject({ count: 1 });
    // Placed with the gazetteer's coordinates of Asmara.
    expect(asmara?.lat).toBeCloseTo(15.34, 1);
    expect(asmara?.lng).toBeCloseTo(38.93, 1);
    expect(answer.cities.find((c) => c.city === 'Toronto')).toBeUndefined();
  });

  it('counts only records of the last 5 minutes that have a city, per city', async () => {
    const a = await signedUpMember(app, database.db, 'A');
    const b = await signedUpMember(app, database.db, 'B');
    const c = await signedUpMember(app, database.db, 'C');
    const d = await signedUpMember(app, database.db, 'D');
    const e = await signedUpMember(app, database.db, 'E');
    const base = (await live()).total;

    await seenAgo(a.userId, 'Oakland', 1);
    await seenAgo(b.userId, 'oakland, CA', 4);
    // 6 minutes ago: outside the window.
    await seenAgo(c.userId, 'Oakland', 6);
    // No city: not counted.
    await seenAgo(d.userId, '  ', 0);
    // A place the gazetteer does not know: counted in the total, not on the map.
    await seenAgo(e.userId, 'Qwzxville', 0);

    // The live answer is kept for 2 s per instance: wait it out.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const answer = await live();
    expect(answer.total).toBe(base + 3);
    expect(answer.cities.find((city) => city.city === 'Oakland')?.count).toBe(2);
    expect(answer.cities.some((city) => city.city === 'Qwzxville')).toBe(false);
    for (const city of answer.cities) {
      expect(Number.isFinite(city.lat) && Number.isFinite(city.lng)).toBe(true);
    }
  });

  it('keeps namesakes apart: Portland, OR and Portland, ME are two places', async () => {
    const a = await signedUpMember(app, database.db, 'OR');
    const b = await signedUpMember(app, database.db, 'ME');
    await seenAgo(a.userId, 'Portland, OR', 0);
    await seenAgo(b.userId, 'Portland, ME', 0);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const portlands = (await live()).cities.filter((city) => city.city === 'Portland');
    expect(portlands).toHaveLength(2);
    expect(portlands.map((city) => Math.round(city.lng)).sort()).toEqual([-123, -70]);
  });

  it('a touch is announced at once: the live answer is not kept past it', async () => {
    const { browser } = await signedUpMember(app, database.db, 'Fresh');
    const before = (await live()).total;
    await browser.request('/api/presence/touch', { json: { city: 'Nairobi' } });
    expect((await live()).total).toBe(before + 1);
  });

  it('limits touches to 20 a minute per user (429, then the rest are refused)', async () => {
    const { browser } = await signedUpMember(app, database.db, 'Busy');
    for (let i = 0; i < 20; i++) {
      expect((await browser.request('/api/presence/touch', { json: {} })).status).toBe(200);
    }
    const refused = await browser.request('/api/presence/touch', { json: {} });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });

  it('says so when no one is online: total 0 and no cities', async () => {
    await database.db.delete(presence);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await live()).toEqual({ total: 0, cities: [] });
  });

  it('rejects a city longer than 120 characters with a 400 naming the field', async () => {
    const { browser } = await signedUpMember(app, database.db, 'Long');
    const response = await browser.request('/api/presence/touch', {
      json: { city: 'x'.repeat(121) },
    });
    expect(response.status).toBe(400);
    const body = await json<{ error: { fields: Record<string, string> } }>(response);
    expect(body.error.fields.city).toBe('City is too long');
  });
});
