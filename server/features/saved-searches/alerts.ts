/**
 * Telling members of new listings their saved searches match (issue #44).
 *
 * These run outside any request's answer, with the moment passed in (`now`),
 * so tests move time instead of waiting. Both run as queued jobs (jobs.ts):
 * the announcement queued by a publish (listings/routes.ts), the digest every
 * interval of server/background.ts.
 */
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { formatPrice } from '../../../shared/money.ts';
import { savedSearchNoticeTitle } from '../../../shared/notifications.ts';
import type { Language } from '../../../shared/preferences.ts';
import { SAVED_SEARCH_NOTICE, savedSearchPath } from '../../../shared/saved-searches.ts';
import { listings } from '../../db/schema/listings.ts';
import { savedSearches, savedSearchHits } from '../../db/schema/saved-searches.ts';
import type { Deps } from '../../platform/context.ts';
import type { Email } from '../../platform/mail/index.ts';
import { kindEmailRecipients, withUnsubscribe } from '../notification-settings/kind-email.ts';
import { notify } from '../notifications/service.ts';
import { type AlertListing, digestEmail, instantAlertEmail } from './emails.ts';
import { type Hit, recordMatches } from './matching.ts';

type AlertDeps = Pick<Deps, 'db' | 'hub' | 'mailer' | 'config' | 'logger'>;

/** Rows by a key, in their order (Map.groupBy is ES2024, past this project's lib). */
function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** A daily digest goes out at most once a day per search. */
const DIGEST_EVERY_MS = 24 * 60 * 60 * 1000;

function alertListing(row: {
  id: string;
  title: string;
  city: string;
  priceCents: number | null;
  currency: string;
}): AlertListing {
  return {
    id: row.id,
    title: row.title,
    city: row.city,
    price: row.priceCents === null ? null : formatPrice(row.priceCents, row.currency),
  };
}

const listingColumns = {
  id: listings.id,
  title: listings.title,
  city: listings.city,
  priceCents: listings.priceCents,
  currency: listings.currency,
};

/**
 * A listing was just published: every saved search it matches gets the hit
 * (its count of new matches), an in-app notification at once (one per
 * search), and, for instant alerts, one email per member naming the searches.
 * Returns the hits.
 *
 * `again`: a retry of an announcement that failed part-way. Its hits were
 * recorded by then (recordMatches returns only new ones), so the hits not yet
 * mailed are announced again: some members may hear twice, none never.
 */
export async function announceNewListingToSavedSearches(
  deps: AlertDeps,
  listingId: string,
  now: Date,
  { again = false }: { again?: boolean } = {},
): Promise<Hit[]> {
  const recorded = await recordMatches(deps.db, listingId, now);
  const hits = again ? await unmailedHits(deps, listingId) : recorded;
  if (hits.length === 0) return hits;
  const [listing] = await deps.db
    .select(listingColumns)
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) return hits;
  for (const hit of hits) {
    await notify(deps.db, deps.hub, hit.userId, {
      type: SAVED_SEARCH_NOTICE,
      title: savedSearchNoticeTitle(hit.name),
      body: listing.title,
      link: `/l/${listing.id}`,
    });
  }
  const instant = hits.filter((hit) => hit.alert === 'instant');
  if (instant.length > 0) await mailInstantAlerts(deps, alertListing(listing), instant, now);
  return hits;
}

/** The listing's hits whose searches were not yet mailed about it. */
async function unmailedHits(deps: AlertDeps, listingId: string): Promise<Hit[]> {
  return deps.db
    .select({
      searchId: savedSearches.id,
      userId: savedSearches.userId,
      alert: savedSearches.alert,
      name: savedSearches.name,
    })
    .from(savedSearchHits)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchHits.searchId))
    .where(and(eq(savedSearchHits.listingId, listingId), isNull(savedSearchHits.emailedAt)));
}

