/**
 * The inbox and direct messages (docs/product.md#inbox-and-direct-messages Inbox),
 * shared by server and web: what opens a thread, what a message may be, the
 * shapes the API answers with, and the realtime events.
 *
 * Subjects: a thread is about a listing, a mentor profile, nothing (match
 * and direct), or the member themselves (issue #41: from their member card).
 * Every entry point opens or reuses a thread through one call,
 * POST /api/inbox/threads with exactly one of {listing}, {mentor}, {match}, {member}.
 *
 * Message requests (issue #41): a member thread opened with someone who has
 * never written to its opener waits under Requests for the recipient until
 * they accept (it joins the inbox), decline (it disappears for them alone; the
 * sender is not told) or block. Listing, mentor and match threads are never requests.
 */

import { DM_SEARCH_MAX_LENGTH, DM_SEARCH_MAX_WORDS } from './message-search.ts';
import type { Moderated } from './moderation.ts';
import type { PersonRef } from './people.ts';

/** Spec limits: 4,000 characters per message, 50 per history page. */
export const DM_MAX_BODY = 4_000;
export const DM_PAGE_SIZE = 50;
/** How much of the newest message the thread list shows. */
export const DM_PREVIEW_LENGTH = 140;
/** The thread list shows a member's newest threads, up to this many. */
export const DM_THREAD_LIST_LIMIT = 200;

/**
 * Photos in a message (issue #41): up to DM_MAX_PHOTOS with a message, or a
 * message of photos alone. They go through the listings' photo pipeline and
 * are served only to the thread's two members (GET /api/inbox/messages/:id/photos/:n).
 */
export const DM_MAX_PHOTOS = 4;

/** Rate limits (issue #14): messages 30 a minute per user; new threads 20 an hour per user. */
export const DM_SEND_LIMIT = { max: 30, windowSeconds: 60 } as const;
export const DM_OPEN_LIMIT = { max: 20, windowSeconds: 3_600 } as const;

/** An author edits or deletes their own message within 15 minutes of sending it (issue #41). */
export const DM_EDIT_WINDOW_MINUTES = 15;
export const DM_EDIT_WINDOW_MS = DM_EDIT_WINDOW_MINUTES * 60_000;

/**
 * Typing (issue #41): while a member types, their client says so at most every
 * DM_TYPING_SEND_MS; the other member shows 'X is typing...' until
 * DM_TYPING_SHOWN_MS after the last signal, or until a message arrives. Never stored.
 */
export const DM_TYPING_SEND_MS = 3_000;
export const DM_TYPING_SHOWN_MS = 5_000;

/** Whether a message sent at `createdAt` may still be edited or deleted by its author at `now`. */
export const withinEditWindow = (createdAt: Date | string, now: Date = new Date()) =>
  now.getTime() - new Date(createdAt).getTime() <= DM_EDIT_WINDOW_MS;

export const DM_MESSAGES = {
  self: 'You cannot message yourself',
  blocked: "You can't message this person",
  listingMissing: 'This listing is not available',
  mentorMissing: 'This mentor does not exist',
  userMissing: 'That member does not exist',
  threadMissing: 'Conversation not found',
  counterpartDeleted: 'This member has deleted their account',
  messageMissing: 'Message not found',
  bodyRequired: 'Write a message first',
  tooManyPhotos: `A message can have at most ${DM_MAX_PHOTOS} photos`,
  photoMissing: 'Photo not found',
  bodyTooLong: `A message can be at most ${DM_MAX_BODY.toLocaleString('en-US')} characters`,
  oneSubject: 'Say whom to message: one of listing, mentor, match or member',
  noRequest: 'There is no message request waiting for your answer here',
  sendTooFast: 'You are sending messages too fast. Please wait a moment and try again.',
  openTooFast: 'You have started many conversations. Please wait a while before starting another.',
  notYours: 'You can only edit or delete your own messages',
  editWindowOver: `Messages can only be edited or deleted within ${DM_EDIT_WINDOW_MINUTES} minutes of sending`,
  alreadyDeleted: 'This message was deleted',
  moderatedNoEdit: 'A message under moderation cannot be edited',
  searchEmpty: 'Type a word to search your messages for',
  searchTooLong: `A search can be at most ${DM_SEARCH_MAX_LENGTH} characters`,
  searchTooManyWords: `A search can have at most ${DM_SEARCH_MAX_WORDS} words`,
} as const;

/** The subject kinds a thread can be opened from (the registry on the server resolves each). */
export const OPEN_KEYS = ['listing', 'mentor', 'match', 'member'] as const;
export type OpenKey = (typeof OPEN_KEYS)[number];

