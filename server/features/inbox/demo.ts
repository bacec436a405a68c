/**
 * Demo conversations between demo members (issue #14, Demo data), so a
 * newcomer who signs in as one of them sees a living inbox: questions about
 * listings, a direct chat, one in Tigrinya, some unread, and (issue #41) a
 * member thread begun from a member card that was accepted, and a message
 * request still waiting under Selam's Requests, and a message of photos
 * (drawn like the listings' demo photos, stored under the thread's private
 * keys: only its two members see them). Fixed thread ids
 * (stableUuid); a thread's members and messages are written only when the
 * thread itself was new, so a second run adds nothing.
 */
import { and, asc, eq } from 'drizzle-orm';
import { z as zod } from 'zod';
import { dmMembers, dmMessages, dmThreads } from '../../db/schema/inbox.ts';
import { listings } from '../../db/schema/listings.ts';
import { thumbnailKey } from '../../platform/media/keys.ts';
import type { MediaStore } from '../../platform/media/store.ts';
import { checkedDemoContent } from '../demo/content-file.ts';
import { DEMO_USERS } from '../demo/data.ts';
import type { FeatureSeed } from '../demo/feature-seed.ts';
import { renderScene } from '../demo/photos.ts';
import { stableUuid } from '../demo/random.ts';
import demoJson from './demo.json' with { type: 'json' };

/**
 * A line: [from (0 the opener, 1 the counterpart), body, minutes ago, extra?].
 * `edited`: its author corrected it a minute after sending (shown 'edited', issue #41);
 * `{ photos }`: it carries that many demo photos of the listing's kind (issue #41).
 */
const lineSchema = zod
  .tuple(
    [zod.union([zod.literal(0), zod.literal(1)]), zod.string(), zod.number()],
    zod.union([zod.literal('edited'), zod.strictObject({ photos: zod.number().int().min(1) })]),
  )
  .refine((line) => line.length <= 4, 'a line has at most one extra');

/** The conversations (demo.json). */
const CONVERSATIONS = checkedDemoContent(
  'inbox/demo.json',
  zod.array(
    zod.strictObject({
      /** Indexes into DEMO_USERS: [opener, counterpart]. */
      people: zod.tuple([zod.number().int().min(0), zod.number().int().min(0)]),
      /** About one of the counterpart's marketplace listings, or direct. */
      aboutListing: zod.boolean(),
      /** Begun from the counterpart's member card (issue #41): its request's state. */
      member: zod.enum(['pending', 'accepted']).optional(),
      lines: zod.array(lineSchema).min(1),
      /** The counterpart has not read the opener's last lines yet. */
      unreadForLast: zod.boolean(),
    }),
  ),
  demoJson,
);

/** Draws `count` demo photos and stores them (and thumbnails) under fixed keys of the thread. */
async function storeDemoPhotos(
  media: MediaStore,
  threadId: string,
  line: number,
  count: number,
): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const key = `dm_${threadId}/${line}_demo${i}.webp`;
    const rendered = await renderScene('marketplace', line + i);
    await media.put(key, rendered.photo, 'image/webp');
    await media.put(thumbnailKey(key), rendered.thumbnail, 'image/webp');
    keys.push(key);
  }
  return keys;
}

export const seedInboxDemo: FeatureSeed = async ({ db, media, now }) => {
  let threads = 0;
  let messages = 0;
  for (const [index, conversation] of CONVERSATIONS.entries()) {
    const people = conversation.people.map((i) => DEMO_USERS[i]);
    const [opener, counterpart] = people;
    if (!opener || !counterpart) continue;
    let subjectId = '';
    if (conversation.aboutListing) {
      const [listing] = await db
        .select({ id: listings.id })
        .from(listings)
        .where(
          and(
            eq(listings.userId, counterpart.id),
            eq(listings.status, 'active'),
            eq(listings.category, 'marketplace'),
          ),
        )
        .orderBy(asc(listings.id))
        .limit(1);
      if (!listing) continue;
      subjectId = listing.id;
    }
    const [memberLow, memberHigh] = [opener.id, counterpart.id].sort() as [string, string];
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
    const [first] = conversation.lines;
    await db.transaction(async (tx) => {
      const [thread] = await tx
        .insert(dmThreads)
        .values({
          id: stableUuid(`habesha-demo-thread/${index}`),
          subjectKind: conversation.member
            ? 'member'
            : conversation.aboutListing
              ? 'listing'
              : 'direct',
          requestState: conversation.member ?? null,
          subjectId,
          memberLow,
          memberHigh,
          createdBy: opener.id,
          createdAt: at((first?.[2] ?? 0) + 1),
        })
        .onConflictDoNothing()
        .returning({ id: dmThreads.id });
      if (!thread) return;
      const values = [];
      for (const [line, [from, body, minutesAgo, extra]] of conversation.lines.entries()) {
        values.push({
          threadId: thread.id,
          senderId: (from === 0 ? opener : counterpart).id,
          body,
          createdAt: at(minutesAgo),
          editedAt: extra === 'edited' ? at(minutesAgo - 1) : null,
          photos:
            typeof extra === 'object'
              ? await storeDemoPhotos(media, thread.id, line, extra.photos)
              : [],
        });
      }
      const rows = await tx.insert(dmMessages).values(values).returning({
        id: dmMessages.id,
        senderId: dmMessages.senderId,
        createdAt: dmMessages.createdAt,
      });
      const last = rows.at(-1);
      if (!last) return;
      await tx
        .update(dmThreads)
        .set({ lastMessageId: last.id, lastMessageAt: last.createdAt })
        .where(eq(dmThreads.id, thread.id));
      // Each member has read up to their own last line; or everything, when nothing is left unread.
      const readBy = (userId: string) =>
        conversation.unreadForLast
          ? Math.max(0, ...rows.filter((r) => r.senderId === userId).map((r) => r.id))
          : last.id;
      // Read a few minutes after the line they read up to came ('Seen' at that time).
      const readAt = (userId: string) => {
        const line = rows.find((r) => r.id === readBy(userId));
        return line
          ? new Date(Math.min(now.getTime(), line.createdAt.getTime() + 3 * 60_000))
          : null;
      };
      await tx.insert(dmMembers).values(
        [opener, counterpart].map((member) => ({
          threadId: thread.id,
          userId: member.id,
          lastReadMessageId: readBy(member.id),
          lastReadAt: readAt(member.id),
          unreadCount: rows.filter((r) => r.senderId !== member.id && r.id > readBy(member.id))
            .length,
        })),
      );
      threads += 1;
      messages += rows.length;
    });
  }
  // Only what this run added (a second run adds nothing, and says nothing).
  return { ...(threads && { threads }), ...(messages && { messages }) };
};
