/**
 * A profile that follows its owner's suspension (mentor and match profiles;
 * listings keep their status too, listings/moderation.ts): hidden as
 * 'suspended' while the owner is suspended, shown again after, and never
 * shown again by an admin while the suspension holds.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ModerationState } from '../../../shared/moderation.ts';
import type { Db } from '../../db/client.ts';
import { activeSuspension } from '../auth/suspension.ts';
import { storedModerationNote } from './target.ts';

type OwnedProfiles = PgTable & { userId: PgColumn; moderation: PgColumn; moderationNote: PgColumn };

/**
 * Sets the moderation state of the owner's profile picked by `where`: `state`,
 * or, shown again while its owner is suspended, 'suspended' until the
 * suspension's end.
 */
export async function setProfileState<T extends OwnedProfiles>(
  db: Db,
  table: T,
  where: SQL,
  ownerId: string,
  state: ModerationState | null,
  note: string,
) {
  const next = state ?? ((await activeSuspension(db, ownerId)) ? 'suspended' : null);
  const values = { moderation: next, moderationNote: storedModerationNote(state, note) };
  await db
    .update(table)
    .set(values as PgUpdateSetSource<T>)
    .where(where);
}

/**
 * A suspension hides the owner's profiles that nothing else hides; its end
 * shows again those it hid (a removed one stays removed).
 */
export async function followOwnerSuspension<T extends OwnedProfiles>(
  db: Db,
  table: T,
  userId: string,
  suspended: boolean,
) {
  await db
    .update(table)
    .set({ moderation: suspended ? 'suspended' : null } as PgUpdateSetSource<T>)
    .where(
      and(
        eq(table.userId, userId),
        suspended ? isNull(table.moderation) : eq(table.moderation, 'suspended'),
      ),
    );
}