export type SubjectKind = 'listing' | 'mentor' | 'direct' | 'member';

/**
 * A member thread's request state: null for every other thread and for a
 * member thread opened with someone who had written to its opener before.
 */
export const REQUEST_STATES = ['pending', 'accepted', 'declined'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];
/** What the recipient of a pending request may answer (a block goes through /api/blocks). */
export type RequestAnswer = 'accept' | 'decline';

export type DmMessage = {
  id: number;
  thread_id: string;
  /** Null: the sender deleted their account (issue #40). */
  sender_id: string | null;
  /** '' once deleted. */
  body: string;
  created_at: string;
  /** When its author last edited it (shown 'edited'); null if never. */
  edited_at: string | null;
  /** Deleted by its author: no words, 'Message deleted' in its place (a moderator's removal is `moderation`). */
  deleted: boolean;
  /**
   * Its photos (issue #41), in order: members-only URLs, each with a thumbnail.
   * None once deleted, and none for the other member once moderators removed it.
   */
  photos: MessagePhoto[];
} & Partial<Moderated>;

/** A message photo's URLs: the full photo and its thumbnail, both for the thread's members only. */
export type MessagePhoto = { url: string; thumbnail_url: string };

/**
 * How far the counterpart has read, for 'Seen' under my last message they read:
 * only while both members share read receipts (null otherwise, either way).
 */
export type SeenPosition = { message_id: number; at: string };

export type ThreadSummary = {
  id: string;
  /** Null: the other member deleted their account; the thread and its history stay (issue #40). */
  counterpart: PersonRef | null;
  /** What the thread is about; `title` is the listing's title (null for mentor and direct). */
  subject: { kind: SubjectKind; id: string | null; title: string | null };
  last_message: {
    id: number;
    sender_id: string | null;
    preview: string;
    created_at: string;
    /** Deleted by its author: the list says 'Message deleted'. */
    deleted: boolean;
    /** How many photos it carries (a message of photos alone has an empty preview). */
    photos: number;
  } | null;
  /** Messages from the counterpart after my last-read position. */
  unread: number;
  /** The id of my last-read message. */
  last_read_id: number;
  /** I blocked the counterpart: the thread stays, marked, with Unblock (issue #40). */
  blocked_by_me: boolean;
  /** Whether I can send here: not when either of us blocked the other (who did is not said). */
  can_reply: boolean;
  /**
   * A message request waiting for my answer (I am its recipient): shown under
   * Requests with Accept, Decline and Block. Its sender is never told (false for them).
   */
  is_request: boolean;
  /** The counterpart's read position, while both of us share read receipts (issue #41). */
  seen: SeenPosition | null;
  created_at: string;
  updated_at: string;
};

export type ThreadList = { threads: ThreadSummary[]; unread: number };

/** GET /api/inbox/requests: the requests waiting for me, newest first, and their number. */
export type RequestList = { requests: ThreadSummary[]; count: number };
export type OpenThreadReply = { thread: ThreadSummary; created: boolean };
export type MessagePage = { messages: DmMessage[]; has_more: boolean };
export type UnreadReply = { unread: number };
/** The member's own inbox settings (GET/PUT /api/inbox/settings). */
export type InboxSettings = { read_receipts: boolean };

/** thread:<id> — a new message in the thread (fetch messages after your last id). */
export type ThreadEvent =
  | { kind: 'dm.message'; threadId: string; messageId: number }
  /** Hidden, removed or shown again by moderation: both pages refetch the thread. */
  | { kind: 'dm.moderated'; threadId: string; messageId: number }
  /** Its author edited or deleted a message: members fetch that one message again. */
  | { kind: 'dm.changed'; threadId: string; messageId: number }
  /** `userId` read further (sent only while both share read receipts): refetch the thread's `seen`. */
  | { kind: 'dm.read'; threadId: string; userId: string }
  /** `userId` turned read receipts on or off: refetch the thread's `seen` (issue #41). */
  | { kind: 'dm.receipts'; threadId: string; userId: string }
  /** `userId` is typing (never stored; shown for DM_TYPING_SHOWN_MS). */
  | { kind: 'dm.typing'; threadId: string; userId: string };
/**
 * user:<id> — the inbox changed (new message, read elsewhere, a block between the two
 * members of the thread): refetch the list and that thread; the total unread.
 */
export type InboxEvent = { kind: 'inbox.changed'; threadId: string; unread: number };

export const threadChannel = (threadId: string) => `thread:${threadId}`;

/** The inbox URL that opens a thread from an entry point. */
export const inboxLink = (key: OpenKey | 'thread', id: string) =>
  `/inbox?${key}=${encodeURIComponent(id)}`;
