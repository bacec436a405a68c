/**
 * The compatibility score (shared/match.ts) in a form PostgreSQL computes for
 * every candidate in one pass, with four bit_count calls per row.
 *
 * A member's stored form (match_profiles):
 * - answer_bits, 320 bits: for each question slot s (question id − 1) and
 *   choice c, two bits at (s·5 + c)·2. First half: the member's importance
 *   (binary, high bit first) at the choice they picked. Second half: '11' at
 *   the choice they picked.
 * - question_bits, 64 bits: for each slot two bits at s·2. First half: the
 *   importance at every answered question; second half: '11' there.
 *
 * The viewer's masks (query parameters): `low`/`high` select, in the first
 * half, the low/high importance bit at the viewer's own picks, and in the
 * second half the viewer's own importance bits at their picks. Then
 *   popcount(low & answer_bits) + 2·popcount(high & answer_bits)
 * adds, over every question answered alike, their importance (first half)
 * plus mine (second half): the weight answered alike. The same masks over
 * question_bits give the weight of every shared question. The score is
 * round(100 · alike / shared), 0 when nothing is shared: the rule of
 * shared/match.ts, which the tests compare against.
 */
import {
  MATCH_MAX_CHOICES,
  MATCH_QUESTION_SLOTS,
  type MatchAnswer,
} from '../../../shared/match.ts';

const ANSWER_HALF = MATCH_QUESTION_SLOTS * MATCH_MAX_CHOICES * 2;
const QUESTION_HALF = MATCH_QUESTION_SLOTS * 2;
export const ANSWER_BITS_LENGTH = ANSWER_HALF * 2;
export const QUESTION_BITS_LENGTH = QUESTION_HALF * 2;

const zeros = (length: number) => new Array<string>(length).fill('0');

function answerPos(answer: MatchAnswer) {
  return ((answer.question_id - 1) * MATCH_MAX_CHOICES + answer.choice_index) * 2;
}
const questionPos = (answer: MatchAnswer) => (answer.question_id - 1) * 2;

function valid(answer: MatchAnswer) {
  return (
    answer.question_id >= 1 &&
    answer.question_id <= MATCH_QUESTION_SLOTS &&
    answer.choice_index >= 0 &&
    answer.choice_index < MATCH_MAX_CHOICES &&
    answer.importance >= 1 &&
    answer.importance <= 3
  );
}

/** The stored form of a member's answers. */
export function encodeAnswers(answers: readonly MatchAnswer[]) {
  const answerBits = zeros(ANSWER_BITS_LENGTH);
  const questionBits = zeros(QUESTION_BITS_LENGTH);
  for (const answer of answers) {
    if (!valid(answer)) throw new Error(`Answer out of range: ${JSON.stringify(answer)}`);
    const a = answerPos(answer);
    const q = questionPos(answer);
    const high = answer.importance & 2 ? '1' : '0';
    const low = answer.importance & 1 ? '1' : '0';
    answerBits[a] = high;
    answerBits[a + 1] = low;
    answerBits[ANSWER_HALF + a] = '1';
    answerBits[ANSWER_HALF + a + 1] = '1';
    questionBits[q] = high;
    questionBits[q + 1] = low;
    questionBits[QUESTION_HALF + q] = '1';
    questionBits[QUESTION_HALF + q + 1] = '1';
  }
  return { answerBits: answerBits.join(''), questionBits: questionBits.join('') };
}

/** The viewer's four masks, passed to the discovery query. */
export function viewerMasks(answers: readonly MatchAnswer[]) {
  const answerLow = zeros(ANSWER_BITS_LENGTH);
  const answerHigh = zeros(ANSWER_BITS_LENGTH);
  const questionLow = zeros(QUESTION_BITS_LENGTH);
  const questionHigh = zeros(QUESTION_BITS_LENGTH);
  for (const answer of answers) {
    if (!valid(answer)) continue;
    const a = answerPos(answer);
    const q = questionPos(answer);
    // First half: pick out their importance bits where they chose as I did / answered as I did.
    answerHigh[a] = '1';
    answerLow[a + 1] = '1';
    questionHigh[q] = '1';
    questionLow[q + 1] = '1';
    // Second half: my own importance, counted where they chose as I did / answered too.
    if (answer.importance & 2) {
      answerHigh[ANSWER_HALF + a] = '1';
      questionHigh[QUESTION_HALF + q] = '1';
    }
    if (answer.importance & 1) {
      answerLow[ANSWER_HALF + a + 1] = '1';
      questionLow[QUESTION_HALF + q + 1] = '1';
    }
  }
  return {
    answerLow: answerLow.join(''),
    answerHigh: answerHigh.join(''),
    questionLow: questionLow.join(''),
    questionHigh: questionHigh.join(''),
  };
}

/** The query's arithmetic in JavaScript (for tests): the same result as compatibilityScore. */
export function scoreFromBits(
  masks: ReturnType<typeof viewerMasks>,
  stored: ReturnType<typeof encodeAnswers>,
): number {
  const count = (mask: string, value: string) => {
    let n = 0;
    for (let i = 0; i < mask.length; i++) if (mask[i] === '1' && value[i] === '1') n++;
    return n;
  };
  const alike =
    count(masks.answerLow, stored.answerBits) + 2 * count(masks.answerHigh, stored.answerBits);
  const shared =
    count(masks.questionLow, stored.questionBits) +
    2 * count(masks.questionHigh, stored.questionBits);
  return shared === 0 ? 0 : Math.floor((200 * alike + shared) / (2 * shared));
}
