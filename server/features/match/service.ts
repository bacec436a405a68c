/**
 * Match and connect: profiles, answers, discovery, the profile view, likes
 * and passes (docs/product.md#match Match). The server computes every
 * score; no reply carries another member's raw answers except the profile
 * view's 'Their Answers', and only to a member with a profile of their own.
 */

import { and, asc, count, eq, sql } from 'drizzle-orm';
import { COMMON_MESSAGES } from '../../../shared/errors.ts';
import {
  compatibilityScore,
  type DecisionReply,
  type DiscoverReply,
  gendersSought,
  MATCH_DECISIONS_PER_HOUR,
  MATCH_DISCOVERY_LIMIT,
  MATCH_IDENTITY_CHANGES_PER_DAY,
  MATCH_MESSAGES,
  MATCH_MUTUAL_EVENT,
  MATCH_PASS_DAYS,
  type MatchAnswer,
  type MatchCandidateDto,
  type MatchedMember,
  type MatchGender,
  type MatchMutualEvent,
  type MatchProfileDto,
  type MatchProfileViewReply,
  type MatchQuestionDto,
  type MatchSeeking,
  type MyMatchReply,
  matchMessageUrl,
  seekingsAccepting,
} from '../../../shared/match.ts';
import { shownModeration } from '../../../shared/moderation.ts';
import { matchNoticeBody } from '../../../shared/notifications.ts';
import { userChannel } from '../../../shared/realtime.ts';
import type {
  MatchDecision,
  MatchDiscoverQuery,
  ValidMatchProfile,
} from '../../../shared/schemas/match.ts';
import type { Db } from '../../db/client.ts';
import {
  type MatchProfileRow,
  matchAnnouncements,
  matchAnswers,
  matchDecisions,
  matchProfiles,
  matchQuestions,
} from '../../db/schema/match.ts';
import { getGazetteer } from '../../platform/cities/gazetteer.ts';
import type { Deps } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import type { UploadedPhoto } from '../../platform/json-with-photos.ts';
import {
  processAll,
  removePhotoFiles,
  withStoredPhotos,
} from '../../platform/media/photo-pipeline.ts';
import { limitPhotoUploads } from '../../platform/media/upload-limit.ts';
import { refuseOverLimit } from '../../platform/rate-limit.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { blockedEitherWayIdsSql, isBlockedBetween } from '../blocks/service.ts';
import { notify } from '../notifications/service.ts';
import { mayDiscover, mayView, type Person } from './policy.ts';
import {
  ANSWER_BITS_LENGTH,
  encodeAnswers,
  QUESTION_BITS_LENGTH,
  viewerMasks,
} from './score-bits.ts';

export const PROFILE_REQUIRED_CODE = 'match_profile_required';
export const ANSWERS_REQUIRED_CODE = 'match_answers_required';

const profileRequired = () =>
  new ApiError(403, PROFILE_REQUIRED_CODE, MATCH_MESSAGES.profileRequired);
const answersRequired = () =>
  new ApiError(403, ANSWERS_REQUIRED_CODE, MATCH_MESSAGES.answersRequired);
const notFound = () => ApiError.notFound(MATCH_MESSAGES.notFound);

/** A 429 with Retry-After and the limit's own words. */
const limit = (db: Db, key: string, max: number, windowSeconds: number, message: string) =>
  refuseOverLimit(db, key, { max, windowSeconds }, message);

/** Whether a profile answered every question there is (step 2 saves all or none). */
async function answeredAll(db: Db, profile: MatchProfileRow | null): Promise<boolean> {
  if (!profile || profile.answered === 0) return false;
  const [row] = await db.select({ questions: count() }).from(matchQuestions);
  return profile.answered >= (row?.questions ?? 0);
}

/** The viewer's own profile, when it may see others at all (403 otherwise). */
async function discoveringProfile(db: Db, userId: string): Promise<MatchProfileRow> {
  const me = await findProfile(db, userId);
  const verdict = mayDiscover(me ? asPerson(me) : null, await answeredAll(db, me));
  if (verdict === 'profile_required' || !me) throw profileRequired();
  if (verdict === 'answers_required') throw answersRequired();
  if (me.city && me.cityLat === null) return locateSaved(db, me);
  return me;
}

/**
 * The coordinates of a profile's city, from the gazetteer ('Oakland' with
 * country 'US' or 'United States'); nulls when it does not know the city.
 */
