/** The forums API's request schemas. */
import { z as zod } from 'zod';
import { FORUM_BODY_MAX, FORUM_CITY_MAX, FORUM_MESSAGES, FORUM_TITLE_MAX } from '../forums.ts';
import { reportBodySchema } from './moderation.ts';
import { safeText } from './text.ts';

const city = safeText()
  .trim()
  .min(1, FORUM_MESSAGES.cityRequired)
  .max(FORUM_CITY_MAX, `City must be at most ${FORUM_CITY_MAX} characters`);

/**
 * Whether to post as 'Anon'. A post's author is otherwise the member's own
 * name (their profile's); a name in the request is never taken (issue #39: a
 * member posted as 'Selam Tesfay'), so `author_name` is not read at all.
 */
const anonymous = zod.boolean({ error: 'anonymous must be true or false' }).default(false);

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
  anonymous,
});

export type NewTopic = zod.input<typeof newTopicSchema>;

/** PATCH /api/forums/topics/:id: the author's new title and body. */
export const editTopicSchema = newTopicSchema.pick({ title: true, body: true });
export type EditTopic = zod.input<typeof editTopicSchema>;

/** PATCH /api/forums/replies/:id: the author's new words. */
export const editReplySchema = zod.object({ body: body(FORUM_MESSAGES.replyRequired) });
export type EditReply = zod.input<typeof editReplySchema>;

export const newReplySchema = zod.object({
  body: body(FORUM_MESSAGES.replyRequired),
  anonymous,
});

export type NewReply = zod.input<typeof newReplySchema>;

export const forumReportSchema = reportBodySchema;
