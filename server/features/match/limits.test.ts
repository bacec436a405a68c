/**
 * Match holes a security review found (issue #39): likes toggled without
 * limit announced 'It's a match' again each time; a profile with no answers
 * read everyone's answers; a member could cycle their own gender or seeking
 * to widen whom they see.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type DecisionReply,
  MATCH_DECISIONS_PER_HOUR,
  MATCH_IDENTITY_CHANGES_PER_DAY,
  MATCH_MESSAGES,
} from '../../../shared/match.ts';
import { rateLimits } from '../../db/schema/auth.ts';
import { createTestApp, json } from '../../test/app.ts';
import { type Member, signedUpPastLimits } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import {
  decide,
  likeEachOther,
  putMatchProfile,
  saveMatchAnswers,
  saveMatchProfile,
  uniformAnswers,
} from '../../test/match.ts';
import { noticesOf } from '../../test/notices.ts';

const database = setupTestDatabase();
let app: ReturnType<typeof createTestApp>;

const answers = uniformAnswers(0);

let counter = 0;
const member = (name: string) => signedUpPastLimits(app, database.db, `${name} ${++counter}`);

async function matchMember(name: string, gender: string, seeking: string, answered = true) {
  const who = await member(name);
  await saveMatchProfile(who, { gender, seeking });
  if (answered) await saveMatchAnswers(who, answers);
  return who;
}

async function matchNotices(who: Member) {
  const list = await noticesOf(who);
  return list.notifications.filter((note) => note.type === 'match');
}

/** Moves a member's window for `key` back past its end, as if the time had passed. */
async function windowPassed(key: string, seconds: number) {
  await database.db
    .update(rateLimits)
    .set({ windowStart: sql`now() - make_interval(secs => ${seconds + 1})` })
    .where(eq(rateLimits.key, key));
}

beforeAll(() => {
  app = createTestApp(database);
});

describe("'It's a match' is announced once per pair, ever", () => {
  it('like, pass, like again twenty times: one notification each, and mutual only the first time', async () => {
    const a = await matchMember('Liya', 'woman', 'men');
    const b = await matchMember('Samuel', 'man', 'women');
    await likeEachOther(a, b);
    for (let i = 0; i < 20; i++) {
      const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
      expect((await decide(from, to.userId, 'pass')).status).toBe(200);
      const again = await json<DecisionReply>(await decide(from, to.userId, 'like'));
      expect(again).toEqual({ decision: 'like', mutual: false });
    }
    expect(await matchNotices(a)).toHaveLength(1);
    expect(await matchNotices(b)).toHaveLength(1);
  });
});

describe('likes and passes are rate limited per member', () => {
  it(`allows ${MATCH_DECISIONS_PER_HOUR} an hour, then 429 with Retry-After and a clear message, and recovers after the hour`, async () => {
    const me = await matchMember('Decider', 'woman', 'men');
    const them = await matchMember('Other', 'man', 'women');
    await database.db.insert(rateLimits).values({
      key: `match-decisions:${me.userId}`,
      windowStart: new Date(),
      count: MATCH_DECISIONS_PER_HOUR - 1,
    });
    expect((await decide(me, them.userId, 'pass')).status).toBe(200);
    const over = await decide(me, them.userId, 'like');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await over.json()).toEqual({
      error: { code: 'rate_limited', message: MATCH_MESSAGES.tooManyDecisions },
    });
    // Someone else is not limited by it.
    expect((await decide(them, me.userId, 'pass')).status).toBe(200);
    await windowPassed(`match-decisions:${me.userId}`, 3600);
    expect((await decide(me, them.userId, 'like')).status).toBe(200);
  });
});

describe('a profile must answer every question before it sees others', () => {
  it('403 match_answers_required on discovery, a profile view and a decision, until all are answered', async () => {
    const fit = await matchMember('Meron', 'woman', 'men');
    const me = await matchMember('Yonas', 'man', 'women', false);
    const refused = [
      await me.browser.request('/api/match/discover'),
      await me.browser.request(`/api/match/profiles/${fit.userId}`),
      await decide(me, fit.userId, 'like'),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      const body = await response.json();
      expect(body).toEqual({
        error: { code: 'match_answers_required', message: MATCH_MESSAGES.answersRequired },
      });
      expect(JSON.stringify(body)).not.toContain('Meron');
    }
    // Part of the questions is not enough either.
    const some = await me.browser.request('/api/match/me/answers', {
      method: 'PUT',
      json: { answers: answers.slice(0, 3) },
    });
    expect(some.status).toBe(400);
    expect((await me.browser.request('/api/match/discover')).status).toBe(403);
    await me.browser.request('/api/match/me/answers', { method: 'PUT', json: { answers } });
    expect((await me.browser.request('/api/match/discover')).status).toBe(200);
    expect((await me.browser.request(`/api/match/profiles/${fit.userId}`)).status).toBe(200);
  });
});

describe('gender and seeking changes are limited', () => {
  it(`allows ${MATCH_IDENTITY_CHANGES_PER_DAY} a day, then 429 with a clear message; other fields stay free; recovers after the day`, async () => {
    const me = await matchMember('Cycler', 'man', 'women');
    const genders = ['woman', 'non-binary', 'man', 'woman'];
    for (const gender of genders.slice(0, MATCH_IDENTITY_CHANGES_PER_DAY)) {
      const response = await putMatchProfile(me, { gender, seeking: 'women' });
      expect(response.status, await response.clone().text()).toBe(200);
    }
    const current = genders[MATCH_IDENTITY_CHANGES_PER_DAY - 1];
    const over = await putMatchProfile(me, { gender: 'prefer-not-to-say', seeking: 'women' });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await over.json()).toEqual({
      error: { code: 'rate_limited', message: MATCH_MESSAGES.tooManyIdentityChanges },
    });
    const seeking = await putMatchProfile(me, { gender: current, seeking: 'everyone' });
    expect(seeking.status).toBe(429);
    // The refused change was not saved; the rest of the profile still saves.
    const bio = await putMatchProfile(me, { gender: current, seeking: 'women', bio: 'Hello' });
    expect(bio.status, await bio.clone().text()).toBe(200);
    expect(await bio.json()).toMatchObject({ gender: current, seeking: 'women', bio: 'Hello' });
    await windowPassed(`match-identity:${me.userId}`, 86_400);
    expect(
      (await putMatchProfile(me, { gender: 'prefer-not-to-say', seeking: 'women' })).status,
    ).toBe(200);
  });
});
