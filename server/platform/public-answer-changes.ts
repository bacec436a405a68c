/**
 * A listing (or anything else a signed-out answer shows: a mentor card, an
 * account's listings) was created, edited or deleted: the answers signed-out
 * readers share (public-answers.ts) are dropped here at once, and on every other
 * instance when the event comes back over the realtime bus (PostgreSQL NOTIFY).
 * Platform, not listings: listings, mentors, account and admin-seed all call it.
 */
import type { Deps } from './context.ts';
import type { PublicAnswers } from './public-answers.ts';
import type { RealtimeHub } from './realtime/hub.ts';

/** A server-side channel: no socket may subscribe to it (no channel rule names it). */
export const LISTINGS_CHANGED_CHANNEL = 'listings-changed';

export async function listingsChanged(deps: Pick<Deps, 'hub' | 'publicAnswers' | 'memberAnswers'>) {
  deps.publicAnswers.clear();
  deps.memberAnswers.clear();
  await deps.hub.tryPublish(LISTINGS_CHANGED_CHANNEL, { kind: 'listings_changed' });
}

/** Every instance drops its shared answers when any instance changes a listing. */
export function followListingChanges(hub: RealtimeHub, publicAnswers: PublicAnswers) {
  return hub.onEvent(LISTINGS_CHANGED_CHANNEL, () => publicAnswers.clear());
}
