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
