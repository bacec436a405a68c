/** Profiles: {id, display_name, city}, one per user, created at sign-up. */
import { eq } from 'drizzle-orm';
import type { ProfileReply } from '../../../shared/auth.ts';
import { COMMON_MESSAGES } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { ApiError } from '../../platform/errors.ts';
import { findMember } from '../people/member-row.ts';

/** Upsert: settings save works even for an account whose profile row is missing. */
export async function saveProfile(
  db: Db,
  userId: string,
  fields: { displayName: string | null; city: string | null },
) {
  // The account's name follows the display name, so the session shows it too.
  if (fields.displayName)
    await db.update(user).set({ name: fields.displayName }).where(eq(user.id, userId));
  await db
    .insert(profiles)
    .values({ id: userId, displayName: fields.displayName, city: fields.city })
    .onConflictDoUpdate({
      target: profiles.id,
      set: { displayName: fields.displayName, city: fields.city, updatedAt: new Date() },
    });
}

export async function getOwnProfile(db: Db, userId: string): Promise<ProfileReply> {
  const row = await findMember(db, userId);
  if (!row) throw ApiError.notFound(COMMON_MESSAGES.profileNotFound);
  return {
    id: row.id,
    display_name: row.displayName ?? row.name,
    city: row.city,
    updated_at: (row.profileUpdatedAt ?? row.createdAt).toISOString(),
    email: row.email,
    joined_at: row.createdAt.toISOString(),
  };
}

/** The sign-up form's city, kept only when it is a short plain string. */
export function signUpCity(body: Record<string, unknown> | undefined): string | null {
  const city = body?.city;
  return typeof city === 'string' && city.trim() && city.trim().length <= 120 ? city.trim() : null;
}
