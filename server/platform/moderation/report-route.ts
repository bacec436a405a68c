/**
 * The POST …/reports handler of every kind a member reports as they see it
 * (reportVisible): forum topics and replies, mentor profiles and reviews,
 * match profiles, members. One answer for all: 201 `{ reported: true }`, or
 * 404 with the kind's own `notFound` message. Mount it behind requireUser and
 * validate('json', reportBodySchema).
 */
import type { Context } from 'hono';
import type { z as zod } from 'zod';
import type { ReportReply } from '../../../shared/moderation.ts';
import type { reportBodySchema } from '../../../shared/schemas/moderation.ts';
import type { AppEnv } from '../context.ts';
import { reportVisible } from './reports.ts';
import type { ModerationTarget } from './target.ts';

/** A report's body as validate() hands it on. */
type ReportInput = zod.infer<typeof reportBodySchema>;
type ReportContext = Context<AppEnv, string, { out: { json: ReportInput } }>;

/** The reported thing's id: the path's `:id` unless the route names it otherwise. */
const idParam = (c: Context<AppEnv>) => c.req.param('id') ?? '';

export const reportRoute =
  (target: ModerationTarget, notFound: string, targetId: (c: ReportContext) => string = idParam) =>
  async (c: ReportContext) => {
    await reportVisible(c.var.deps, {
      target,
      targetId: targetId(c),
      reporterId: c.var.user.id,
      ...c.req.valid('json'),
      notFound,
    });
    return c.json({ reported: true } satisfies ReportReply, 201);
  };
