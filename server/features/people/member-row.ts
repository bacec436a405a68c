/**
 * One member's row, their account with their profile (if they saved one):
 * the member card (card.ts), a member as a report's target (moderation.ts)
 * and one's own profile (profiles/service.ts). Null for an id no member has;
 * an id too long to be one is not looked up.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profiles.ts';

export async function findMember(db: Db, memberId: string) {
  if (memberId.length > 200) return null;
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      // The name members see, never the email.
      shownName: sql<string>`COALESCE(NULLIF(btrim(${profiles.displayName}), ''), ${user.name})`,
      /** The name they chose, null if none (their own profile shows it as saved). */
      displayName: profiles.displayName,
      city: profiles.city,
      image: user.image,
      createdAt: user.createdAt,
      /** When they last saved their profile; null before they ever did. */
      profileUpdatedAt: profiles.updatedAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, memberId));
  return row ?? null;
}
