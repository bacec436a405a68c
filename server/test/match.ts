/** The Match calls API tests make as a member: answers to the questions, and a like or pass. */
import { expect } from 'vitest';
import type { DecisionReply, MatchAnswer } from '../../shared/match.ts';
import { MATCH_SEED_QUESTIONS } from '../../shared/match-questions.ts';
import { json } from './app.ts';
import type { Member } from './auth-client.ts';

/** Every question answered with the same choice and importance. */
export const uniformAnswers = (choice: number, importance = 2): MatchAnswer[] =>
  MATCH_SEED_QUESTIONS.map((q) => ({ question_id: q.id, choice_index: choice, importance }));

/** The member's match profile as saved by PUT /api/match/me ('Someone', 30, then `fields`). */
export const putMatchProfile = (member: Member, fields: Record<string, unknown>) =>
  member.browser.request('/api/match/me', {
    method: 'PUT',
    json: { display_name: 'Someone', age: 30, ...fields },
  });

/** Saves the member's match profile as putMatchProfile does; expects 200. */
export async function saveMatchProfile(member: Member, fields: Record<string, unknown>) {
  const response = await putMatchProfile(member, fields);
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Saves the member's answers; expects 200. */
export async function saveMatchAnswers(member: Member, answers: MatchAnswer[]) {
  const response = await member.browser.request('/api/match/me/answers', {
    method: 'PUT',
    json: { answers },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The member's like or pass on another's profile (by user id), as answered. */
export const decide = (member: Member, targetUserId: string, decision: string) =>
  member.browser.request(`/api/match/profiles/${targetUserId}/decision`, {
    method: 'PUT',
    json: { decision },
  });

/** `a` likes `b`, not yet mutual; then `b` likes `a`, and it is a match (mutual). */
export async function likeEachOther(a: Member, b: Member) {
  expect(await json<DecisionReply>(await decide(a, b.userId, 'like'))).toEqual({
    decision: 'like',
    mutual: false,
  });
  expect(await json<DecisionReply>(await decide(b, a.userId, 'like'))).toEqual({
    decision: 'like',
    mutual: true,
  });
}
