/**
 * Forums (docs/product.md#forums Forums): the boards, the limits
 * and the request schemas shared by the API and the web app.
 */
import type { Moderated } from './moderation.ts';

/** The 9 boards of the spec, in grid order, with their English and Tigrinya names. */
export const FORUM_BOARDS = [
  { slug: 'general', en: 'General', ti: 'ሓፈሻዊ' },
  { slug: 'housing_tips', en: 'Housing Tips', ti: 'ምኽሪ ገዛ' },
  { slug: 'jobs_career', en: 'Jobs & Career', ti: 'ስራሕን ሞያን' },
  { slug: 'immigration_legal', en: 'Immigration & Legal', ti: 'ስደትን ሕግን' },
  { slug: 'community_events', en: 'Community Events', ti: 'ፍጻመታት ማሕበረሰብ' },
  { slug: 'buy_sell_swap', en: 'Buy, Sell & Swap', ti: 'ምግዛእ፡ ምሻጥን ምልዋጥን' },
  { slug: 'health_wellness', en: 'Health & Wellness', ti: 'ጥዕናን ደሓንነትን' },
  { slug: 'faith_bible', en: 'Faith & Bible', ti: 'እምነትን መጽሓፍ ቅዱስን' },
  { slug: 'tech_learn', en: 'Tech & Learning', ti: 'ቴክኖሎጂን ትምህርትን' },
] as const;

export type ForumBoardSlug = (typeof FORUM_BOARDS)[number]['slug'];

/**
 * The 6 boards the seed page upserts by slug (docs/product.md#forums Seed contents).
 * General and Immigration & Legal are spec boards already; the other four are
 * added beside the 9, after them in the grid.
 */
export const SEED_FORUM_BOARDS = [
  { slug: 'general', en: 'General', ti: 'ሓፈሻዊ' },
  { slug: 'rentals_qa', en: 'Rentals Q&A', ti: 'ሕቶን መልስን ክራይ' },
  { slug: 'jobs_visas', en: 'Jobs & Visas', ti: 'ስራሕን ቪዛን' },
  { slug: 'immigration_legal', en: 'Immigration & Legal', ti: 'ስደትን ሕግን' },
  { slug: 'buy_sell_advice', en: 'Buy/Sell Advice', ti: 'ምኽሪ ምግዛእን ምሻጥን' },
  { slug: 'faith_community', en: 'Faith & Community', ti: 'እምነትን ማሕበረሰብን' },
] as const;

/** A board's name in the reader's language: the Tigrinya one when the board has one. */
export function boardName(board: { slug: string; name: string }, lang: string): string {
  if (lang !== 'ti') return board.name;
  const known = [...FORUM_BOARDS, ...SEED_FORUM_BOARDS].find((item) => item.slug === board.slug);
  return known?.ti ?? board.name;
}

/** Grid order: the spec's 9 first, in their order, then any other board by name. */
export function boardOrder(slug: string): number {
  const at = FORUM_BOARDS.findIndex((board) => board.slug === slug);
  return at === -1 ? FORUM_BOARDS.length : at;
}

export const FORUM_TITLE_MAX = 140;
export const FORUM_BODY_MAX = 10_000;
export const FORUM_CITY_MAX = 100;
/** Topics per page of a board. */
export const FORUM_TOPICS_PAGE_SIZE = 20;
/** Replies one topic page shows at most (oldest first). */
export const FORUM_REPLIES_MAX = 1_000;
/** docs/product.md#forums: 5 topics and 30 replies an hour per member. */
export const FORUM_TOPICS_PER_HOUR = 5;
export const FORUM_REPLIES_PER_HOUR = 30;
/** docs/product.md#forums: a topic's replies are refreshed every 1.5 s (the floor when live push is down). */
export const FORUM_TOPIC_REFRESH_MS = 1_500;

