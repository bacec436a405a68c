/** The city chat API's request schemas. */
import { z as zod } from 'zod';
import {
  CHAT_BOARD_KEYS,
  CHAT_CITY_MAX_CHARS,
  CHAT_MESSAGE_MAX_CHARS,
  CHAT_MESSAGES,
  chatCityKey,
} from '../chat.ts';
import { reportBodySchema } from './moderation.ts';
import { safeText } from './text.ts';

const citySchema = safeText()
  .trim()
  .max(CHAT_CITY_MAX_CHARS, 'City is too long')
  .refine((city) => chatCityKey(city) !== '', { message: CHAT_MESSAGES.noCity });

const boardSchema = zod.enum(CHAT_BOARD_KEYS, { message: 'Unknown chat board' });

const seqSchema = zod.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * GET /api/chat/messages?city=&board=: the newest page; with `before` the
 * page of older messages, with `after` every message after that one (up to a
 * page; `has_more` says when to ask again).
 */
export const chatHistoryQuerySchema = zod
  .object({
    city: citySchema,
    board: boardSchema,
    before: seqSchema.optional(),
    after: seqSchema.optional(),
  })
  .refine((query) => query.before === undefined || query.after === undefined, {
    message: 'Ask for messages before or after one message, not both',
  });

export type ChatHistoryQuery = zod.output<typeof chatHistoryQuerySchema>;

/** POST /api/chat/messages */
export const chatSendSchema = zod.object({
  city: citySchema,
  board: boardSchema,
  content: safeText()
    .trim()
    .min(1, CHAT_MESSAGES.empty)
    .max(CHAT_MESSAGE_MAX_CHARS, CHAT_MESSAGES.tooLong),
  /** The line this one answers (same board), quoted above it. */
  reply_to_id: zod.uuid({ message: CHAT_MESSAGES.replyGone }).optional(),
});

export type ChatSend = zod.input<typeof chatSendSchema>;

/** POST /api/chat/messages/:id/reports */
export const chatReportSchema = reportBodySchema;

export const chatMessageIdSchema = zod.object({ id: zod.uuid({ message: 'Unknown message' }) });
