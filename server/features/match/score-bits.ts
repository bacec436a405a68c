/**
 * The compatibility score (shared/match.ts) in a form PostgreSQL computes for
 * every candidate in one pass, with two bit_count calls per row.
 *
 * Importances (1 to 3) are written in unary: importance i is i ones in a
 * three-bit field, so counting the ones of a masked string adds importances.
 *
 * A member's stored form (match_profiles):
 * - answer_bits, 480 bits: for each question slot s (question id − 1) and
 *   choice c, a three-bit field at (s·5 + c)·3. First half: the member's
 *   importance, in unary, at the choice they picked. Second half: '111' at
 *   the choice they picked.
 * - question_bits, 96 bits: for each slot a three-bit field at s·3. First
 *   half: the importance at every answered question; second half: '111' there.
 *
 * The viewer's mask (a query parameter) is the mirror image: first half '111'
 * at the viewer's own picks (picking out the candidate's importance where
 * they chose alike), second half the viewer's importance in unary at their
 * picks (counted where the candidate chose alike). So
 *   bit_count(answer_mask & answer_bits)
 * is the weight answered alike (both importances of every question answered
 * with the same choice), and the same over question_bits the weight of every
 * question both answered. The score is round(100 · alike / shared), 0 when
 * nothing is shared: the rule of shared/match.ts, which the tests compare
 * against. When both answered the same set of questions (the usual case:
 * onboarding asks for all of them), the shared weight is just the sum of the
 * two importance totals (question_set, importance_total), with no counting.
 */
import {
  MATCH_MAX_CHOICES,
  MATCH_QUESTION_SLOTS,
  type MatchAnswer,
} from '../../../shared/match.ts';

/** Bits per importance field (importance 3 in unary). */
const FIELD = 3;
const ANSWER_HALF = MATCH_QUESTION_SLOTS * MATCH_MAX_CHOICES * FIELD;
const QUESTION_HALF = MATCH_QUESTION_SLOTS * FIELD;
export const ANSWER_BITS_LENGTH = ANSWER_HALF * 2;
export const QUESTION_BITS_LENGTH = QUESTION_HALF * 2;

const zeros = (length: number) => new Array<string>(length).fill('0');

function answerPos(answer: MatchAnswer) {
  return ((answer.question_id - 1) * MATCH_MAX_CHOICES + answer.choice_index) * FIELD;
}
const questionPos = (answer: MatchAnswer) => (answer.question_id - 1) * FIELD;

function valid(answer: MatchAnswer) {
  return (
    answer.question_id >= 1 &&
    answer.question_id <= MATCH_QUESTION_SLOTS &&
    answer.choice_index >= 0 &&
    answer.choice_index < MATCH_MAX_CHOICES &&
    answer.importance >= 1 &&
    answer.importance <= FIELD
  );
}

/** Writes `ones` ones into the field at `at` (the rest of the field stays '0'). */
function fill(bits: string[], at: number, ones: number) {
  for (let i = 0; i < ones; i++) bits[at + i] = '1';
}

/** The stored form of a member's answers. */
export function encodeAnswers(answers: readonly MatchAnswer[]) {
  const answerBits = zeros(ANSWER_BITS_LENGTH);
  const questionBits = zeros(QUESTION_BITS_LENGTH);
  for (const answer of answers) {
    if (!valid(answer)) throw new Error(`Answer out of range: ${JSON.stringify(answer)}`);
    fill(answerBits, answerPos(answer), answer.importance);
    fill(answerBits, ANSWER_HALF + answerPos(answer), FIELD);
    fill(questionBits, questionPos(answer), answer.importance);
    fill(questionBits, QUESTION_HALF + questionPos(answer), FIELD);
  }
  return {
    answerBits: answerBits.join(''),
    questionBits: questionBits.join(''),
    ...questionSummary(answers),
  };
}

/**
 * Which slots are answered (bit s for slot s) and the sum of the importances.
 * When two members answered the same set, the weight they share is simply
 * the sum of both totals, with no bit counting.
 */
export function questionSummary(answers: readonly MatchAnswer[]) {
  let questionSet = 0;
  let importanceTotal = 0;
  for (const answer of answers) {
    if (!valid(answer)) continue;
    questionSet |= 1 << (answer.question_id - 1);
    importanceTotal += answer.importance;
  }
  return { questionSet, importanceTotal };
}

/** The viewer's two masks, passed to the discovery query. */
export function viewerMasks(answers: readonly MatchAnswer[]) {
  const answerMask = zeros(ANSWER_BITS_LENGTH);
  const questionMask = zeros(QUESTION_BITS_LENGTH);
  for (const answer of answers) {
    if (!valid(answer)) continue;
    // First half: all of their importance where they chose as I did / answered too.
    fill(answerMask, answerPos(answer), FIELD);
    fill(questionMask, questionPos(answer), FIELD);
    // Second half: my own importance, counted where they chose as I did / answered too.
    fill(answerMask, ANSWER_HALF + answerPos(answer), answer.importance);
    fill(questionMask, QUESTION_HALF + questionPos(answer), answer.importance);
  }
  return {
    answerMask: answerMask.join(''),
    questionMask: questionMask.join(''),
    ...questionSummary(answers),
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
  const alike = count(masks.answerMask, stored.answerBits);
  const shared =
    masks.questionSet === stored.questionSet
      ? masks.importanceTotal + stored.importanceTotal
      : count(masks.questionMask, stored.questionBits);
  return shared === 0 ? 0 : Math.floor((200 * alike + shared) / (2 * shared));
}