async function mailInstantAlerts(deps: AlertDeps, listing: AlertListing, hits: Hit[], now: Date) {
  const ids = hits.map((hit) => hit.searchId);
  const rows = await deps.db
    .select({
      searchId: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      language: savedSearches.language,
    })
    .from(savedSearches)
    .where(inArray(savedSearches.id, ids));
  // Members who turned saved-search emails off get none; their hits count as handled.
  const recipients = await savedSearchRecipients(deps, rows);
  for (const [userId, searches] of groupBy(rows, (row) => row.userId)) {
    const first = searches[0];
    const recipient = recipients.get(userId);
    if (!first || !recipient) continue;
    await sendSavedSearchEmail(deps, userId, recipient.email, first.language as Language, (head) =>
      instantAlertEmail({ ...head, listing, searchNames: searches.map((search) => search.name) }),
    );
  }
  await deps.db
    .update(savedSearchHits)
    .set({ emailedAt: now })
    .where(and(eq(savedSearchHits.listingId, listing.id), inArray(savedSearchHits.searchId, ids)));
}

/** Which of the rows' members still take saved-search emails, with their addresses (both alerts ask alike). */
const savedSearchRecipients = (deps: AlertDeps, rows: readonly { userId: string }[]) =>
  kindEmailRecipients(
    deps.db,
    rows.map((row) => row.userId),
    'saved_searches',
  );

/**
 * Sends a member a saved-search email (both alerts send alike): written by
 * `write` for their address, language and the site, with its one-click unsubscribe.
 */
function sendSavedSearchEmail(
  deps: AlertDeps,
  userId: string,
  to: string,
  language: Language,
  write: (head: { to: string; language: Language; siteUrl: string }) => Email,
) {
  const { publicUrl, auth } = deps.config;
  const email = write({ to, language, siteUrl: publicUrl });
  return deps.mailer.send(
    withUnsubscribe(email, {
      publicUrl,
      secret: auth.secret,
      userId,
      kind: 'saved_searches',
      language,
    }),
  );
}

/**
 * The daily digest: for each member, one email with the new matches of each
 * of their 'daily' searches not mailed yet, under the search's name, at most
 * once a day per search. Matches of listings no longer active are left out
 * (and not mailed later). Returns how many emails went out.
 */
export async function sendSavedSearchDigest(deps: AlertDeps, now: Date): Promise<number> {
  const due = new Date(now.getTime() - DIGEST_EVERY_MS);
  const rows = await deps.db
    .select({
      searchId: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      query: savedSearches.query,
      language: savedSearches.language,
      listing: listingColumns,
    })
    .from(savedSearchHits)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchHits.searchId))
    .innerJoin(listings, eq(listings.id, savedSearchHits.listingId))
    .where(
      and(
        isNull(savedSearchHits.emailedAt),
        eq(savedSearches.alert, 'daily'),
        lte(savedSearches.lastDigestAt, due),
        lte(savedSearchHits.createdAt, now),
        eq(listings.status, 'active'),
      ),
    )
    .orderBy(savedSearches.userId, savedSearches.createdAt, sql`${savedSearchHits.createdAt} DESC`);
  const recipients = await savedSearchRecipients(deps, rows);
  let sent = 0;
  for (const [userId, memberRows] of groupBy(rows, (row) => row.userId)) {
    const first = memberRows[0];
    if (!first) continue;
    const searches = [...groupBy(memberRows, (row) => row.searchId).values()].map((searchRows) => ({
      name: searchRows[0]?.name ?? '',
      path: searchRows[0] ? savedSearchPath(searchRows[0].query) : '/account/searches',
      listings: searchRows.map((row) => alertListing(row.listing)),
    }));
    const recipient = recipients.get(userId);
    // Turned off by email: nothing is sent, and these matches are not kept for a later digest.
    if (recipient) {
      await sendSavedSearchEmail(
        deps,
        userId,
        recipient.email,
        first.language as Language,
        (head) => digestEmail({ ...head, searches }),
      );
      sent++;
    }
    const searchIds = [...new Set(memberRows.map((row) => row.searchId))];
    await deps.db
      .update(savedSearchHits)
      .set({ emailedAt: now })
      .where(
        and(
          inArray(savedSearchHits.searchId, searchIds),
          isNull(savedSearchHits.emailedAt),
          lte(savedSearchHits.createdAt, now),
        ),
      );
    await deps.db
      .update(savedSearches)
      .set({ lastDigestAt: now })
      .where(inArray(savedSearches.id, searchIds));
  }
  return sent;
}
