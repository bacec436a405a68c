import { MATCH_MESSAGES, type MatchQuestionDto } from '@shared/match.ts';
import { matchProfileSchema } from '@shared/schemas/match.ts';
import { describe, expect, it } from 'vitest';
import {
  ageFromInput,
  initialDraft,
  profileDefaults,
  profileFieldsSchema,
  toAnswers,
  toProfileInput,
  unanswered,
  withAnswer,
} from './form-model.ts';

const messagesOf = (values: unknown) =>
  profileFieldsSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe('match onboarding, step 1', () => {
  it('starts a first profile from the account’s name and city', () => {
    expect(profileDefaults(null, { display_name: 'Amanuel', city: 'Oakland' })).toMatchObject({
      display_name: 'Amanuel',
      city: 'Oakland',
      age: undefined,
      gender: '',
    });
  });

  it('needs a name, an age of 18 or more, a gender and whom they seek (the shared schema)', () => {
    const blank = profileDefaults(null, null);
    expect(messagesOf(blank)).toEqual(
      expect.arrayContaining([
        MATCH_MESSAGES.nameRequired,
        MATCH_MESSAGES.ageRequired,
        'Choose a gender',
        'Choose whom you are looking for',
      ]),
    );
    expect(messagesOf({ ...blank, display_name: 'A', age: 17 })).toContain(MATCH_MESSAGES.tooYoung);
    const ready = { ...blank, display_name: 'A', age: 31, gender: 'man', seeking: 'women' };
    expect(messagesOf(ready)).toEqual([]);
    expect(matchProfileSchema.safeParse(toProfileInput(ready as never, [])).success).toBe(true);
  });

  it('reads a typed age: blank stays blank', () => {
    expect(ageFromInput('')).toBeUndefined();
    expect(ageFromInput(' 31 ')).toBe(31);
  });
});

describe('match onboarding, step 2', () => {
  const questions = [{ id: 1 }, { id: 2 }] as MatchQuestionDto[];

  it('keeps saved answers and gives the rest importance 2', () => {
    const draft = initialDraft(questions, [{ question_id: 2, choice_index: 1, importance: 3 }]);
    expect(draft).toEqual({ 1: { importance: 2 }, 2: { choice: 1, importance: 3 } });
    expect(unanswered(questions, draft).map((q) => q.id)).toEqual([1]);
  });

  it('sends every question once answered', () => {
    const draft = withAnswer(initialDraft(questions, []), 1, { choice: 0 });
    const done = withAnswer(draft, 2, { choice: 2, importance: 1 });
    expect(unanswered(questions, done)).toEqual([]);
    expect(toAnswers(questions, done)).toEqual([
      { question_id: 1, choice_index: 0, importance: 2 },
      { question_id: 2, choice_index: 2, importance: 1 },
    ]);
  });
});
