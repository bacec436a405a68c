/** The forums API's request schemas. */
import { z as zod } from 'zod';
import {
  FORUM_AUTHOR_NAME_MAX,
  FORUM_BODY_MAX,
  FORUM_CITY_MAX,
  FORUM_MESSAGES,
  FORUM_TITLE_MAX,
} from '../forums.ts';
import { reportBodySchema } from './moderation.ts';
import { safeText } from './text.ts';

const city = safeText()
  .trim()
  .min(1, FORUM_MESSAGES.cityRequired)
  .max(FORUM_CITY_MAX, `City must be at most ${FORUM_CITY_MAX} characters`);

/** Optional shown name: empty means 'Anon'. */
const authorName = safeText()
  .trim()
  .max(FORUM_AUTHOR_NAME_MAX, FORUM_MESSAGES.authorTooLong)
  .optional()
  .transform((value) => (value ? value : null));

const body = (required: string) =>
  safeText({ error: required })
    .trim()
    .min(1, required)
    .max(FORUM_BODY_MAX, FORUM_MESSAGES.bodyTooLong);

export const forumCityQuery = zod.object({
  city: safeText({ error: FORUM_MESSAGES.cityRequired }),
});

export const forumTopicsQuery = zod.object({
  city: safeText({ error: FORUM_MESSAGES.cityRequired }),
  page: zod.coerce.number().int('Page must be a whole number').min(1).max(10_000).default(1),
});

export const newTopicSchema = zod.object({
  board: safeText().trim().min(1, FORUM_MESSAGES.unknownBoard).max(64, FORUM_MESSAGES.unknownBoard),
  city,
  title: safeText({ error: FORUM_MESSAGES.titleRequired })
    .trim()
    .min(1, FORUM_MESSAGES.titleRequired)
    .max(FORUM_TITLE_MAX, FORUM_MESSAGES.titleTooLong),
  body: body(FORUM_MESSAGES.bodyRequired),
  author_name: authorName,
});

export type NewTopic = zod.input<typeof newTopicSchema>;

export const newReplySchema = zod.object({
  body: body(FORUM_MESSAGES.replyRequired),
  author_name: authorName,
});

export type NewReply = zod.input<typeof newReplySchema>;

export const forumReportSchema = reportBodySchema;
