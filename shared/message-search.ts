/**
 * Message search (issue #41, GET /api/inbox/search), shared by server and
 * web: how q is split into words, the limits, and the answer's shape. Its
 * own module, so the first load of other pages carries none of it.
 */
import type { PersonRef } from './people.ts';
import { foldSearchText } from './search-text.ts';

/**
 * Message search (issue #41): a q of up to DM_SEARCH_MAX_LENGTH characters and
 * DM_SEARCH_MAX_WORDS words; DM_SEARCH_PAGE results a page, newest first; a
 * result's snippet is about DM_SEARCH_SNIPPET characters around its first match.
 */
export const DM_SEARCH_MAX_LENGTH = 100;
export const DM_SEARCH_MAX_WORDS = 8;
export const DM_SEARCH_PAGE = 20;
export const DM_SEARCH_SNIPPET = 120;

/**
 * The words of q as message search looks them up: folded as listing search
 * folds (shared/search-text.ts), split on anything that is not a letter or a
 * digit. A word is only letters and digits, so it is safe inside a tsquery as it is.
 */
export function searchWords(q: string): string[] {
  return foldSearchText(q).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * One message a search found (GET /api/inbox/search, issue #41): the message,
 * its thread and the other member, and a snippet of its words around the
 * match with the matched words' [start, end) ranges (drawn as text, never HTML).
 */
export type MessageSearchHit = {
  message_id: number;
  thread_id: string;
  /** The other member of the thread (null once they deleted their account). */
  counterpart: PersonRef | null;
  /** The message is mine (else the counterpart's, or a deleted member's). */
  mine: boolean;
  created_at: string;
  snippet: { text: string; marks: [number, number][] };
};
/** A page of search results, newest first; `next` is the `before` of the next page, if any. */
export type MessageSearchReply = { results: MessageSearchHit[]; next: number | null };
