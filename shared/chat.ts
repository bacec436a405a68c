/**
 * City chat (docs/product.md#city-chat City chat,
 * docs/product.md#city-chat Chat, docs/product.md#city-chat boards), shared by server and web: the boards, the city key a
 * board is found by, the request and reply shapes, the realtime events and
 * the limits.
 */
import type { Moderated } from './moderation.ts';
import type { PersonRef } from './people.ts';

/** The boards of every city (docs/product.md#city-chat), in tab order, with their English and Tigrinya names. */
export const CHAT_BOARDS = [
  { key: 'general', en: 'General', ti: 'ሓፈሻዊ' },
  { key: 'housing', en: 'Housing', ti: 'መንበሪ ገዛ' },
  { key: 'jobs', en: 'Jobs', ti: 'ስራሕ' },
  { key: 'services', en: 'Services', ti: 'ኣገልግሎታት' },
  { key: 'events', en: 'Events', ti: 'ፍጻመታት' },
] as const;

export type ChatBoard = (typeof CHAT_BOARDS)[number]['key'];
export const CHAT_BOARD_KEYS = CHAT_BOARDS.map((board) => board.key) as [ChatBoard, ...ChatBoard[]];
export const DEFAULT_CHAT_BOARD: ChatBoard = 'general';

export function isChatBoard(value: unknown): value is ChatBoard {
  return typeof value === 'string' && (CHAT_BOARD_KEYS as string[]).includes(value);
}

/** A message's length after trimming (docs/product.md#city-chat: non-empty; at most 1,000 characters). */
export const CHAT_MESSAGE_MAX_CHARS = 1_000;
/** The newest messages a board opens with, and the size of each older page. */
export const CHAT_PAGE_SIZE = 50;
/** Slow mode: at most this many messages per member in each window. */
export const CHAT_SEND_LIMIT = { max: 10, windowSeconds: 30 } as const;
/** A quoted line shows at most this many characters of the line it answers. */
export const CHAT_QUOTE_MAX_CHARS = 140;
/** A city longer than this is not a city name. */
export const CHAT_CITY_MAX_CHARS = 120;

export const CHAT_MESSAGES = {
  empty: 'Please write a message',
  tooLong: `A message can be at most ${CHAT_MESSAGE_MAX_CHARS} characters`,
  noCity: 'Please select a city first',
  tooFast: 'You are sending messages too fast',
  notFound: 'That message no longer exists',
  notYours: 'You can only delete your own messages',
  replyGone: 'The message you are replying to is no longer there',
  sendFailed: 'Failed to send chat message',
  reportDetails: 'Please describe the problem',
} as const;

const COMBINING_MARK = /\p{M}/gu;
const SEPARATOR = /[^\p{L}\p{N}]+/gu;
const DROPPED = /['’‘ʼʻ`´.]/g;

/**
 * The key a city's boards are found by, the same for 'Zürich', 'zurich' and
 * 'Zurich, ZH': the name before the first comma (the region or country
 * suffix dropped), accents and case folded, words joined by '-'. The key has
 * no spaces, so it can stand in a realtime channel name. Empty: no city.
 */
export function chatCityKey(city: string): string {
  const name = city.split(',')[0] ?? '';
  return name
    .normalize('NFD')
    .replace(COMBINING_MARK, '')
    .toLowerCase()
    .replace(DROPPED, '')
    .replace(SEPARATOR, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** The realtime channel of one city's board (shared/realtime.ts 'city:<city>:<board>'). */
export function chatChannel(city: string, board: ChatBoard): string {
  return `city:${chatCityKey(city)}:${board}`;
}

/**
 * The line a message answers, as the reader may see it: its words (cut to
 * CHAT_QUOTE_MAX_CHARS), or only that it was deleted by its author, removed by
 * moderators, or is not shown to this reader (hidden, or by someone they blocked).
 */
export type ChatQuote = {
  id: string;
  state: 'shown' | 'deleted' | 'removed' | 'unavailable';
  /** null unless `state` is 'shown'. */
  author: PersonRef | null;
  /** '' unless `state` is 'shown'. */
  content: string;
};

/** The first CHAT_QUOTE_MAX_CHARS characters of a line, with '…' when cut. */
export function quoteExcerpt(content: string): string {
  const chars = [...content];
  return chars.length > CHAT_QUOTE_MAX_CHARS
    ? `${chars.slice(0, CHAT_QUOTE_MAX_CHARS).join('')}…`
    : content;
}

/** One message as the API sends it. `seq` orders a board and is the paging cursor. */
export type ChatMessage = {
  id: string;
  seq: number;
  content: string;
  city: string;
  board: ChatBoard;
  author: PersonRef;
  /** Whether the reader wrote it (they may delete it; it shows on the other side). */
  mine: boolean;
  created_at: string;
  /** Deleted by its author: no words, 'Message deleted' in its place (a moderator's removal is `moderation`). */
  deleted: boolean;
  /** The line it answers, or null. */
  reply_to: ChatQuote | null;
} & Partial<Moderated>;

export type ChatHistory = {
  /** Oldest to newest. */
  messages: ChatMessage[];
  /** Whether there are more in the asked direction (older for the newest page and `before`). */
  has_more: boolean;
  /** People with this board open now, on every instance. */
  people: number;
};

/**
 * Events on a board's channel: ids only, the reader fetches what it may see
 * (a new message from someone they blocked stays hidden).
 */
export type ChatEvent =
  | { kind: 'chat.created'; id: string; seq: number }
  /** Deleted by its author: pages show 'Message deleted' in its place, and in quotes of it. */
  | { kind: 'chat.deleted'; id: string }
  /** Hidden, removed or shown again by moderation: pages fetch the board as they may see it. */
  | { kind: 'chat.moderated'; id: string }
  | { kind: 'chat.people'; count: number };
