/**
 * A listing (or anything else a signed-out answer shows: a mentor card, an
 * account's listings) was created, edited or deleted: the answers signed-out
 * readers share (public-answers.ts) are dropped at once on this instance, and on
 * every other when the event comes over the realtime bus (PostgreSQL NOTIFY).
 * Platform, not listings: listings, mentors, account and admin-seed all call it.
 *
 * A new listing, the change a busy site sees most, drops only what it can have
 * changed (`keptThroughNewListing`): before, every post emptied every cache, so
 * on a site with a post every few seconds most listing reads were rebuilt.
 */
import type { Deps } from './context.ts';
import type { PublicAnswers } from './public-answers.ts';
import type { RealtimeHub } from './realtime/hub.ts';

/** A server-side channel: no socket may subscribe to it (no channel rule names it). */
export const LISTINGS_CHANGED_CHANNEL = 'listings-changed';

/** What changed: a new listing of a category, or anything (every answer goes). */
export type ListingsChange = { newListingCategory?: string };

/**
 * The answers a new listing of `category` cannot have changed, by their keys:
 * another listing's own answer and its owner (`listing <id>`, `owner <id>`: a
 * listing's answer holds only its row, contact and seller); the mentors'
 * (`mentors …`: no listings in them); and a browse page filtered to another
 * category (`browse {query}`, and its owners, `owners browse {query}`: the
 * category filter is an exact match). Everything else may list it (browse
 * pages of its category or of all, the home rows, counts, the map, similar
 * listings, a seller's listings, drawn pages) and goes.
 */
export function keptThroughNewListing(category: string) {
  return (key: string): boolean => {
    if (key.startsWith('listing ') || key.startsWith('owner ') || key.startsWith('mentors')) {
      return true;
    }
    const browse = /^(?:owners )?browse (\{.*\})$/.exec(key)?.[1];
    if (!browse) return false;
    const filtered = (JSON.parse(browse) as { category?: unknown }).category;
    return typeof filtered === 'string' && filtered !== category;
  };
}

function forget(answers: PublicAnswers, change: ListingsChange) {
  if (change.newListingCategory)
    answers.dropAllBut(keptThroughNewListing(change.newListingCategory));
  else answers.clear();
}

/**
 * Tells every instance, this one included: the hub hands an instance's own events to its
 * listeners at once, before PostgreSQL's echo (decision 0003), so this instance's caches
 * are dropped by `followListingChanges` before the answer goes, and only once.
 */
export async function listingsChanged(deps: Pick<Deps, 'hub'>, change: ListingsChange = {}) {
  await deps.hub.tryPublish(LISTINGS_CHANGED_CHANNEL, {
    kind: 'listings_changed',
    ...(change.newListingCategory ? { new_listing_category: change.newListingCategory } : {}),
  });
}

/** Every instance drops its shared answers when any instance changes a listing. */
export function followListingChanges(hub: RealtimeHub, answers: PublicAnswers) {
  return hub.onEvent(LISTINGS_CHANGED_CHANNEL, (event) =>
    forget(answers, {
      newListingCategory:
        typeof event.new_listing_category === 'string' ? event.new_listing_category : undefined,
    }),
  );
}
