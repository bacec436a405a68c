/**
 * Every kind of reportable thing and the feature that moderates it, in one
 * place: the moderation feature reaches other features only through this map.
 */
import type { ReportKind } from '../../../shared/moderation.ts';
import type { ModerationTarget } from '../../platform/moderation/target.ts';
import { chatModeration } from '../chat/moderation.ts';
import { forumReplyModeration, forumTopicModeration } from '../forums/moderation.ts';
import { directMessageModeration } from '../inbox/moderation.ts';
import { listingModeration } from '../listings/moderation.ts';
import { matchProfileModeration } from '../match/moderation.ts';
import { mentorModeration } from '../mentors/moderation.ts';
import { mentorReviewModeration } from '../mentors/review-moderation.ts';
import { memberModeration } from '../people/moderation.ts';

export const MODERATION_TARGETS: Record<ReportKind, ModerationTarget> = {
  listing: listingModeration,
  chat_message: chatModeration,
  forum_topic: forumTopicModeration,
  forum_reply: forumReplyModeration,
  direct_message: directMessageModeration,
  mentor_profile: mentorModeration,
  mentor_review: mentorReviewModeration,
  match_profile: matchProfileModeration,
  member: memberModeration,
};

/** What a suspension hides while it lasts. */
export const SUSPENDABLE_TARGETS = Object.values(MODERATION_TARGETS).filter(
  (target) => target.ownerSuspended,
);
