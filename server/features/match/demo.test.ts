import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MATCH_SEED_QUESTIONS } from '../../../shared/match-questions.ts';
import { matchAnswers, matchProfiles } from '../../db/schema/match.ts';
import { createTestApp } from '../../test/app.ts';
import { signedUpMember } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { seededDemo } from '../../test/demo-seed.ts';
import { saveMatchAnswers, saveMatchProfile } from '../../test/match.ts';
import { discover } from './service.ts';

const database = setupTestDatabase();
const demo = seededDemo(database, 'match', { password: null });

describe('demo match profiles', () => {
  it('adds about 40 profiles across the demo cities, each answering every question, with a photo', async () => {
    expect(demo.first.matchProfiles).toBe(40);
    const rows = await database.db.select().from(matchProfiles);
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((row) => row.city)).size).toBeGreaterThanOrEqual(10);
    expect(rows.every((row) => row.photos.length === 1 && row.answered === 15)).toBe(true);
    const [answers] = await database.db.select({ n: count() }).from(matchAnswers);
    expect(answers?.n).toBe(40 * MATCH_SEED_QUESTIONS.length);
  });

  it('shows a newcomer real candidates with varied scores once they complete a profile', async () => {
    const app = createTestApp(database, { MEDIA_DIR: demo.mediaDir });
    const member = await signedUpMember(app, database.db, 'Newcomer');
    await saveMatchProfile(member, { display_name: 'New', gender: 'woman', seeking: 'men' });
    await saveMatchAnswers(
      member,
      MATCH_SEED_QUESTIONS.map((q) => ({
        question_id: q.id,
        choice_index: q.id % q.choices.length,
        importance: 2,
      })),
    );
    const { candidates } = await discover(database.db, member.userId);
    expect(candidates.length).toBeGreaterThanOrEqual(10);
    const scores = new Set(candidates.map((c) => c.score));
    expect(scores.size).toBeGreaterThanOrEqual(5);
    const [photo] = candidates.map((c) => c.photo).filter(Boolean);
    const media = await app.request(photo as string);
    expect(media.status).toBe(200);
  });

  it('adds nothing the second time', async () => {
    const again = await demo.seed();
    expect(again.matchProfiles ?? 0).toBe(0);
    expect(again.matchUsers ?? 0).toBe(0);
    const rows = await database.db
      .select({ n: count() })
      .from(matchProfiles)
      .where(eq(matchProfiles.gender, 'woman'));
    expect(rows[0]?.n).toBeGreaterThan(0);
  });
});
