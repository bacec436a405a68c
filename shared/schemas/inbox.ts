/** The direct messages API's request schemas. */
import { z as zod } from 'zod';
import { DM_MAX_BODY, DM_MESSAGES, DM_PAGE_SIZE, OPEN_KEYS } from '../inbox.ts';
import { DM_SEARCH_MAX_LENGTH, DM_SEARCH_MAX_WORDS, searchWords } from '../message-search.ts';
import { safeText } from './text.ts';

const idText = safeText().trim().min(1).max(200);

/** Exactly one of listing, mentor, match, member. */
export const openThreadSchema = zod
  .object({
    listing: idText.optional(),
    mentor: idText.optional(),
    match: idText.optional(),
    member: idText.optional(),
  })
  .strict()
  .refine((v) => OPEN_KEYS.filter((key) => v[key] !== undefined).length === 1, {
    message: DM_MESSAGES.oneSubject,
  });

export type OpenThreadInput = zod.infer<typeof openThreadSchema>;

/** A message's words: 1 to 4,000 characters. */
const messageBody = safeText({ error: DM_MESSAGES.bodyRequired })
  .trim()
  .max(DM_MAX_BODY, DM_MESSAGES.bodyTooLong);

/**
 * A new message: its words, which may be left out (or '') when photos come
 * with it (issue #41); the server refuses a message with neither.
 */
export const sendMessageSchema = zod.object({ body: messageBody.default('') });

export type SendMessageInput = zod.infer<typeof sendMessageSchema>;

const messageId = zod.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A history page: the newest 50, or 50 before `before`; or everything after `after` (catch-up). */
export const messagePageQuery = zod.object({
  before: messageId.optional(),
  after: messageId.optional(),
  limit: zod.coerce.number().int().min(1).max(DM_PAGE_SIZE).default(DM_PAGE_SIZE),
});

/** Mark read up to a message id (default: the newest). */
export const markReadSchema = zod.object({ upTo: messageId.optional() }).strict();

/** An author's new words for their message (issue #41): words are required, photos stay as they are. */
export const editMessageSchema = zod.object({
  body: messageBody.min(1, DM_MESSAGES.bodyRequired),
});

/** The member's inbox settings: share read receipts or not (issue #41). */
export const inboxSettingsSchema = zod.object({ read_receipts: zod.boolean() }).strict();

/**
 * A message search (issue #41): q with at least one word (letters or digits)
 * and at most DM_SEARCH_MAX_WORDS of them; `before` pages on (a result's message id).
 */
export const messageSearchQuery = zod.object({
  q: safeText({ error: DM_MESSAGES.searchEmpty })
    .trim()
    .max(DM_SEARCH_MAX_LENGTH, DM_MESSAGES.searchTooLong)
    .refine((q) => searchWords(q).length > 0, DM_MESSAGES.searchEmpty)
    .refine((q) => searchWords(q).length <= DM_SEARCH_MAX_WORDS, DM_MESSAGES.searchTooManyWords),
  before: messageId.optional(),
});

export type MessageSearchInput = zod.infer<typeof messageSearchQuery>;
