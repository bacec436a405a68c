/**
 * Match: members only. A member needs a match profile of their own to see
 * candidates, profiles and answers; their own profile is not among them (404).
 * Here the owner (a woman seeking men) and the other member (a man seeking
 * women) each get a profile, so each is visible to the other.
 */
import { MATCH_SEED_QUESTIONS } from '../../../../shared/match-questions.ts';
import { matchProfiles } from '../../../db/schema/match.ts';
import { encodeAnswers } from '../../../features/match/score-bits.ts';
import { signedIn } from '../expect.ts';
import type { AccessContext, AccessRow, Role } from '../types.ts';

const PROFILE = {
  display_name: 'Access',
  age: 30,
  city: 'Oakland',
  country: 'US',
  gender: 'woman',
  seeking: 'men',
  bio: null,
  photos: [],
};

/** Gives the owner and the other member a match profile (once). */
async function profiles(ctx: AccessContext) {
  const empty = encodeAnswers([]);
  for (const [member, gender, seeking] of [
    [ctx.owner, 'woman', 'men'],
    [ctx.other, 'man', 'women'],
  ] as const) {
    await ctx.database.db
      .insert(matchProfiles)
      .values({
        userId: member.userId,
        displayName: member === ctx.owner ? 'Owner' : 'Other',
        age: 30,
        gender,
        seeking,
        answerBits: empty.answerBits,
        questionBits: empty.questionBits,
      })
      .onConflictDoNothing();
  }
}

/** The owner, once both members have their profiles (a route's `:userId`). */
async function profiledOwner(ctx: AccessContext) {
  await profiles(ctx);
  return ctx.owner.userId;
}

const withProfiles =
  (build: (ctx: AccessContext, role: Role) => { path: string; json?: unknown }) =>
  async (ctx: AccessContext, role: Role) => {
    await profiles(ctx);
    return build(ctx, role);
  };

export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/match/questions', expect: signedIn(200) },
  { method: 'GET', route: '/api/match/me', expect: signedIn(200) },
  {
    method: 'PUT',
    route: '/api/match/me',
    expect: signedIn(200),
    // Each saves the same profile the other rows expect (the owner a woman, the other a man).
    request: (_ctx, role) => ({
      path: '/api/match/me',
      json: role === 'other' ? { ...PROFILE, gender: 'man', seeking: 'women' } : PROFILE,
    }),
  },
  {
    method: 'PUT',
    route: '/api/match/me/answers',
    expect: signedIn(200),
    request: withProfiles(() => ({
      path: '/api/match/me/answers',
      json: {
        answers: MATCH_SEED_QUESTIONS.map((q) => ({
          question_id: q.id,
          choice_index: 0,
          importance: 2,
        })),
      },
    })),
  },
  {
    method: 'GET',
    route: '/api/match/discover',
    expect: signedIn(200),
    request: withProfiles(() => ({ path: '/api/match/discover' })),
  },
  {
    method: 'GET',
    route: '/api/match/profiles/:userId',
    case: "the owner's profile: not their own to browse",
    params: profiledOwner,
    expect: { ...signedIn(200), owner: 404 },
  },
  {
    method: 'PUT',
    route: '/api/match/profiles/:userId/decision',
    case: 'liking the owner: others may, the owner cannot like themselves',
    params: profiledOwner,
    json: { decision: 'like' },
    expect: { ...signedIn(200), owner: 404 },
  },
];
