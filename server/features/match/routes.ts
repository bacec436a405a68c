/**
 * The Match API (signed-in members only; spec community §7 Match):
 *   GET  /api/match/questions                  the questions, by id, in English and Tigrinya
 *   GET  /api/match/me                         my profile (or null) and my answers
 *   PUT  /api/match/me                         step 1: save my profile (JSON, or multipart:
 *                                              a `profile` JSON part and up to 6 `photos` files)
 *   PUT  /api/match/me/answers                 step 2: {answers}, every question once
 *   GET  /api/match/discover                   up to 50 candidates with their score (403 without a profile)
 *   GET  /api/match/profiles/:userId           the profile view: profile, score, their answers
 *   PUT  /api/match/profiles/:userId/decision  {decision: like|pass} → {decision, mutual}
 * Profiles that are absent, my own, blocked either way or outside the hard
 * filters answer 404 'Profile not found or not available for viewing'.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  MATCH_MESSAGES,
  matchAnswersSchema,
  matchDecisionSchema,
  matchProfileSchema,
  type ValidMatchProfile,
} from '../../../shared/match.ts';
import { requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { parseOrThrow, readForm, validate } from '../../platform/validation.ts';
import type { UploadedPhoto } from './photos.ts';
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
      const { input, uploads } = await readProfileRequest(c);
      return c.json(await saveProfile(c.var.deps, c.var.user.id, input, uploads));
    })
    .put('/me/answers', validate('json', matchAnswersSchema), async (c) =>
      c.json({
        answers: await saveAnswers(c.var.deps.db, c.var.user.id, c.req.valid('json').answers),
      }),
    )
    .get('/discover', async (c) => c.json(await discover(c.var.deps.db, c.var.user.id)))
    .get('/profiles/:userId', async (c) =>
      c.json(await viewProfile(c.var.deps.db, c.var.user.id, userIdParam(c))),
    )
    .put('/profiles/:userId/decision', validate('json', matchDecisionSchema), async (c) => {
      const { db, hub } = c.var.deps;
      return c.json(
        await decide(db, hub, c.var.user.id, userIdParam(c), c.req.valid('json').decision),
      );
    });
}

/** JSON (no new photos) or multipart: a `profile` JSON part and up to 6 `photos` files. */
async function readProfileRequest(
  c: Context<AppEnv>,
): Promise<{ input: ValidMatchProfile; uploads: UploadedPhoto[] }> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const body = await readForm(c);
    const part = body.profile;
    if (typeof part !== 'string') {
      throw ApiError.badRequest('The profile part is missing.', { profile: 'Required' });
    }
    const parts = body.photos === undefined ? [] : [body.photos].flat();
    const uploads: UploadedPhoto[] = [];
    for (const file of parts) {
      if (!(file instanceof File)) {
        throw ApiError.badRequest('Photos must be files.', { photos: 'Photos must be files.' });
      }
      uploads.push({ name: file.name || 'photo', bytes: new Uint8Array(await file.arrayBuffer()) });
    }
    return { input: parseOrThrow(matchProfileSchema, parseJson(part)), uploads };
  }
  if (type.startsWith('application/json')) {
    return { input: parseOrThrow(matchProfileSchema, parseJson(await c.req.text())), uploads: [] };
  }
  throw new ApiError(
    415,
    'unsupported_media_type',
    'Send the profile as application/json, or as multipart/form-data with photos.',
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw ApiError.badRequest('The profile is not valid JSON.');
  }
}
