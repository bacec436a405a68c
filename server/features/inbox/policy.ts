/**
 * Who may do what in the inbox (pure rules; the service supplies the facts).
 * - Only a thread's two members read it, post in it or listen on its channel;
 *   to anyone else it does not exist (404).
 * - Nobody opens a thread with themselves.
 * - Once either member blocked the other, neither can send (403, without saying who).
 * - Once the other member deleted their account, the thread is read-only (409, 'gone').
 */
export type ThreadFacts = {
  isMember: boolean;
  blockedEitherWay: boolean;
  counterpartDeleted?: boolean;
};

export type Verdict = 'ok' | 'not_found' | 'blocked' | 'gone';

export function mayRead(facts: Pick<ThreadFacts, 'isMember'>): Verdict {
  return facts.isMember ? 'ok' : 'not_found';
}

export function maySend(facts: ThreadFacts): Verdict {
  if (!facts.isMember) return 'not_found';
  if (facts.counterpartDeleted) return 'gone';
  return facts.blockedEitherWay ? 'blocked' : 'ok';
}

export function mayOpen(viewerId: string, counterpartId: string, blocked: boolean) {
  if (viewerId === counterpartId) return 'self' as const;
  return blocked ? ('blocked' as const) : ('ok' as const);
}

/**
 * Editing or deleting a direct message (issue #41): only its author, only within
 * DM_EDIT_WINDOW_MS of sending, never once deleted. An edit also needs the
 * thread open to replies (no block either way) and the message free of
 * moderation (an edit must not slip words past a hidden or removed mark); a
 * delete only takes words away, so it is allowed through both.
 */
export type MessageFacts = {
  isMember: boolean;
  isAuthor: boolean;
  withinWindow: boolean;
  deleted: boolean;
  moderated: boolean;
  blockedEitherWay: boolean;
};

export type ChangeVerdict =
  | 'ok'
  | 'not_found'
  | 'not_yours'
  | 'too_late'
  | 'deleted'
  | 'moderated'
  | 'blocked';

export function mayChangeMessage(action: 'edit' | 'delete', facts: MessageFacts): ChangeVerdict {
  if (!facts.isMember) return 'not_found';
  if (!facts.isAuthor) return 'not_yours';
  if (facts.deleted) return 'deleted';
  if (!facts.withinWindow) return 'too_late';
  if (action === 'edit' && facts.moderated) return 'moderated';
  if (action === 'edit' && facts.blockedEitherWay) return 'blocked';
  return 'ok';
}

/** Typing is heard only by a member of a thread where both can still write. */
export function mayType(facts: ThreadFacts): Verdict {
  return maySend(facts);
}
