/**
 * The member card's data (issue #41, shared/member-card.ts): a public read,
 * signed in or not. It selects only what the card shows: the label (never
 * the email itself), the profile's city, the join date and a few active
 * listings' titles, prices and photos; never a listing's contact fields.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { MEMBER_CARD_LISTINGS, type MemberCard } from '../../../shared/member-card.ts';
import { personLabel } from '../../../shared/people.ts';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { isBlockedBetween } from '../blocks/service.ts';
import { findMember } from './member-row.ts';

export async function memberCard(
  db: Db,
  memberId: string,
  viewerId: string | null,
): Promise<MemberCard | null> {
  const row = await findMember(db, memberId);
  if (!row) return null;
  const active = and(eq(listings.userId, memberId), eq(listings.status, 'active'));
  const [shown, [total]] = await Promise.all([
    db
      .select({
        id: listings.id,
        title: listings.title,
        priceCents: listings.priceCents,
        currency: listings.currency,
        city: listings.city,
        images: listings.images,
      })
      .from(listings)
      .where(active)
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(MEMBER_CARD_LISTINGS),
    db.select({ n: count() }).from(listings).where(active),
  ]);
  const self = viewerId === memberId;
  return {
    member: {
      id: row.id,
      // The label rule (name, else the email's part before the at sign); the email itself never leaves.
      label: personLabel(row),
      city: row.city?.trim() || null,
      member_since: row.createdAt.toISOString(),
      listings: shown.map((listing) => ({
        id: listing.id,
        title: listing.title,
        price_cents: listing.priceCents,
        currency: listing.currency,
        city: listing.city,
        image: listing.images[0] ?? null,
      })),
      listing_count: total?.n ?? 0,
    },
    viewer: viewerId
      ? {
          self,
          can_message: !self && !(await isBlockedBetween(db, viewerId, memberId)),
        }
      : null,
  };
}
