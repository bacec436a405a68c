import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth.ts';
import { matchProfiles } from '../../db/schema/match.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { locateMatchProfiles } from './locate.ts';
import { encodeAnswers } from './score-bits.ts';

const database = setupTestDatabase();

async function profileIn(id: string, city: string | null, country: string | null) {
  await database.db.insert(user).values({ id, name: id, email: `${id}@example.org` });
  await database.db.insert(matchProfiles).values({
    userId: id,
    displayName: id,
    age: 30,
    city,
    country,
    gender: 'woman',
    seeking: 'men',
    ...encodeAnswers([]),
  });
}

const coordinatesOf = async (id: string) =>
  (
    await database.db
      .select({ lat: matchProfiles.cityLat, lon: matchProfiles.cityLon })
      .from(matchProfiles)
      .where(eq(matchProfiles.userId, id))
  )[0];

describe('placing profiles saved before distances (issue #40)', () => {
  it('gives a known city its coordinates once, and leaves unknown and empty cities alone', async () => {
    await profileIn('in-oakland', 'Oakland', 'United States');
    await profileIn('in-asmara', 'Asmara', 'ER');
    await profileIn('nowhere', 'Qwxzvillebergstad', null);
    await profileIn('no-city', null, null);
    expect(await locateMatchProfiles(database.db)).toBe(2);
    const oakland = await coordinatesOf('in-oakland');
    expect(oakland?.lat).toBeCloseTo(37.8, 1);
    expect(oakland?.lon).toBeCloseTo(-122.27, 1);
    expect((await coordinatesOf('in-asmara'))?.lat).toBeCloseTo(15.33, 1);
    expect(await coordinatesOf('nowhere')).toEqual({ lat: null, lon: null });
    expect(await coordinatesOf('no-city')).toEqual({ lat: null, lon: null });
    // Nothing left to place the second time.
    expect(await locateMatchProfiles(database.db)).toBe(0);
  });
});
