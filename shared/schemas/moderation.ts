/** Request schemas of reports and the admin moderation API (issue #39). */
import { z as zod } from 'zod';
import {
  MODERATION_ACTIONS,
  REPORT_KINDS,
  REPORT_REASONS,
  REPORT_SORTS,
  REPORT_STATUSES,
  SUSPENSION_LENGTHS,
} from '../moderation.ts';
import { safeText } from './text.ts';

export const REPORT_FORM_MESSAGES = {
  reason: 'Choose a reason for the report.',
  detailsForOther: 'Please describe the issue.',
  detailsTooLong: 'Please keep the report under 2000 characters.',
  noteTooLong: 'Keep the note under 1000 characters.',
  suspensionReason: 'Give the member a reason for the suspension.',
  suspensionReasonTooLong: 'Keep the reason under 300 characters.',
  suspensionNeeded: 'Choose how long the suspension lasts and give a reason.',
} as const;

/**
 * Every report: a reason from the one list, and details, optional unless the
 * reason is 'other' (then they are what the moderator reads).
 */
export const reportBodySchema = zod
  .object({
    reason: zod.enum(REPORT_REASONS, { message: REPORT_FORM_MESSAGES.reason }).default('other'),
    details: safeText()
      .trim()
      .max(2_000, REPORT_FORM_MESSAGES.detailsTooLong)
      .optional()
      .transform((details) => details ?? ''),
  })
  .superRefine((body, ctx) => {
    if (body.reason === 'other' && body.details === '')
      ctx.addIssue({
        code: 'custom',
        path: ['details'],
        message: REPORT_FORM_MESSAGES.detailsForOther,
      });
  });

export type ReportBody = zod.input<typeof reportBodySchema>;

const page = zod.coerce.number().int().min(1).max(10_000).default(1);
const note = safeText().trim().max(1_000, REPORT_FORM_MESSAGES.noteTooLong).default('');

/** GET /api/admin/reports */
export const reportQueueQuerySchema = zod.object({
  kind: zod.enum(REPORT_KINDS, { message: 'Unknown kind of report' }).optional(),
  status: zod.enum(REPORT_STATUSES, { message: 'Status is open or resolved' }).default('open'),
  sort: zod.enum(REPORT_SORTS, { message: 'Sort by newest or most' }).default('newest'),
  page,
});

export const reportTargetParamsSchema = zod.object({
  kind: zod.enum(REPORT_KINDS, { message: 'Unknown kind of report' }),
  targetId: safeText().min(1).max(100),
});

export const suspensionSchema = zod.object({
  length: zod.enum(SUSPENSION_LENGTHS, { message: REPORT_FORM_MESSAGES.suspensionNeeded }),
  reason: safeText()
    .trim()
    .min(1, REPORT_FORM_MESSAGES.suspensionReason)
    .max(300, REPORT_FORM_MESSAGES.suspensionReasonTooLong),
});

/** POST /api/admin/reports/:kind/:targetId/actions */
export const moderationActionSchema = zod
  .object({
    action: zod.enum(MODERATION_ACTIONS, { message: 'Unknown action' }),
    note,
    suspension: suspensionSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'suspend' && !body.suspension)
      ctx.addIssue({
        code: 'custom',
        path: ['suspension'],
        message: REPORT_FORM_MESSAGES.suspensionNeeded,
      });
  });

export type ModerationActionBody = zod.input<typeof moderationActionSchema>;

/** GET /api/admin/members */
export const memberSearchQuerySchema = zod.object({
  q: safeText().trim().max(200).default(''),
  page,
});

export const memberIdParamsSchema = zod.object({ id: safeText().min(1).max(100) });

/** POST /api/admin/members/:id/suspension */
export const suspendMemberSchema = suspensionSchema.extend({ note });

/** DELETE /api/admin/members/:id/suspension */
export const liftSuspensionSchema = zod.object({ note }).default({ note: '' });

/** GET /api/admin/log */
export const moderationLogQuerySchema = zod.object({
  admin: safeText().max(100).optional(),
  member: safeText().max(100).optional(),
  page,
});