export function cityCoordinates(city: string | null, country: string | null) {
  const place = city ? getGazetteer().locate(city, country ?? undefined) : null;
  return { cityLat: place?.lat ?? null, cityLon: place?.lon ?? null };
}

/** A profile saved before cities had coordinates gets them when its owner next discovers. */
async function locateSaved(db: Db, me: MatchProfileRow): Promise<MatchProfileRow> {
  const coordinates = cityCoordinates(me.city, me.country);
  if (coordinates.cityLat === null) return me;
  await db.update(matchProfiles).set(coordinates).where(eq(matchProfiles.userId, me.userId));
  return { ...me, ...coordinates };
}

export function toProfileDto(row: MatchProfileRow): MatchProfileDto {
  return {
    user_id: row.userId,
    display_name: row.displayName,
    age: row.age,
    city: row.city,
    country: row.country,
    gender: row.gender as MatchGender,
    seeking: row.seeking as MatchSeeking,
    bio: row.bio,
    photos: row.photos,
  };
}

const asPerson = (row: MatchProfileRow): Person => ({
  userId: row.userId,
  gender: row.gender as MatchGender,
  seeking: row.seeking as MatchSeeking,
});

export async function listQuestions(db: Db): Promise<MatchQuestionDto[]> {
  const rows = await db.select().from(matchQuestions).orderBy(asc(matchQuestions.id));
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    text_ti: row.textTi,
    choices: row.choices,
    choices_ti: row.choicesTi,
    weight: row.weight,
  }));
}

async function findProfile(db: Db, userId: string): Promise<MatchProfileRow | null> {
  const [row] = await db.select().from(matchProfiles).where(eq(matchProfiles.userId, userId));
  return row ?? null;
}

async function answersOf(db: Db, userId: string): Promise<MatchAnswer[]> {
  const rows = await db
    .select({
      question_id: matchAnswers.questionId,
      choice_index: matchAnswers.choiceIndex,
      importance: matchAnswers.importance,
    })
    .from(matchAnswers)
    .where(eq(matchAnswers.userId, userId))
    .orderBy(asc(matchAnswers.questionId));
  return rows;
}

/** My own profile and answers (null profile before step 1). */
export async function getMine(db: Db, userId: string): Promise<MyMatchReply> {
  const profile = await findProfile(db, userId);
  return {
    profile: profile
      ? {
          ...toProfileDto(profile),
          // The owner's own view says why nobody else sees it (issue #39).
          moderation: shownModeration(profile.moderation),
          moderation_note: profile.moderationNote,
        }
      : null,
    answers: profile ? await answersOf(db, userId) : [],
  };
}

type SaveDeps = Pick<Deps, 'db' | 'media' | 'logger' | 'config'>;

/** Step 1: creates or updates my profile; `input.photos` are the kept ones, `uploads` are added after them. */
export async function saveProfile(
  deps: SaveDeps,
  userId: string,
  input: ValidMatchProfile,
  uploads: UploadedPhoto[],
): Promise<MatchProfileDto> {
  const current = await findProfile(deps.db, userId);
  // Each change of one's own gender or seeking changes whom one sees: a few a day (issue #39).
  if (current && (current.gender !== input.gender || current.seeking !== input.seeking)) {
    await limit(
      deps.db,
      `match-identity:${userId}`,
      MATCH_IDENTITY_CHANGES_PER_DAY,
      86_400,
      MATCH_MESSAGES.tooManyIdentityChanges,
    );
  }
  const before = current?.photos ?? [];
  if (input.photos.some((url) => !before.includes(url))) {
    throw ApiError.badRequest(COMMON_MESSAGES.photosNotThisProfile, {
      photos: COMMON_MESSAGES.photosNotThisProfile,
    });
  }
  if (input.photos.length + uploads.length > 6) {
    throw ApiError.badRequest('Too many photos', { photos: 'At most 6 photos' });
  }
  await limitPhotoUploads(deps.db, userId, uploads.length);
  const values = {
    displayName: input.display_name,
    age: input.age,
    city: input.city,
    country: input.country,
    gender: input.gender,
    seeking: input.seeking,
    bio: input.bio,
    ...cityCoordinates(input.city, input.country),
  };
  const processed = await processAll(uploads, deps.config.photoMaxUploadBytes);
  const row = await withStoredPhotos(deps.media, userId, processed, async (urls) => {
    const photos = [...input.photos, ...urls];
    const empty = encodeAnswers([]);
    const [saved] = await deps.db
      .insert(matchProfiles)
      .values({
        userId,
        ...values,
        photos,
        answerBits: empty.answerBits,
        questionBits: empty.questionBits,
      })
      .onConflictDoUpdate({ target: matchProfiles.userId, set: { ...values, photos } })
      .returning();
    if (!saved) throw new Error('The match profile upsert returned no row');
    return saved;
  });
  await removePhotoFiles(
    deps,
    before.filter((url) => !row.photos.includes(url)),
  );
  return toProfileDto(row);
}

