/**
 * A listing under moderation (issue #39): reported by enough members, removed
 * by an admin, or its owner suspended. It is 'held': hidden from everyone but
 * its owner (every public read asks for status 'active', so none changes), and
 * its status before goes back when moderation lets it go.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { thumbnailUrl } from '../../../shared/media.ts';
import { listings } from '../../db/schema/listings.ts';
import { activeSuspension } from '../../platform/auth/suspension.ts';
import type { Deps } from '../../platform/context.ts';
import { postTarget } from '../../platform/moderation/post-target.ts';
import { listingsChanged } from '../../platform/public-answer-changes.ts';

export const listingModeration = postTarget({
  kind: 'listing',
  table: listings,
  shows: (row) =>
    row.status === 'deleted'
      ? null
      : {
          authorId: row.userId,
          title: row.title,
          text: row.description,
          photos: row.images.map(thumbnailUrl),
          link: `/l/${row.id}`,
        },
  async setState(deps, id, state, note) {
    if (state) await hold(deps, id, state, note);
    else await release(deps, id);
    await listingsChanged(deps);
  },
  async ownerSuspended(deps, userId, suspended) {
    if (suspended) await holdListingsOfSuspended(deps, userId);
    else await releaseListingsOfSuspended(deps, userId);
  },
});

async function hold(deps: Deps, id: string, state: string, note: string) {
  await deps.db
    .update(listings)
    .set({
      // The first hold keeps the status to go back to; a later one (removed after hidden) keeps it.
      statusBeforeHold: sql`CASE WHEN ${listings.status} = 'held' THEN ${listings.statusBeforeHold} ELSE ${listings.status} END`,
      status: 'held',
      moderation: state,
      moderationNote: note || null,
    })
    .where(and(eq(listings.id, id), ne(listings.status, 'deleted')));
}

/** Shown again, unless its owner is suspended meanwhile: then it waits for the suspension's end. */
async function release(deps: Deps, id: string) {
  const [row] = await deps.db
    .select({ userId: listings.userId })
    .from(listings)
    .where(eq(listings.id, id));
  if (!row) return;
  if (await activeSuspension(deps.db, row.userId)) {
    await deps.db
      .update(listings)
      .set({ moderation: 'suspended', moderationNote: null })
      .where(and(eq(listings.id, id), eq(listings.status, 'held')));
    return;
  }
  await deps.db
    .update(listings)
    .set({ ...shownAgain(), moderationNote: null })
    .where(and(eq(listings.id, id), eq(listings.status, 'held')));
}

/** A held listing shown again: back to the status it had before the hold, unmarked. */
const shownAgain = () => ({
  status: sql`COALESCE(${listings.statusBeforeHold}, 'active')`,
  statusBeforeHold: null,
  moderation: null,
});

/** A suspension hides the member's shown listings; its end shows them again. */
async function holdListingsOfSuspended(deps: Deps, userId: string) {
  await deps.db
    .update(listings)
    .set({ statusBeforeHold: listings.status, status: 'held', moderation: 'suspended' })
    .where(
      and(eq(listings.userId, userId), ne(listings.status, 'deleted'), ne(listings.status, 'held')),
    );
  await listingsChanged(deps);
}

async function releaseListingsOfSuspended(deps: Deps, userId: string) {
  await deps.db
    .update(listings)
    .set(shownAgain())
    .where(and(eq(listings.userId, userId), eq(listings.moderation, 'suspended')));
  await listingsChanged(deps);
}
