/**
 * A member's inbox settings (issue #41): whether they share read receipts.
 * Stored on their profile (default on); a member without a profile row has
 * the default. Off, their reads are shown to nobody and they see nobody's
 * (the thread summary's `seen`, in service.ts).
 *
 * A change takes effect live: every thread of theirs hears 'dm.receipts', so
 * an open conversation on the other member's screen drops (or shows again)
 * 'Seen' without a reload, and so do the member's own other tabs.
 */
import { eq } from 'drizzle-orm';
import { type InboxSettings, type ThreadEvent, threadChannel } from '../../../shared/inbox.ts';
import type { Db } from '../../db/client.ts';
import { dmMembers } from '../../db/schema/inbox.ts';
import { profiles } from '../../db/schema/profiles.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';

export async function getInboxSettings(db: Db, userId: string): Promise<InboxSettings> {
  const [row] = await db
    .select({ readReceipts: profiles.readReceipts })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return { read_receipts: row?.readReceipts ?? true };
}

export async function saveInboxSettings(
  db: Db,
  hub: RealtimeHub,
  userId: string,
  settings: InboxSettings,
): Promise<InboxSettings> {
  const before = await getInboxSettings(db, userId);
  await db
    .insert(profiles)
    .values({ id: userId, readReceipts: settings.read_receipts })
    .onConflictDoUpdate({
      target: profiles.id,
      set: { readReceipts: settings.read_receipts, updatedAt: new Date() },
    });
  if (before.read_receipts !== settings.read_receipts) await announceReceipts(db, hub, userId);
  return getInboxSettings(db, userId);
}

/** Every thread of the member hears that their receipts changed (dm_members_user_idx). */
async function announceReceipts(db: Db, hub: RealtimeHub, userId: string) {
  const threads = await db
    .select({ id: dmMembers.threadId })
    .from(dmMembers)
    .where(eq(dmMembers.userId, userId));
  // Together, so the hub sends them as one batch of notifications.
  await Promise.all(
    threads.map(({ id }) =>
      hub.tryPublish(threadChannel(id), {
        kind: 'dm.receipts',
        threadId: id,
        userId,
      } satisfies ThreadEvent),
    ),
  );
}