export const FORUM_MESSAGES = {
  cityRequired: 'Please select a city first',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${FORUM_TITLE_MAX} characters`,
  bodyRequired: 'Body is required',
  bodyTooLong: `Body must be at most ${FORUM_BODY_MAX.toLocaleString('en-US')} characters`,
  replyRequired: 'Reply cannot be empty',
  unknownBoard: 'This board does not exist',
  topicNotFound: 'Topic not found',
  replyNotFound: 'Reply not found',
  notYours: 'You can only delete your own posts',
  notYoursToEdit: 'You can only edit your own posts',
  underModeration: 'A post under moderation cannot be edited',
  ownLike: 'You cannot like your own post',
  likeModerated: 'A post under moderation cannot be liked',
  likeBlocked: 'You cannot like this post',
  tooManyTopics: `You can start ${FORUM_TOPICS_PER_HOUR} topics an hour. Please try again later.`,
  tooManyReplies: `You can post ${FORUM_REPLIES_PER_HOUR} replies an hour. Please try again later.`,
} as const;

export type ForumBoardSummary = {
  slug: string;
  name: string;
  /** Topics in the chosen city. */
  topics: number;
  /** The newest activity of those topics, or null. */
  latest_at: string | null;
};

export type ForumBoard = { slug: string; name: string };

export type ForumTopicDto = {
  id: string;
  board: string;
  title: string;
  body: string;
  /** null is shown as 'Anon'. */
  author_name: string | null;
  /** The author, whose member card the name opens (issue #41); null when posted anonymously. */
  author_id: string | null;
  city: string;
  created_at: string;
  updated_at: string;
  replies: number;
  /** The reader wrote it (may delete it). */
  mine: boolean;
  /** The reader blocked its author: shown collapsed. */
  blocked: boolean;
  /** When its author last edited it, or null: shown as 'edited'. */
  edited_at: string | null;
  /** The reader follows it (hears of its replies); false for a signed-out reader. */
  following: boolean;
  /** Members who like it (issue #40). */
  likes: number;
  /** The reader likes it; false for a signed-out reader. */
  liked: boolean;
} & Partial<Moderated>;

export type ForumReplyDto = {
  id: string;
  topic_id: string;
  author_name: string | null;
  /** The author, whose member card the name opens (issue #41); null when posted anonymously. */
  author_id: string | null;
  body: string;
  created_at: string;
  mine: boolean;
  blocked: boolean;
  /** When its author last edited it, or null: shown as 'edited'. */
  edited_at: string | null;
  /** Members who like it (issue #40). */
  likes: number;
  /** The reader likes it; false for a signed-out reader. */
  liked: boolean;
} & Partial<Moderated>;

export type ForumBoardsReply = { boards: ForumBoardSummary[] };
export type ForumTopicsReply = {
  board: ForumBoard;
  topics: ForumTopicDto[];
  page: number;
  has_more: boolean;
};
export type ForumTopicReply = { topic: ForumTopicDto; board: ForumBoard; replies: ForumReplyDto[] };

/** What a follow or unfollow answers. */
export type ForumFollowReply = { following: boolean };

/** What a like or unlike answers: whether the member likes the post now, and its count. */
export type ForumLikeReply = { liked: boolean; likes: number };

/** Realtime events on a topic's channel: ids only, the reader refetches. */
export type ForumTopicEvent =
  | { kind: 'forum.reply.created'; topicId: string; replyId: string }
  | { kind: 'forum.reply.deleted'; topicId: string; replyId: string }
  | { kind: 'forum.topic.deleted'; topicId: string }
  /** Its author edited the topic or a reply: readers refetch. */
  | { kind: 'forum.topic.edited'; topicId: string }
  | { kind: 'forum.reply.edited'; topicId: string; replyId: string }
  /** A post in it was hidden, removed or shown again by moderation: readers refetch. */
  | { kind: 'forum.moderated'; topicId: string }
  /** A member liked or unliked the topic or one of its replies: readers refetch the counts. */
  | { kind: 'forum.post.liked'; topicId: string; postId: string };

/**
 * The key a topic's city is matched by (server/db/schema/listings.ts cityKey:
 * the name before the first comma, trimmed, lower case).
 */
export const forumCityKey = (city: string) => (city.split(',')[0] ?? '').trim().toLowerCase();

/**
 * The realtime channel of one board's topic list in one city: readers of the
 * list hear when a topic is posted, answered or deleted there, and refetch.
 */
export const forumBoardChannel = (city: string, board: string) =>
  `forum:${encodeURIComponent(forumCityKey(city)).slice(0, 120)}:${encodeURIComponent(board).slice(0, 64)}`;

/** Events on a board's channel: which topic changed; the list is fetched again. */
export type ForumBoardEvent = {
  kind: 'forum.board.changed';
  topicId: string;
  change: 'created' | 'replied' | 'edited' | 'deleted';
};

/** Pieces of a plain-text body: text, and links to show clickable (never HTML). */
export type BodyPiece =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string };

const LINK = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than a link. */
const TRAILING = /[.,;:!?)\]}'"]+$/;

export function linkify(text: string): BodyPiece[] {
  const pieces: BodyPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index ?? 0;
    let href = match[0];
    const trailing = href.match(TRAILING)?.[0] ?? '';
    if (trailing) href = href.slice(0, -trailing.length);
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) });
    if (isHttpUrl(href)) pieces.push({ kind: 'link', text: href, href });
    else pieces.push({ kind: 'text', text: href });
    last = start + href.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
