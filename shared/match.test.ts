import { describe, expect, it } from 'vitest';
import { compatibilityScore, type MatchAnswer, mutuallySought, seekingFits } from './match.ts';
import { matchAnswersSchema, matchProfileSchema } from './schemas/match.ts';

const answer = (question_id: number, choice_index: number, importance: number): MatchAnswer => ({
  question_id,
  choice_index,
  importance,
});

describe('compatibility score (docs/product.md#match)', () => {
  it('is 100 for identical answers', () => {
    const mine = [answer(1, 0, 3), answer(2, 1, 1), answer(3, 2, 2)];
    expect(compatibilityScore(mine, mine)).toBe(100);
  });

  it('is 0 with no shared question', () => {
    expect(compatibilityScore([answer(1, 0, 3)], [answer(2, 0, 3)])).toBe(0);
    expect(compatibilityScore([], [])).toBe(0);
  });

  it('is 0 when every shared question is answered differently', () => {
    expect(
      compatibilityScore([answer(1, 0, 3), answer(2, 0, 1)], [answer(1, 1, 3), answer(2, 2, 1)]),
    ).toBe(0);
  });

  it('weighs each shared question by the sum of both importances (mixed weights)', () => {
    // q1 alike, weight 3 + 1 = 4; q2 different, weight 1 + 1 = 2 → 4 / 6 = 66.7 → 67.
    const mine = [answer(1, 0, 3), answer(2, 0, 1)];
    const theirs = [answer(1, 0, 1), answer(2, 1, 1)];
    expect(compatibilityScore(mine, theirs)).toBe(67);
    // Symmetric.
    expect(compatibilityScore(theirs, mine)).toBe(67);
  });

  it('counts only the questions both answered', () => {
    // q1 alike (2 + 2 = 4), q2 only mine, q3 different (3 + 1 = 4) → 4 / 8 = 50.
    const mine = [answer(1, 1, 2), answer(2, 0, 3), answer(3, 0, 3)];
    const theirs = [answer(1, 1, 2), answer(3, 2, 1), answer(4, 0, 3)];
    expect(compatibilityScore(mine, theirs)).toBe(50);
  });

  it('rounds to the nearest percent', () => {
    const mine = [answer(1, 0, 1), answer(2, 0, 1), answer(3, 0, 1)];
    const theirs = [answer(1, 0, 1), answer(2, 1, 1), answer(3, 1, 1)];
    // 2 / 6 = 33.3 → 33
    expect(compatibilityScore(mine, theirs)).toBe(33);
    const two = [answer(1, 0, 1), answer(2, 0, 1), answer(3, 0, 1)];
    const other = [answer(1, 0, 1), answer(2, 0, 1), answer(3, 1, 1)];
    // 4 / 6 = 66.7 → 67
    expect(compatibilityScore(two, other)).toBe(67);
  });
});

describe('hard filters', () => {
  it("'everyone' fits all; men fits man; women fits woman", () => {
    expect(seekingFits('everyone', 'non-binary')).toBe(true);
    expect(seekingFits('men', 'man')).toBe(true);
    expect(seekingFits('men', 'woman')).toBe(false);
    expect(seekingFits('women', 'prefer-not-to-say')).toBe(false);
  });

  it('holds both ways', () => {
    const a = { gender: 'man', seeking: 'women' } as const;
    expect(mutuallySought(a, { gender: 'woman', seeking: 'men' })).toBe(true);
    expect(mutuallySought(a, { gender: 'woman', seeking: 'women' })).toBe(false);
    expect(mutuallySought(a, { gender: 'woman', seeking: 'everyone' })).toBe(true);
  });
});

describe('onboarding validation (docs/product.md#match Match profile)', () => {
  const base = { display_name: 'Selam', age: 29, gender: 'woman', seeking: 'men' };

  it('needs a display name and an age of 18 or older', () => {
    expect(matchProfileSchema.safeParse(base).success).toBe(true);
    expect(
      matchProfileSchema.safeParse({ ...base, display_name: '  ' }).error?.issues[0]?.message,
    ).toBe('Display name is required');
    expect(matchProfileSchema.safeParse({ ...base, age: 17 }).error?.issues[0]?.message).toBe(
      'You must be 18 or older to use Match.',
    );
    expect(matchProfileSchema.safeParse({ ...base, age: undefined }).success).toBe(false);
  });

  it('refuses an importance outside 1 to 3 and a question answered twice', () => {
    expect(matchAnswersSchema.safeParse({ answers: [answer(1, 0, 4)] }).success).toBe(false);
    expect(matchAnswersSchema.safeParse({ answers: [answer(1, 0, 0)] }).success).toBe(false);
    expect(
      matchAnswersSchema.safeParse({ answers: [answer(1, 0, 1), answer(1, 1, 1)] }).success,
    ).toBe(false);
  });
});
