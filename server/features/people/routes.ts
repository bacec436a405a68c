/**
 * Members as members see each other:
 *   GET  /api/members/:id/card      the member card (issue #41): public, signed in or not;
 *                                   never contact details
 *   POST /api/members/:id/reports   {reason, details?} report a member → 201 (issue #39)
 */
import { Hono } from 'hono';
import { MEMBER_CARD_MESSAGES } from '../../../shared/member-card.ts';
import { MODERATION_MESSAGES } from '../../../shared/moderation.ts';
import { reportBodySchema } from '../../../shared/schemas/moderation.ts';
import { currentUser, requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { reportRoute } from '../../platform/moderation/report-route.ts';
import { validate } from '../../platform/validation.ts';
import { memberCard } from './card.ts';
import { memberModeration } from './moderation.ts';

export function memberRoutes() {
  return new Hono<AppEnv>()
    .get('/:id/card', async (c) => {
      const viewer = await currentUser(c);
      const card = await memberCard(c.var.deps.db, c.req.param('id'), viewer?.id ?? null);
      if (!card) throw ApiError.notFound(MEMBER_CARD_MESSAGES.missing);
      return c.json(card);
    })
    .post(
      '/:id/reports',
      requireUser,
      validate('json', reportBodySchema),
      reportRoute(memberModeration, MODERATION_MESSAGES.memberNotFound),
    );
}
