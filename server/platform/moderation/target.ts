/**
 * What moderation needs of each feature whose content can be reported
 * (issue #39): the thing as an admin reads it, and a way to hide, remove or
 * restore it. Each feature writes its own (`features/<feature>/moderation.ts`)
 * over its own tables (a post named by its uuid with postTarget, post-target.ts);
 * the moderation feature composes them in one map.
 */
import type { ModerationState, ReportKind } from '../../../shared/moderation.ts';
import type { Deps } from '../context.ts';

export type TargetSnapshot = {
  /** The member who posted it (for a member report, the member). */
  authorId: string | null;
  title: string | null;
  text: string;
  photos: string[];
  postedAt: Date | null;
  /** Where it lives on the site ('open in context'), or null. */
  link: string | null;
  moderation: ModerationState | null;
};

export type ModerationTarget = {
  kind: ReportKind;
  /** The thing now, or null when it is gone. */
  load(deps: Deps, targetId: string): Promise<TargetSnapshot | null>;
  /**
   * Sets its state: 'hidden' (by reports, until an admin decides), 'removed',
   * or null (shown again). Tells its readers live and clears any kept copies.
   * Absent for a kind with nothing to hide (a member: suspend them instead).
   */
  setState?(
    deps: Deps,
    targetId: string,
    state: ModerationState | null,
    note: string,
  ): Promise<void>;
  /**
   * Hides everything of this kind the member owns while they are suspended
   * (listings, mentor and match profiles), and shows it again after.
   */
  ownerSuspended?(deps: Deps, userId: string, suspended: boolean): Promise<void>;
};

/**
 * The admin's note as stored with a post's moderation state: kept while it is
 * hidden or removed (an empty note is none), cleared when it is shown again.
 */
export const storedModerationNote = (state: ModerationState | null, note: string) =>
  state ? note || null : null;

/** What a post's moderation columns (db/schema/moderation.ts) store for `state` and the admin's note. */
export const moderationValues = (state: ModerationState | null, note: string) => ({
  moderation: state,
  moderationNote: storedModerationNote(state, note),
});