/** Step 2: replaces my answers; every question must be answered, each with one of its choices. */
export async function saveAnswers(
  db: Db,
  userId: string,
  answers: MatchAnswer[],
): Promise<MatchAnswer[]> {
  const questions = await db
    .select({ id: matchQuestions.id, choices: matchQuestions.choices })
    .from(matchQuestions);
  const byId = new Map(questions.map((q) => [q.id, q]));
  for (const [index, answer] of answers.entries()) {
    const question = byId.get(answer.question_id);
    if (!question) {
      throw ApiError.badRequest(MATCH_MESSAGES.unknownQuestion, {
        [`answers.${index}.question_id`]: MATCH_MESSAGES.unknownQuestion,
      });
    }
    if (answer.choice_index >= question.choices.length) {
      throw ApiError.badRequest(MATCH_MESSAGES.badChoice, {
        [`answers.${index}.choice_index`]: MATCH_MESSAGES.badChoice,
      });
    }
  }
  if (answers.length !== questions.length) {
    throw ApiError.badRequest(MATCH_MESSAGES.allAnswered, { answers: MATCH_MESSAGES.allAnswered });
  }
  const encoded = encodeAnswers(answers);
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .update(matchProfiles)
      .set({ ...encoded, answered: answers.length })
      .where(eq(matchProfiles.userId, userId))
      .returning({ userId: matchProfiles.userId });
    if (!profile) throw profileRequired();
    await tx.delete(matchAnswers).where(eq(matchAnswers.userId, userId));
    await tx.insert(matchAnswers).values(
      answers.map((answer) => ({
        userId,
        questionId: answer.question_id,
        choiceIndex: answer.choice_index,
        importance: answer.importance,
      })),
    );
    return [...answers].sort((a, b) => a.question_id - b.question_id);
  });
}

/**
 * Up to 50 candidates, best score first: both ways fitting, never myself,
 * nobody blocked either way, nobody I liked or passed in the last 30 days,
 * and within the member's filters (issue #40): an age range, and a distance
 * from their city (great-circle, between the gazetteer's city centres; a
 * candidate whose city is unknown is left out once a distance is asked for).
 * Scored and ranked in one statement from the stored score form
 * (score-bits.ts): raw answers never leave the database. The filtered rows
 * get one bit count each (two when their questions differ from mine); the
 * top 50 come from a bounded sort, and only they are joined back for their
 * names and photos.
 */
