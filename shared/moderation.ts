/**
 * Moderation (issue #39): what members can report, why, when reported content
 * hides itself, how long a suspension lasts, and the shapes the admin pages and
 * the API share. Rules here are pure; the server's policies and the web app's
 * pages both import them.
 */

/** Every kind of thing a member can report, one queue for all. */
export const REPORT_KINDS = [
  'listing',
  'chat_message',
  'forum_topic',
  'forum_reply',
  'direct_message',
  'mentor_profile',
  'mentor_review',
  'match_profile',
  'member',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** One list of reasons for every report; details are optional beside it. */
export const REPORT_REASONS = [
  'spam',
  'scam',
  'harassment',
  'sexual',
  'impersonation',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Reports one member may file per hour, whatever they report (today's limit). */
export const CONTENT_REPORTS_PER_HOUR = 20;

/** Content reported by this many different members hides until an admin decides. */
export const HIDE_AFTER_REPORTERS = 3;

/** A reported direct message is attached with up to this many messages before it. */
export const DIRECT_MESSAGE_CONTEXT_BEFORE = 4;

/** Content a moderator has acted on: hidden pending review, or removed for good. */
export type ModerationState = 'hidden' | 'removed';

export const SUSPENSION_LENGTHS = ['1d', '7d', '30d', 'permanent'] as const;
export type SuspensionLength = (typeof SUSPENSION_LENGTHS)[number];

const DAY_MS = 86_400_000;
const LENGTH_DAYS: Record<Exclude<SuspensionLength, 'permanent'>, number> = {
  '1d': 1,
  '7d': 7,
  '30d': 30,
};

/** When a suspension of `length` started at `from` ends; null when permanent. */
export function suspensionEnd(length: SuspensionLength, from: Date): Date | null {
  if (length === 'permanent') return null;
  return new Date(from.getTime() + LENGTH_DAYS[length] * DAY_MS);
}

/** A member's suspension as the member and the admins see it; `until` null is permanent. */
export type Suspension = { until: string | null; reason: string };

/** Whether a suspension holds at `now` (a lapsed one no longer does). */
export function isSuspended(suspension: Suspension | null, now: Date): boolean {
  if (!suspension) return false;
  return suspension.until === null || new Date(suspension.until).getTime() > now.getTime();
}

/** What a moderator can do to a group of reports: each resolves every open report on it. */
export const MODERATION_ACTIONS = ['dismiss', 'remove', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** What the log records: the three actions on reports, and a suspension set or lifted from /admin/members. */
export type LoggedAction = ModerationAction | 'lift_suspension';

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_SORTS = ['newest', 'most'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

/** Groups, members and log entries per admin page. */
export const ADMIN_PAGE_SIZE = 20;

export type PersonRef = { id: string; name: string };

/** One report within a group: only admins ever see who filed it. */
export type ReportEntry = {
  id: string;
  reason: ReportReason;
  details: string;
  /** Null for a signed-out visitor's listing report. */
  reporter: PersonRef | null;
  created_at: string;
};

/** A message attached to a direct-message report (the reported one and a few before it). */
export type AttachedMessage = {
  id: string;
  sender: PersonRef | null;
  body: string;
  created_at: string;
  reported: boolean;
};

/** The reported thing as it was when reported (or as it is now, while it exists). */
export type ReportedContent = {
  title: string | null;
  text: string;
  /** Thumbnail URLs of its photos. */
  photos: string[];
  /** When it was posted, when known. */
  posted_at: string | null;
  /** For a direct message: that message and the few before it. */
  messages?: AttachedMessage[];
};

export type ModerationOutcome = {
  action: ModerationAction;
  note: string;
  admin: PersonRef | null;
  at: string;
};

/** Every report on one target, as /admin/reports shows it. */
export type ReportGroup = {
  kind: ReportKind;
  target_id: string;
  status: ReportStatus;
  content: ReportedContent;
  /** Who posted it (for a member report: the member). */
  author: (PersonRef & { suspension: Suspension | null }) | null;
  /** Where it lives on the site, for 'open in context'. */
  link: string | null;
  moderation: ModerationState | null;
  report_count: number;
  latest_report_at: string;
  reports: ReportEntry[];
  /** How it was resolved (status 'resolved' only). */
  outcome: ModerationOutcome | null;
};

export type ReportQueue = { groups: ReportGroup[]; total: number; page: number; page_size: number };

export type AdminMember = {
  id: string;
  name: string;
  email: string;
  created_at: string;
  suspension: Suspension | null;
  /** Open reports on the member or anything they posted. */
  open_reports: number;
};

export type AdminMemberList = {
  members: AdminMember[];
  total: number;
  page: number;
  page_size: number;
};

export type LogEntry = {
  id: string;
  action: LoggedAction;
  admin: PersonRef | null;
  member: PersonRef | null;
  kind: ReportKind | null;
  target_id: string | null;
  /** A line describing what was acted on ('Listing: Room in Oakland'). */
  summary: string;
  note: string;
  /** For a suspension: its end (null permanent) and reason. */
  suspension: Suspension | null;
  created_at: string;
};

export type ModerationLog = { entries: LogEntry[]; total: number; page: number; page_size: number };

/** GET /api/moderation/me: what the shell needs to know about the viewer. */
export type ModerationMe = { is_admin: boolean; suspension: Suspension | null };

/** Realtime events on a member's own channel. */
export type ModerationEvent =
  | { kind: 'moderation.suspended'; suspension: Suspension }
  | { kind: 'moderation.suspension-lifted' };

/** The admins' channel: a new report or an action, so open queues refresh without a reload. */
export const ADMIN_CHANNEL = 'admin:moderation';
export type AdminQueueEvent = { kind: 'moderation.queue-changed' };

/** A report's answer: for a direct message, how many messages were attached with it. */
export type ReportReply = { reported: true; attached_messages?: number };

export const MODERATION_MESSAGES = {
  adminsOnly: 'Only admins can see this page.',
  hiddenForReview: 'Hidden while moderators review it',
  removed: 'Removed by moderators',
  removedPlaceholder: 'removed by moderators',
  reportedThanks: 'Thank you for your report. Our team will review it.',
  reportsFull: 'You have sent many reports in a short time. Please try again later.',
  ownReport: 'You cannot report your own content.',
  unknownTarget: 'That is no longer here to report.',
  alreadyResolved: 'These reports have already been resolved.',
  suspendAuthorMissing: 'There is no member to suspend for this report.',
  suspendAdmin: 'Admins cannot be suspended here.',
  memberNotFound: 'Member not found',
  notSuspended: 'This member is not suspended.',
} as const;

/**
 * What a suspended member's every write answers (403, code 'suspended'):
 * 'Your account is suspended until {date}: {reason}'. `formatDate` renders the end
 * in the reader's language; a permanent suspension says 'permanently'.
 */
export function suspendedMessage(
  suspension: Suspension,
  formatDate: (iso: string) => string = (iso) => iso.slice(0, 10),
): string {
  return suspension.until === null
    ? `Your account is suspended permanently: ${suspension.reason}`
    : `Your account is suspended until ${formatDate(suspension.until)}: ${suspension.reason}`;
}

/**
 * The reporter's notification once their report is resolved: its type (the
 * web app shows the title in the reader's language) and English title; the
 * body names what was reported, in its own words.
 */
export const REPORT_OUTCOME_NOTICES: Record<ModerationAction, { type: string; title: string }> = {
  dismiss: {
    type: 'report_dismissed',
    title: 'Thanks for your report: we looked and left it up.',
  },
  remove: { type: 'report_removed', title: 'Thanks for your report: we removed it.' },
  suspend: {
    type: 'report_suspended',
    title: 'Thanks for your report: we suspended the member behind it.',
  },
};

/** What the outcome names: the reported thing's title, else the start of its words. */
export function reportedThingLine(title: string | null, text: string): string {
  const words = (title?.trim() || text.trim()).replace(/\s+/g, ' ');
  return words.length > 80 ? `${words.slice(0, 77)}...` : words;
}

/**
 * What a reported item's DTO says of its moderation, to its author (and admins):
 * hidden pending review or removed, with the moderator's note. Others never
 * get a hidden item, and get a removed chat line or post with its text blank.
 */
export type Moderated = { moderation: ModerationState | null; moderation_note: string | null };

/** A row's stored moderation as readers are told it: a suspension is told by the notice, not per item. */
export function shownModeration(stored: string | null): ModerationState | null {
  return stored === 'hidden' || stored === 'removed' ? stored : null;
}
