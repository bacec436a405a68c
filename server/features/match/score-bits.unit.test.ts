import { describe, expect, it } from 'vitest';
import { compatibilityScore, type MatchAnswer } from '../../../shared/match.ts';
import { createRandom } from '../demo/random.ts';
import { encodeAnswers, scoreFromBits, viewerMasks } from './score-bits.ts';

function randomAnswers(seed: string): MatchAnswer[] {
  const random = createRandom(seed);
  const answers: MatchAnswer[] = [];
  for (let id = 1; id <= 16; id++) {
    if (random.chance(0.25)) continue;
    answers.push({ question_id: id, choice_index: random.int(0, 4), importance: random.int(1, 3) });
  }
  return answers;
}

describe('the bit form of the score', () => {
  it('gives exactly compatibilityScore for 2,000 random pairs', () => {
    for (let i = 0; i < 2_000; i++) {
      const mine = randomAnswers(`mine:${i}`);
      const theirs = randomAnswers(`theirs:${i}`);
      expect(scoreFromBits(viewerMasks(mine), encodeAnswers(theirs))).toBe(
        compatibilityScore(mine, theirs),
      );
    }
  });

  it('gives exactly compatibilityScore when both answered every question (the summed-totals path)', () => {
    for (let i = 0; i < 1_000; i++) {
      const random = createRandom(`full:${i}`);
      const full = () =>
        Array.from({ length: 15 }, (_, q) => ({
          question_id: q + 1,
          choice_index: random.int(0, 2),
          importance: random.int(1, 3),
        }));
      const mine = full();
      const theirs = full();
      expect(scoreFromBits(viewerMasks(mine), encodeAnswers(theirs))).toBe(
        compatibilityScore(mine, theirs),
      );
    }
  });

  it('gives 100 for identical answers and 0 for none shared', () => {
    const mine = randomAnswers('same');
    expect(scoreFromBits(viewerMasks(mine), encodeAnswers(mine))).toBe(100);
    expect(scoreFromBits(viewerMasks([]), encodeAnswers(mine))).toBe(0);
  });

  it('refuses to store an answer outside the slots', () => {
    expect(() => encodeAnswers([{ question_id: 17, choice_index: 0, importance: 1 }])).toThrow();
  });
});