export async function discover(
  db: Db,
  userId: string,
  filters: MatchDiscoverQuery = {},
  limit = MATCH_DISCOVERY_LIMIT,
): Promise<DiscoverReply> {
  const me = await discoveringProfile(db, userId);
  const origin =
    me.cityLat !== null && me.cityLon !== null ? { lat: me.cityLat, lon: me.cityLon } : null;
  const masks = viewerMasks(await answersOf(db, userId));
  const genders = gendersSought(me.seeking as MatchSeeking);
  const seekings = seekingsAccepting(me.gender as MatchGender);
  const p = matchProfiles;
  const d = matchDecisions;
  const alike = sql`bit_count(${masks.answerMask}::bit(${sql.raw(String(ANSWER_BITS_LENGTH))}) & ${p.answerBits})`;
  // Members who answered the same questions share the sum of their totals: no counting then.
  const distance = origin ? distanceKmSql(origin) : sql`NULL::float8`;
  const within =
    origin && filters.within_km !== undefined
      ? sql`AND ${p.cityLat} BETWEEN ${origin.lat - filters.within_km / KM_PER_DEGREE_LAT} AND ${origin.lat + filters.within_km / KM_PER_DEGREE_LAT}
            AND ${distance} <= ${filters.within_km}`
      : sql``;
  const minAge = filters.min_age !== undefined ? sql`AND ${p.age} >= ${filters.min_age}` : sql``;
  const maxAge = filters.max_age !== undefined ? sql`AND ${p.age} <= ${filters.max_age}` : sql``;
  const shared = sql`(CASE WHEN ${p.questionSet} = ${masks.questionSet} THEN ${masks.importanceTotal} + ${p.importanceTotal} ELSE bit_count(${masks.questionMask}::bit(${sql.raw(String(QUESTION_BITS_LENGTH))}) & ${p.questionBits}) END)`;
  const { rows } = await db.execute<{
    user_id: string;
    display_name: string;
    age: number;
    city: string | null;
    country: string | null;
    photo: string | null;
    score: number;
    distance_km: number | null;
  }>(sql`
    WITH best AS (
      SELECT ${p.userId} AS user_id, ${p.updatedAt} AS updated_at,
             -- round(100 · alike / shared), 0 when nothing is shared (then alike is 0 too).
             ((200 * ${alike} + ${shared}) / greatest(2 * ${shared}, 1))::int AS score
      FROM ${p}
      WHERE ${p.userId} <> ${userId}
        -- Hidden by reports, removed, or its owner suspended (issue #39).
        AND ${p.moderation} IS NULL
        AND ${p.gender} = ANY(${sql.param(genders)}::text[])
        AND ${p.seeking} = ANY(${sql.param(seekings)}::text[])
        ${minAge} ${maxAge} ${within}
        -- Both lists are read once and probed per row as a hash.
        AND ${p.userId} NOT IN ${blockedEitherWayIdsSql(userId)}
        AND ${p.userId} NOT IN (
          SELECT ${d.targetId} FROM ${d}
          WHERE ${d.userId} = ${userId}
            AND (${d.decision} = 'like' OR ${d.createdAt} > now() - make_interval(days => ${MATCH_PASS_DAYS}))
        )
      ORDER BY score DESC, ${p.updatedAt} DESC, ${p.userId}
      LIMIT ${limit}
    )
    SELECT best.user_id, ${p.displayName} AS display_name, ${p.age} AS age, ${p.city} AS city,
           ${p.country} AS country, ${p.photos}[1] AS photo, best.score,
           round(${distance})::int AS distance_km
    FROM best JOIN ${p} ON ${p.userId} = best.user_id
    ORDER BY best.score DESC, best.updated_at DESC, best.user_id`);
  const candidates: MatchCandidateDto[] = rows.map((row) => ({
    user_id: row.user_id,
    display_name: row.display_name,
    age: Number(row.age),
    city: row.city,
    country: row.country,
    photo: row.photo,
    score: Number(row.score),
    distance_km: row.distance_km === null ? null : Number(row.distance_km),
  }));
  return { candidates, near: origin ? me.city : null };
}

/** One degree of latitude, in km (the bounding box's half-height is km / this). */
const KM_PER_DEGREE_LAT = 111.2;
const EARTH_RADIUS_KM = 6371;

/** The great-circle distance (haversine) from `origin` to a profile's city, in km; NULL when unknown. */
function distanceKmSql(origin: { lat: number; lon: number }) {
  const p = matchProfiles;
  return sql`(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
      power(sin(radians(${p.cityLat} - ${origin.lat}) / 2), 2)
      + cos(radians(${origin.lat})) * cos(radians(${p.cityLat}))
        * power(sin(radians(${p.cityLon} - ${origin.lon}) / 2), 2)))))`;
}

/** My profile and the target's, when the target is visible to me; else 403 / 404. */
async function visiblePair(db: Db, viewerId: string, targetId: string) {
  const me = await findProfile(db, viewerId);
  const found = me && targetId !== viewerId ? await findProfile(db, targetId) : null;
  // A moderated profile is seen by no one but its owner (issue #39).
  const target = found?.moderation === null ? found : null;
  const verdict = mayView({
    viewer: me ? asPerson(me) : null,
    viewerAnsweredAll: await answeredAll(db, me),
    target: target ? asPerson(target) : null,
    blockedEitherWay: !!target && (await isBlockedBetween(db, viewerId, targetId)),
  });
  if (verdict === 'profile_required') throw profileRequired();
  if (verdict === 'answers_required') throw answersRequired();
  if (verdict !== 'ok' || !me || !target) throw notFound();
  return { me, target };
}

