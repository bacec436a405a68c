import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpenThreadReply, ThreadSummary } from '../../../shared/inbox.ts';
import {
  compatibilityScore,
  type DecisionReply,
  type DiscoverReply,
  type MatchAnswer,
  type MatchProfileDto,
  type MatchProfileViewReply,
  type MatchQuestionDto,
  type MyMatchReply,
} from '../../../shared/match.ts';
import { MATCH_SEED_QUESTIONS } from '../../../shared/match-questions.ts';
import { user } from '../../db/schema/auth.ts';
import { matchDecisions, matchProfiles } from '../../db/schema/match.ts';
import { createTestApp, json } from '../../test/app.ts';
import { type Member, signedUpPastLimits, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { jpegWithGps } from '../../test/images.ts';
import { decide, likeEachOther, saveMatchAnswers, uniformAnswers } from '../../test/match.ts';
import { noticesOf } from '../../test/notices.ts';
import { createRandom } from '../demo/random.ts';
import { encodeAnswers } from './score-bits.ts';

const database = setupTestDatabase();
let app: ReturnType<typeof createTestApp>;
let anonymous: TestBrowser;
let questions: MatchQuestionDto[];

const profile = (fields: Record<string, unknown> = {}) => ({
  display_name: 'Selam',
  age: 29,
  city: 'Oakland',
  country: 'US',
  gender: 'woman',
  seeking: 'men',
  bio: 'Coffee and hiking',
  ...fields,
});

async function saveProfile(member: Member, fields: Record<string, unknown> = {}) {
  const response = await member.browser.request('/api/match/me', {
    method: 'PUT',
    json: profile(fields),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<MatchProfileDto>(response);
}

/** A member with a complete profile. */
async function matchMember(name: string, fields: Record<string, unknown>, answers: MatchAnswer[]) {
  const member = await newMember(name);
  await saveProfile(member, { display_name: name, ...fields });
  await saveMatchAnswers(member, answers);
  return member;
}

async function discoverAs(member: Member) {
  const response = await member.browser.request('/api/match/discover');
  expect(response.status, await response.clone().text()).toBe(200);
  return (await json<DiscoverReply>(response)).candidates;
}

/** A signed-up member (this file signs up many). */
const newMember = (name: string) => signedUpPastLimits(app, database.db, name);

beforeAll(async () => {
  app = createTestApp(database);
  anonymous = new TestBrowser(app);
  const member = await newMember('Reader');
  const response = await member.browser.request('/api/match/questions');
  questions = (await json<{ questions: MatchQuestionDto[] }>(response)).questions;
});

describe('questions', () => {
  it('has the 15 seeded questions with weights 1 to 3, in English and Tigrinya, by id', () => {
    expect(questions.map((q) => q.id)).toEqual(MATCH_SEED_QUESTIONS.map((q) => q.id));
    expect(questions).toHaveLength(15);
    for (const q of questions) {
      expect(q.weight).toBeGreaterThanOrEqual(1);
      expect(q.weight).toBeLessThanOrEqual(3);
      expect(q.text_ti).toMatch(/[\u1200-\u137F]/);
      expect(q.choices_ti).toHaveLength(q.choices.length);
    }
  });
});

describe('onboarding', () => {
  it('step 1 needs a display name and an age of 18 or older (400 with the field)', async () => {
    const member = await newMember('Young');
    for (const [fields, field, message] of [
      [{ display_name: ' ' }, 'display_name', 'Display name is required'],
      [{ age: 17 }, 'age', 'You must be 18 or older to use Match.'],
      [{ age: undefined }, 'age', 'Age is required'],
      [{ gender: 'robot' }, 'gender', 'Choose a gender'],
      [{ photos: ['https://evil.example/x.webp'] }, 'photos.0', 'Not a photo of this site'],
    ] as const) {
      const response = await member.browser.request('/api/match/me', {
        method: 'PUT',
        json: profile(fields),
      });
      expect(response.status).toBe(400);
      const body = await json<{ error: { fields: Record<string, string> } }>(response);
      expect(body.error.fields[field]).toBe(message);
    }
    const mine = await json<MyMatchReply>(await member.browser.request('/api/match/me'));
    expect(mine).toEqual({ profile: null, answers: [] });
  });

  it('saves the profile, then the answers; an existing profile comes back with its answers', async () => {
    const member = await newMember('Hanna');
    const saved = await saveProfile(member, { city: '  ', bio: '' });
    expect(saved).toMatchObject({
      display_name: 'Selam',
      age: 29,
      city: null,
      bio: null,
      photos: [],
    });
    await saveMatchAnswers(member, uniformAnswers(1, 3));
    const mine = await json<MyMatchReply>(await member.browser.request('/api/match/me'));
    expect(mine.profile?.user_id).toBe(member.userId);
    expect(mine.answers).toEqual(uniformAnswers(1, 3));
    // Updating keeps one profile.
    await saveProfile(member, { age: 30 });
    const [count] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(matchProfiles)
      .where(eq(matchProfiles.userId, member.userId));
    expect(count?.n).toBe(1);
  });

  it('completing needs every question answered, each with one of its choices', async () => {
    const member = await newMember('Partial');
    await saveProfile(member);
    const put = (answers: unknown) =>
      member.browser.request('/api/match/me/answers', { method: 'PUT', json: { answers } });
    const missing = await put(uniformAnswers(0).slice(1));
    expect(missing.status).toBe(400);
    expect((await json<{ error: { message: string } }>(missing)).error.message).toBe(
      'Answer every question before completing.',
    );
    const badChoice = uniformAnswers(0).map((a) =>
      a.question_id === 3 ? { ...a, choice_index: 4 } : a,
    );
    expect((await put(badChoice)).status).toBe(400);
    expect(
      (await put([...uniformAnswers(0), { question_id: 16, choice_index: 0, importance: 1 }]))
        .status,
    ).toBe(400);
    expect((await put(uniformAnswers(0).map((a) => ({ ...a, importance: 4 })))).status).toBe(400);
    expect((await put('nope')).status).toBe(400);
  });

  it('answers need a profile first (403 match_profile_required)', async () => {
    const member = await newMember('NoProfile');
    const response = await member.browser.request('/api/match/me/answers', {
      method: 'PUT',
      json: { answers: uniformAnswers(0) },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'match_profile_required' } });
  });

  it('takes photos through the photo pipeline (multipart), keeps only its own, at most 6', async () => {
    const member = await newMember('Photo');
    const form = new FormData();
    form.set('profile', JSON.stringify(profile()));
    form.append('photos', new Blob([await jpegWithGps()], { type: 'image/jpeg' }), 'me.jpg');
    const response = await member.browser.request('/api/match/me', { method: 'PUT', form });
    expect(response.status, await response.clone().text()).toBe(200);
    const saved = await json<MatchProfileDto>(response);
    expect(saved.photos).toHaveLength(1);
    expect(saved.photos[0]).toMatch(/^\/media\/u_.+\.webp$/);
    const media = await app.request(saved.photos[0] as string);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/webp');

    const notAPhoto = new FormData();
    notAPhoto.set('profile', JSON.stringify(profile({ photos: saved.photos })));
    notAPhoto.append('photos', new Blob(['<svg/>'], { type: 'image/jpeg' }), 'x.jpg');
    expect(
      (await member.browser.request('/api/match/me', { method: 'PUT', form: notAPhoto })).status,
    ).toBe(415);

    const other = await newMember('Thief');
    const steal = await other.browser.request('/api/match/me', {
      method: 'PUT',
      json: profile({ photos: saved.photos }),
    });
    expect(steal.status).toBe(400);
  });
});

describe('who sees profiles', () => {
  let viewer: Member;
  let fit: Member;
  let wrongSeeking: Member;
  let wrongGender: Member;
  let noProfile: Member;

  beforeAll(async () => {
    viewer = await matchMember('Dawit', { gender: 'man', seeking: 'women' }, uniformAnswers(0));
    fit = await matchMember('Meron', { gender: 'woman', seeking: 'men' }, uniformAnswers(0));
    wrongSeeking = await matchMember(
      'Rahel',
      { gender: 'woman', seeking: 'women' },
      uniformAnswers(0),
    );
    wrongGender = await matchMember('Yonas', { gender: 'man', seeking: 'men' }, uniformAnswers(0));
    noProfile = await newMember('Nobody');
  });

  it('anonymous visitors get 401 on every match route', async () => {
    for (const path of [
      '/api/match/questions',
      '/api/match/me',
      '/api/match/discover',
      `/api/match/profiles/${fit.userId}`,
    ]) {
      expect((await anonymous.request(path)).status).toBe(401);
    }
  });

  it('a member without a profile sees no candidates, profiles or answers (403)', async () => {
    expect((await noProfile.browser.request('/api/match/discover')).status).toBe(403);
    const view = await noProfile.browser.request(`/api/match/profiles/${fit.userId}`);
    expect(view.status).toBe(403);
    expect(JSON.stringify(await view.json())).not.toContain('Meron');
    expect((await decide(noProfile, fit.userId, 'like')).status).toBe(403);
  });

  it('discovery applies the hard filters both ways and never shows myself; no raw answers', async () => {
    const candidates = await discoverAs(viewer);
    const ids = candidates.map((c) => c.user_id);
    expect(ids).toContain(fit.userId);
    expect(ids).not.toContain(viewer.userId);
    expect(ids).not.toContain(wrongSeeking.userId);
    expect(ids).not.toContain(wrongGender.userId);
    const card = candidates.find((c) => c.user_id === fit.userId);
    expect(card).toEqual({
      user_id: fit.userId,
      display_name: 'Meron',
      age: 29,
      city: 'Oakland',
      country: 'US',
      photo: null,
      score: 100,
      // Both in Oakland: the same city centre.
      distance_km: 0,
    });
    expect(Object.keys(card ?? {})).not.toContain('answers');
  });

  it('the profile view shows their answers and the score; hidden profiles are 404', async () => {
    const response = await viewer.browser.request(`/api/match/profiles/${fit.userId}`);
    expect(response.status).toBe(200);
    const view = await json<MatchProfileViewReply>(response);
    expect(view.score).toBe(100);
    expect(view.liked).toBe(false);
    expect(view.answers).toHaveLength(15);
    expect(view.answers[0]).toMatchObject({
      question_id: 1,
      question: 'How important is faith in your daily life?',
      choice: 'Very important',
      choice_ti: 'ኣዝዩ ኣገዳሲ',
      importance: 2,
    });
    for (const hidden of [
      wrongSeeking.userId,
      wrongGender.userId,
      viewer.userId,
      noProfile.userId,
      'no-such-user',
    ]) {
      const miss = await viewer.browser.request(`/api/match/profiles/${hidden}`);
      expect(miss.status).toBe(404);
      expect((await json<{ error: { message: string } }>(miss)).error.message).toBe(
        'Profile not found or not available for viewing',
      );
    }
  });

  it('a block either way hides both from each other', async () => {
    const blocker = await matchMember(
      'Senait',
      { gender: 'woman', seeking: 'everyone' },
      uniformAnswers(1),
    );
    expect((await discoverAs(viewer)).map((c) => c.user_id)).toContain(blocker.userId);
    const block = await blocker.browser.request(`/api/blocks/${viewer.userId}`, { method: 'PUT' });
    expect(block.status).toBeLessThan(300);
    expect((await discoverAs(viewer)).map((c) => c.user_id)).not.toContain(blocker.userId);
    expect((await discoverAs(blocker)).map((c) => c.user_id)).not.toContain(viewer.userId);
    expect((await viewer.browser.request(`/api/match/profiles/${blocker.userId}`)).status).toBe(
      404,
    );
    expect((await decide(viewer, blocker.userId, 'like')).status).toBe(404);
  });
});

describe('scores, passes and likes', () => {
  it('ranks best score first, and the database score equals compatibilityScore', async () => {
    const random = createRandom('match-test');
    const me = await matchMember(
      'Biniam',
      { gender: 'man', seeking: 'everyone', city: 'Rank' },
      uniformAnswers(0),
    );
    const others: { id: string; answers: MatchAnswer[] }[] = [];
    for (let i = 0; i < 12; i++) {
      const answers = MATCH_SEED_QUESTIONS.map((q) => ({
        question_id: q.id,
        choice_index: random.int(0, q.choices.length - 1),
        importance: random.int(1, 3),
      }));
      const member = await matchMember(
        `Ranked ${i}`,
        { gender: 'woman', seeking: 'everyone' },
        answers,
      );
      others.push({ id: member.userId, answers });
    }
    const mine = await json<MyMatchReply>(await me.browser.request('/api/match/me'));
    const candidates = await discoverAs(me);
    for (const other of others) {
      const card = candidates.find((c) => c.user_id === other.id);
      expect(card?.score).toBe(compatibilityScore(mine.answers, other.answers));
    }
    const scores = candidates.map((c) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(candidates.length).toBeLessThanOrEqual(50);
  });

  it('a candidate without answers scores 0', async () => {
    const me = await matchMember('Abel', { gender: 'man', seeking: 'women' }, uniformAnswers(2));
    const fresh = await newMember('Fresh');
    await saveProfile(fresh, { display_name: 'Fresh', seeking: 'everyone' });
    const card = (await discoverAs(me)).find((c) => c.user_id === fresh.userId);
    expect(card?.score).toBe(0);
  });

  it('a pass keeps them out of discovery for 30 days; a like records and hides too', async () => {
    const me = await matchMember('Filmon', { gender: 'man', seeking: 'women' }, uniformAnswers(1));
    const a = await matchMember('Helen', { gender: 'woman', seeking: 'men' }, uniformAnswers(1));
    const b = await matchMember('Selam B', { gender: 'woman', seeking: 'men' }, uniformAnswers(1));
    const pass = await decide(me, a.userId, 'pass');
    expect(pass.status).toBe(200);
    expect(await json<DecisionReply>(pass)).toEqual({ decision: 'pass', mutual: false });
    expect((await decide(me, b.userId, 'like')).status).toBe(200);
    let ids = (await discoverAs(me)).map((c) => c.user_id);
    expect(ids).not.toContain(a.userId);
    expect(ids).not.toContain(b.userId);
    // 31 days later the pass has run out (the like stays).
    await database.db
      .update(matchDecisions)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(matchDecisions.userId, me.userId));
    ids = (await discoverAs(me)).map((c) => c.user_id);
    expect(ids).toContain(a.userId);
    expect(ids).not.toContain(b.userId);
    const view = await json<MatchProfileViewReply>(
      await me.browser.request(`/api/match/profiles/${b.userId}`),
    );
    expect(view.liked).toBe(true);
  });

  it("a mutual like notifies both once: 'It's a match' with a link to message", async () => {
    const a = await matchMember('Liya', { gender: 'woman', seeking: 'men' }, uniformAnswers(0));
    const b = await matchMember('Samuel', { gender: 'man', seeking: 'women' }, uniformAnswers(0));
    await likeEachOther(a, b);
    // Liking again is no new match.
    expect(await json<DecisionReply>(await decide(b, a.userId, 'like'))).toMatchObject({
      mutual: false,
    });
    for (const [member, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const list = await noticesOf(member);
      const matches = list.notifications.filter((n) => n.type === 'match');
      expect(matches).toHaveLength(1);
      expect(matches[0]).toMatchObject({
        title: "It's a match",
        link: `/inbox?match=${other.userId}`,
      });
    }
    // 'message' opens a direct thread with the match.
    const open = await a.browser.request('/api/inbox/threads', { json: { match: b.userId } });
    expect(open.status).toBeLessThan(300);
  });

  it('a conversation opened from Match shows the name on the match profile (issue #40)', async () => {
    const a = await matchMember(
      'Almaz',
      { gender: 'woman', seeking: 'men', display_name: 'Almaz from Match' },
      uniformAnswers(0),
    );
    const b = await matchMember('Kaleb', { gender: 'man', seeking: 'women' }, uniformAnswers(0));
    const opened = await a.browser.request('/api/inbox/threads', { json: { match: b.userId } });
    const { thread } = await json<OpenThreadReply>(opened);
    const sent = await a.browser.request(`/api/inbox/threads/${thread.id}/messages`, {
      json: { body: 'Selam!' },
    });
    expect(sent.status, await sent.clone().text()).toBeLessThan(300);
    const theirs = await json<{ threads: ThreadSummary[] }>(
      await b.browser.request('/api/inbox/threads'),
    );
    expect(theirs.threads.find((t) => t.id === thread.id)?.counterpart?.label).toBe(
      'Almaz from Match',
    );
    const one = await json<{ thread: ThreadSummary }>(
      await b.browser.request(`/api/inbox/threads/${thread.id}`),
    );
    expect(one.thread.counterpart?.label).toBe('Almaz from Match');
    // A member without a match profile of their own sees the account's name.
    const outsider = await newMember('Outsider');
    const direct = await json<OpenThreadReply>(
      await outsider.browser.request('/api/inbox/threads', { json: { match: a.userId } }),
    );
    expect(direct.thread.counterpart?.label).toBe('Almaz');
  });

  it('refuses a bad decision and deciding on oneself', async () => {
    const me = await matchMember('Tesfay', { gender: 'man', seeking: 'women' }, uniformAnswers(0));
    expect((await decide(me, me.userId, 'like')).status).toBe(404);
    expect((await decide(me, me.userId, 'superlike')).status).toBe(400);
    const rows = await database.db
      .select()
      .from(matchDecisions)
      .where(and(eq(matchDecisions.userId, me.userId)));
    expect(rows).toHaveLength(0);
  });
});

describe('discovery filters (issue #40)', () => {
  const discoverWith = (member: Member, query: string) =>
    member.browser.request(`/api/match/discover?${query}`);
  const idsOf = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(200);
    return (await json<DiscoverReply>(response)).candidates.map((c) => c.user_id);
  };
  let viewer: Member;
  let near: Member;
  let farther: Member;
  let abroad: Member;

  beforeAll(async () => {
    const seek = { gender: 'woman', seeking: 'men' };
    viewer = await matchMember(
      'Filmon',
      { gender: 'man', seeking: 'women', age: 33 },
      uniformAnswers(1),
    );
    near = await matchMember(
      'Senait',
      { ...seek, age: 25, city: 'San Francisco', country: 'US' },
      uniformAnswers(1),
    );
    farther = await matchMember(
      'Rahel',
      { ...seek, age: 35, city: 'Los Angeles', country: 'United States' },
      uniformAnswers(1),
    );
    abroad = await matchMember(
      'Helen',
      { ...seek, age: 45, city: 'Asmara', country: 'Eritrea' },
      uniformAnswers(1),
    );
  });

  it('measures distance from the member’s city, and keeps only those within it', async () => {
    const reply = await json<DiscoverReply>(await discoverWith(viewer, ''));
    expect(reply.near).toBe('Oakland');
    const km = new Map(reply.candidates.map((c) => [c.user_id, c.distance_km]));
    expect(km.get(near.userId)).toBeGreaterThan(5);
    expect(km.get(near.userId)).toBeLessThan(30);
    expect(km.get(farther.userId)).toBeGreaterThan(500);
    expect(km.get(farther.userId)).toBeLessThan(600);
    expect(km.get(abroad.userId)).toBeGreaterThan(12_000);

    const within100 = await idsOf(await discoverWith(viewer, 'within_km=100'));
    expect(within100).toContain(near.userId);
    expect(within100).not.toContain(farther.userId);
    expect(within100).not.toContain(abroad.userId);
    const within1000 = await idsOf(await discoverWith(viewer, 'within_km=1000'));
    expect(within1000).toEqual(expect.arrayContaining([near.userId, farther.userId]));
    expect(within1000).not.toContain(abroad.userId);
  });

  it('keeps only ages in the range, both ends included', async () => {
    const ids = await idsOf(await discoverWith(viewer, 'min_age=30&max_age=45'));
    expect(ids).not.toContain(near.userId);
    expect(ids).toEqual(expect.arrayContaining([farther.userId, abroad.userId]));
    const young = await idsOf(await discoverWith(viewer, 'max_age=25&within_km=50'));
    expect(young).toContain(near.userId);
    expect(young).not.toContain(farther.userId);
  });

  it('a city the gazetteer does not know measures nothing and filters nothing by distance', async () => {
    const nowhere = await matchMember(
      'Yonas',
      { gender: 'man', seeking: 'women', city: 'Qwxzvillebergstad' },
      uniformAnswers(1),
    );
    const reply = await json<DiscoverReply>(await discoverWith(nowhere, 'within_km=25'));
    expect(reply.near).toBeNull();
    const abroadCard = reply.candidates.find((c) => c.user_id === abroad.userId);
    expect(abroadCard?.distance_km).toBeNull();
  });

  it('refuses a bad filter with 400 and the field', async () => {
    for (const [query, field] of [
      ['min_age=40&max_age=30', 'min_age'],
      ['min_age=17', 'min_age'],
      ['within_km=far', 'within_km'],
      ['within_km=0', 'within_km'],
    ] as const) {
      const response = await discoverWith(viewer, query);
      expect(response.status, query).toBe(400);
      const body = await json<{ error: { fields: Record<string, string> } }>(response);
      expect(Object.keys(body.error.fields), query).toContain(field);
    }
  });
});

describe('the stored score form', () => {
  it('is rewritten with the answers', async () => {
    const member = await matchMember(
      'Bits',
      { gender: 'woman', seeking: 'men' },
      uniformAnswers(2, 1),
    );
    const [row] = await database.db
      .select({ bits: matchProfiles.answerBits, answered: matchProfiles.answered })
      .from(matchProfiles)
      .where(eq(matchProfiles.userId, member.userId));
    expect(row).toEqual({ bits: encodeAnswers(uniformAnswers(2, 1)).answerBits, answered: 15 });
    // Deleting the account removes the profile.
    await database.db.delete(user).where(eq(user.id, member.userId));
    const left = await database.db
      .select()
      .from(matchProfiles)
      .where(eq(matchProfiles.userId, member.userId));
    expect(left).toHaveLength(0);
  });
});
