/**
 * A member's inbox settings (issue #41): whether they share read receipts.
 * Stored on their profile (default on); a member without a profile row has
 * the default. Off, their reads are shown to nobody and they see nobody's
 * (the thread summary's `seen`, in service.ts).
 */
import { eq } from 'drizzle-orm';
import type { InboxSettings } from '../../../shared/inbox.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';

export async function getInboxSettings(db: Db, userId: string): Promise<InboxSettings> {
  const [row] = await db
    .select({ readReceipts: profiles.readReceipts })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return { read_receipts: row?.readReceipts ?? true };
}

export async function saveInboxSettings(
  db: Db,
  userId: string,
  settings: InboxSettings,
): Promise<InboxSettings> {
  await db
    .insert(profiles)
    .values({ id: userId, readReceipts: settings.read_receipts })
    .onConflictDoUpdate({
      target: profiles.id,
      set: { readReceipts: settings.read_receipts, updatedAt: new Date() },
    });
  return getInboxSettings(db, userId);
}