/** The profile view: their profile, the computed score, whether I liked them, and their answers. */
export async function viewProfile(
  db: Db,
  viewerId: string,
  targetId: string,
): Promise<MatchProfileViewReply> {
  const { target } = await visiblePair(db, viewerId, targetId);
  const [mine, theirs, liked] = await Promise.all([
    answersOf(db, viewerId),
    db
      .select({
        question_id: matchAnswers.questionId,
        choice_index: matchAnswers.choiceIndex,
        importance: matchAnswers.importance,
        question: matchQuestions.text,
        question_ti: matchQuestions.textTi,
        choices: matchQuestions.choices,
        choices_ti: matchQuestions.choicesTi,
      })
      .from(matchAnswers)
      .innerJoin(matchQuestions, eq(matchQuestions.id, matchAnswers.questionId))
      .where(eq(matchAnswers.userId, targetId))
      .orderBy(asc(matchAnswers.questionId)),
    db
      .select({ decision: matchDecisions.decision })
      .from(matchDecisions)
      .where(and(eq(matchDecisions.userId, viewerId), eq(matchDecisions.targetId, targetId))),
  ]);
  return {
    profile: toProfileDto(target),
    score: compatibilityScore(mine, theirs),
    liked: liked[0]?.decision === 'like',
    answers: theirs.map((row) => ({
      question_id: row.question_id,
      question: row.question,
      question_ti: row.question_ti,
      choice: row.choices[row.choice_index] ?? '',
      choice_ti: row.choices_ti[row.choice_index] ?? '',
      importance: row.importance,
    })),
  };
}

/**
 * Records a like or a pass (a pass keeps them out of discovery for 30 days),
 * at most MATCH_DECISIONS_PER_HOUR an hour. The like that first makes it
 * mutual notifies both: 'It's a match', linking to a message thread with the
 * other, and tells each one's open pages who the match is (the 'It's a match!'
 * screen). Once per pair, ever: the pair is stored as announced, so passing and
 * liking again announces nothing (issue #39).
 */
export async function decide(
  db: Db,
  hub: RealtimeHub,
  userId: string,
  targetId: string,
  decision: MatchDecision,
): Promise<DecisionReply> {
  const { me, target } = await visiblePair(db, userId, targetId);
  await limit(
    db,
    `match-decisions:${userId}`,
    MATCH_DECISIONS_PER_HOUR,
    3600,
    MATCH_MESSAGES.tooManyDecisions,
  );
  const mutual = await db.transaction(async (tx) => {
    // One pair decides one at a time, so two likes at once notify exactly once.
    const [low, high] = userId < targetId ? [userId, targetId] : [targetId, userId];
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`match:${low}:${high}`}))`);
    const changed = await tx
      .insert(matchDecisions)
      .values({ userId, targetId, decision })
      .onConflictDoUpdate({
        target: [matchDecisions.userId, matchDecisions.targetId],
        set: { decision, createdAt: sql`now()` },
        // Liking again changes nothing; passing again restarts the 30 days.
        setWhere: sql`${matchDecisions.decision} <> 'like' OR ${decision} <> 'like'`,
      })
      .returning({ decision: matchDecisions.decision });
    if (decision !== 'like' || changed.length === 0) return false;
    const [back] = await tx
      .select({ one: sql`1` })
      .from(matchDecisions)
      .where(
        and(
          eq(matchDecisions.userId, targetId),
          eq(matchDecisions.targetId, userId),
          eq(matchDecisions.decision, 'like'),
        ),
      );
    if (!back) return false;
    const announced = await tx
      .insert(matchAnnouncements)
      .values({ userLow: low, userHigh: high })
      .onConflictDoNothing()
      .returning({ userLow: matchAnnouncements.userLow });
    return announced.length > 0;
  });
  if (mutual) {
    await notify(db, hub, userId, matchNotice(target.displayName, targetId));
    await notify(db, hub, targetId, matchNotice(me.displayName, userId));
    await hub.tryPublish(userChannel(userId), mutualEvent(target));
    await hub.tryPublish(userChannel(targetId), mutualEvent(me));
  }
  return { decision, mutual };
}

function mutualEvent(other: MatchProfileRow): MatchMutualEvent {
  const match: MatchedMember = {
    user_id: other.userId,
    display_name: other.displayName,
    photo: other.photos[0] ?? null,
  };
  return { kind: MATCH_MUTUAL_EVENT, match };
}

function matchNotice(otherName: string, otherId: string) {
  return {
    type: 'match',
    title: "It's a match",
    body: matchNoticeBody(otherName),
    link: matchMessageUrl(otherId),
  };
}
