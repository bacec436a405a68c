/**
 * The Match API (signed-in members only; docs/product.md#match Match):
 *   GET  /api/match/questions                  the questions, by id, in English and Tigrinya
 *   GET  /api/match/me                         my profile (or null) and my answers
 *   PUT  /api/match/me                         step 1: save my profile (JSON, or multipart:
 *                                              a `profile` JSON part and up to 6 `photos` files)
 *   PUT  /api/match/me/answers                 step 2: {answers}, every question once
 *   GET  /api/match/discover                   up to 50 candidates with their score (403 without a profile);
 *                                              ?min_age, max_age, within_km filter them
 *   GET  /api/match/profiles/:userId           the profile view: profile, score, their answers
 *   PUT  /api/match/profiles/:userId/decision  {decision: like|pass} → {decision, mutual}
 *   POST /api/match/profiles/:userId/reports   {reason, details?} report the profile → 201
 * Profiles that are absent, my own, blocked either way or outside the hard
 * filters answer 404 'Profile not found or not available for viewing'.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { MATCH_MESSAGES } from '../../../shared/match.ts';
import {
  matchAnswersSchema,
  matchDecisionSchema,
  matchDiscoverQuerySchema,
  matchProfileSchema,
} from '../../../shared/schemas/match.ts';
import { reportBodySchema } from '../../../shared/schemas/moderation.ts';
import { requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { readJsonWithPhotos } from '../../platform/json-with-photos.ts';
import { reportRoute } from '../../platform/moderation/report-route.ts';
import { validate } from '../../platform/validation.ts';
import { matchProfileModeration } from './moderation.ts';
import {
  decide,
  discover,
  getMine,
  listQuestions,
  saveAnswers,
  saveProfile,
  viewProfile,
} from './service.ts';

/** A user id in a path is at most this long (better-auth ids are short). */
const MAX_ID = 200;
function userIdParam(c: Context<AppEnv>): string {
  const id = c.req.param('userId') ?? '';
  if (id.length === 0 || id.length > MAX_ID) throw ApiError.notFound(MATCH_MESSAGES.notFound);
  return id;
}

export function matchRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .get('/questions', async (c) => c.json({ questions: await listQuestions(c.var.deps.db) }))
    .get('/me', async (c) => c.json(await getMine(c.var.deps.db, c.var.user.id)))
    .put('/me', async (c) => {
      const { input, uploads } = await readJsonWithPhotos(
        c,
        'profile',
        'profile',
        matchProfileSchema,
      );
      return c.json(await saveProfile(c.var.deps, c.var.user.id, input, uploads));
    })
    .put('/me/answers', validate('json', matchAnswersSchema), async (c) =>
      c.json({
        answers: await saveAnswers(c.var.deps.db, c.var.user.id, c.req.valid('json').answers),
      }),
    )
    .get('/discover', validate('query', matchDiscoverQuerySchema), async (c) =>
      c.json(await discover(c.var.deps.db, c.var.user.id, c.req.valid('query'))),
    )
    .get('/profiles/:userId', async (c) =>
      c.json(await viewProfile(c.var.deps.db, c.var.user.id, userIdParam(c))),
    )
    .put('/profiles/:userId/decision', validate('json', matchDecisionSchema), async (c) => {
      const { db, hub } = c.var.deps;
      return c.json(
        await decide(db, hub, c.var.user.id, userIdParam(c), c.req.valid('json').decision),
      );
    })
    .post(
      '/profiles/:userId/reports',
      validate('json', reportBodySchema),
      reportRoute(matchProfileModeration, MATCH_MESSAGES.notFound, userIdParam),
    );
}
