/**
 * Message requests (issue #41), as pure rules; the service supplies the facts.
 * - Only a thread about a member (opened from their member card) can be a
 *   request, and only when its recipient has never written to its opener;
 *   listing, mentor and match threads never are.
 * - The recipient is the member who did not open the thread. A pending
 *   request waits under their Requests; once declined it no longer exists
 *   for them (404), while its sender keeps seeing it as sent, never told.
 * - Only the recipient answers, and only while it is pending.
 */
import type { RequestState, SubjectKind } from '../../../shared/inbox.ts';

/** The state a new thread starts in: a request, or none. */
export function startingRequestState(
  kind: SubjectKind,
  recipientWroteToOpener: boolean,
): RequestState | null {
  return kind === 'member' && !recipientWroteToOpener ? 'pending' : null;
}

export type RequestFacts = {
  state: RequestState | null;
  /** The viewer opened the thread (its sender), rather than receiving it. */
  viewerOpened: boolean;
};

/** How the thread stands for the viewer: in the inbox, under Requests, or gone. */
export function requestView(facts: RequestFacts): 'inbox' | 'request' | 'hidden' {
  if (facts.viewerOpened || facts.state === null || facts.state === 'accepted') return 'inbox';
  return facts.state === 'pending' ? 'request' : 'hidden';
}

/** Whether the viewer may accept or decline: only the recipient of a pending request. */
export function mayAnswer(facts: RequestFacts & { isMember: boolean }) {
  if (!facts.isMember || requestView(facts) === 'hidden') return 'not_found' as const;
  return requestView(facts) === 'request' ? ('ok' as const) : ('no_request' as const);
}

/**
 * When the recipient writes in a request themselves (they opened the same
 * member thread from the opener's card, or replied), they have chosen the
 * conversation: it is accepted.
 */
export function acceptsByWriting(facts: RequestFacts): boolean {
  return !facts.viewerOpened && (facts.state === 'pending' || facts.state === 'declined');
}
