/**
 * What signed-in members read alike (issue #45). A browse page or a listing with its
 * contacts is the same for every member except the owners of what it shows (their
 * street address, exact point and a hold's reason) and moderators (held listings).
 * So it is built once, as a member who owns none of it reads it, and kept like the
 * signed-out answers (PUBLIC_CACHE_MS, dropped on every instance at each listing
 * change): every member who owns none of it gets that answer; an owner, a moderator,
 * and a reader of a listing no member may see get theirs built for them.
 *
 * Measured before: the same browse page, built anew for each member, served a quarter
 * of the requests the shared signed-out answer did.
 */
import type { Context } from 'hono';
import type { ListingReply } from '../../../shared/listing-input.ts';
import type { BrowseReply } from '../../../shared/listing-query.ts';
import type { BrowseQuery } from '../../../shared/schemas/listing-query.ts';
import type { SignedInUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { browseAnswerKey, browseListings } from './browse.ts';
import type { Reader } from './policy.ts';
import { readListing } from './service.ts';

/** A member who owns nothing and moderates nothing: what every other member sees. */
const ANY_MEMBER: Reader = { id: '', moderator: false };

/** A browse page for a signed-in member. */
export async function memberBrowse(c: Context<AppEnv>, query: BrowseQuery, viewer: SignedInUser) {
  const { db, memberAnswers } = c.var.deps;
  const key = browseAnswerKey(query);
  let page: Promise<BrowseReply> | undefined;
  const shared = () => {
    page ??= browseListings(db, query, ANY_MEMBER);
    return page;
  };
  const owners = JSON.parse(
    await memberAnswers.json(`owners ${key}`, async () =>
      (await shared()).listings.map((listing) => listing.user_id),
    ),
  ) as string[];
  if (owners.includes(viewer.id)) return c.json(await browseListings(db, query, viewer));
  return memberAnswers.respond(c, key, shared);
}

/** One listing for a signed-in member (`reader`: the member, and whether they moderate). */
export async function memberListing(c: Context<AppEnv>, id: string, reader: NonNullable<Reader>) {
  const { db, memberAnswers } = c.var.deps;
  if (reader.moderator) return c.json(await readListing(db, id, reader));
  let listing: Promise<ListingReply> | undefined;
  const shared = () => {
    listing ??= readListing(db, id, ANY_MEMBER);
    return listing;
  };
  try {
    const owner = JSON.parse(
      await memberAnswers.json(`owner ${id}`, async () => (await shared()).user_id),
    ) as string;
    if (owner === reader.id) return c.json(await readListing(db, id, reader));
    return await memberAnswers.respond(c, `listing ${id}`, shared);
  } catch (error) {
    // No member may read it (held, expired, missing): its owner may, the others get their error.
    if (error instanceof ApiError) return c.json(await readListing(db, id, reader));
    throw error;
  }
}
