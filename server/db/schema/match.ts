/**
 * Match and connect (docs/product.md#match match_profiles, match_questions,
 * match_answers), plus the likes and passes the server remembers.
 *
 * Scores are computed in the database from a precomputed form of each
 * member's answers (answer_bits, question_bits: see
 * server/features/match/score-bits.ts), rewritten whenever the member saves
 * answers, so discovery never loads profiles or answers into Node.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, memberKey, memberRef, timestamptz, updatedOnWrite } from './columns.ts';
import { moderationColumns } from './moderation.ts';

/** A fixed-length PostgreSQL bit string, read and written as text of '0' and '1'. */
const bits = (length: number) =>
  customType<{ data: string; driverData: string }>({
    dataType: () => `bit(${length})`,
  });

/** 16 question slots × 5 choices × 3 bits × 2 halves (score-bits.ts). */
export const ANSWER_BITS = 480;
/** 16 question slots × 3 bits × 2 halves. */
export const QUESTION_BITS = 96;

export const matchQuestions = pgTable(
  'match_questions',
  {
    id: smallint('id').primaryKey(),
    text: text('text').notNull(),
    textTi: text('text_ti').notNull(),
    choices: text('choices').array().notNull(),
    choicesTi: text('choices_ti').array().notNull(),
    weight: smallint('weight').notNull(),
  },
  (t) => [
    check('match_questions_id_slot', sql`${t.id} BETWEEN 1 AND 16`),
    check('match_questions_weight', sql`${t.weight} BETWEEN 1 AND 3`),
    check(
      'match_questions_choices',
      sql`cardinality(${t.choices}) BETWEEN 2 AND 5 AND cardinality(${t.choicesTi}) = cardinality(${t.choices})`,
    ),
  ],
);

export const matchProfiles = pgTable(
  'match_profiles',
  {
    userId: memberKey(),
    displayName: text('display_name').notNull(),
    age: smallint('age').notNull(),
    city: text('city'),
    country: text('country'),
    gender: text('gender').notNull(),
    seeking: text('seeking').notNull(),
    bio: text('bio'),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    /** The city's coordinates from the gazetteer (null when it does not know the city). */
    cityLat: doublePrecision('city_lat'),
    cityLon: doublePrecision('city_lon'),
    answerBits: bits(ANSWER_BITS)('answer_bits').notNull(),
    questionBits: bits(QUESTION_BITS)('question_bits').notNull(),
    /** Which question slots are answered (bit s for slot s), and the sum of the importances. */
    questionSet: integer('question_set').notNull().default(0),
    importanceTotal: integer('importance_total').notNull().default(0),
    /** How many questions the member answered (0 until step 2 is completed). */
    answered: integer('answered').notNull().default(0),
    ...moderationColumns(),
    createdAt: createdAt(),
    updatedAt: updatedOnWrite(),
  },
  (t) => [
    // Serves discovery's hard filter (the candidate's gender and seeking).
    index('match_profiles_gender_seeking_idx').on(t.gender, t.seeking),
    // Serves discovery's distance filter (a bounding box on latitude first).
    index('match_profiles_city_lat_idx').on(t.cityLat),
    check('match_profiles_age', sql`${t.age} BETWEEN 18 AND 120`),
    check(
      'match_profiles_gender',
      sql`${t.gender} IN ('man', 'woman', 'non-binary', 'prefer-not-to-say')`,
    ),
    check('match_profiles_seeking', sql`${t.seeking} IN ('men', 'women', 'everyone')`),
    check('match_profiles_photos', sql`cardinality(${t.photos}) <= 6`),
  ],
);

export const matchAnswers = pgTable(
  'match_answers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => matchProfiles.userId, { onDelete: 'cascade' }),
    questionId: smallint('question_id')
      .notNull()
      .references(() => matchQuestions.id, { onDelete: 'cascade' }),
    choiceIndex: smallint('choice_index').notNull(),
    importance: smallint('importance').notNull(),
  },
  (t) => [
    // The key serves "a member's answers" (their profile view, their own step 2).
    primaryKey({ columns: [t.userId, t.questionId] }),
    check('match_answers_importance', sql`${t.importance} BETWEEN 1 AND 3`),
    check('match_answers_choice', sql`${t.choiceIndex} BETWEEN 0 AND 4`),
  ],
);

/** A member's like or pass of another; a pass keeps them out of discovery for 30 days. */
export const matchDecisions = pgTable(
  'match_decisions',
  {
    userId: memberRef(),
    targetId: memberRef('target_id'),
    decision: text('decision').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The key serves discovery's "did I decide on them" and the mutual-like check (reversed).
    primaryKey({ columns: [t.userId, t.targetId] }),
    // Serves removing an account (its decisions as a target go with it).
    index('match_decisions_target_idx').on(t.targetId),
    check('match_decisions_kind', sql`${t.decision} IN ('like', 'pass')`),
    check('match_decisions_not_self', sql`${t.userId} <> ${t.targetId}`),
  ],
);

/**
 * Pairs of members whose match was announced ('It's a match'), once ever
 * (issue #39: like, pass and like again announced it again each time). The
 * pair is kept in order, the lower id first.
 */
export const matchAnnouncements = pgTable(
  'match_announcements',
  {
    userLow: memberRef('user_low'),
    userHigh: memberRef('user_high'),
    announcedAt: timestamptz('announced_at').notNull().defaultNow(),
  },
  (t) => [
    // The key serves the once-only insert of a new match (decide, ON CONFLICT DO NOTHING).
    primaryKey({ columns: [t.userLow, t.userHigh] }),
    // Serves removing an account (its pairs as the higher id go with it).
    index('match_announcements_high_idx').on(t.userHigh),
    // Byte order, as decide() compares the ids, whatever the database's collation.
    check('match_announcements_order', sql`${t.userLow} < ${t.userHigh} COLLATE "C"`),
  ],
);

export type MatchProfileRow = typeof matchProfiles.$inferSelect;
export type MatchQuestionRow = typeof matchQuestions.$inferSelect;
