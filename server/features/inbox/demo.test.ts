import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dmMessages } from '../../db/schema/inbox.ts';
import { createLocalMediaStore } from '../../platform/media/local-store.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { seededDemo } from '../../test/demo-seed.ts';
import { DEMO_USERS } from '../demo/data.ts';
import { listRequests } from './requests.ts';
import { listThreads, readMessages } from './service.ts';

const database = setupTestDatabase();
const demo = seededDemo(database, 'inbox', { password: null });

describe('demo conversations', () => {
  it('gives a demo member a living inbox: several threads, labels, a listing subject and unread', async () => {
    expect(demo.first.threads).toBeGreaterThanOrEqual(4);
    expect(demo.first.messages).toBeGreaterThanOrEqual(12);
    const selam = DEMO_USERS[0];
    if (!selam) throw new Error('no demo users');
    const inbox = await listThreads(database.db, selam.id);
    expect(inbox.threads.length).toBeGreaterThanOrEqual(3);
    expect(inbox.unread).toBeGreaterThan(0);
    expect(inbox.threads.some((t) => t.subject.kind === 'listing' && t.subject.title)).toBe(true);
    expect(inbox.threads.every((t) => t.counterpart?.label && t.last_message)).toBe(true);
  });

  it('gives Selam an accepted member thread and one message request waiting (issue #41)', async () => {
    const [selam, rahel, abel] = [DEMO_USERS[0], DEMO_USERS[8], DEMO_USERS[11]];
    if (!selam || !rahel || !abel) throw new Error('no demo users');
    const inbox = await listThreads(database.db, selam.id);
    expect(
      inbox.threads.some((t) => t.subject.kind === 'member' && t.counterpart?.id === rahel.id),
    ).toBe(true);
    expect(inbox.threads.some((t) => t.counterpart?.id === abel.id)).toBe(false);
    const requests = await listRequests(database.db, selam.id);
    expect(requests.count).toBe(1);
    expect(requests.requests[0]).toMatchObject({ is_request: true, counterpart: { id: abel.id } });
    // Its sender sees it as any thread of theirs.
    const abels = await listThreads(database.db, abel.id);
    expect(abels.threads.find((t) => t.counterpart?.id === selam.id)?.is_request).toBe(false);
  });

  it('shows issue #41 at work: a message marked edited, and Seen where the other member has read', async () => {
    const selam = DEMO_USERS[0];
    if (!selam) throw new Error('no demo users');
    const { threads } = await listThreads(database.db, selam.id);
    const pages = await Promise.all(
      threads.map((t) => readMessages(database.db, selam.id, t.id, { limit: 50 })),
    );
    expect(pages.flatMap((p) => p.messages).some((m) => m.edited_at !== null)).toBe(true);
    expect(threads.some((t) => t.seen)).toBe(true);
  });

  it('has a message of photos in one thread, stored where only its members fetch them (issue #41)', async () => {
    const selam = DEMO_USERS[0];
    if (!selam) throw new Error('no demo users');
    const { threads } = await listThreads(database.db, selam.id);
    const messages = (
      await Promise.all(
        threads.map((t) => readMessages(database.db, selam.id, t.id, { limit: 50 })),
      )
    ).flatMap((p) => p.messages);
    const withPhotos = messages.find((m) => m.photos.length > 0);
    expect(withPhotos?.photos).toHaveLength(2);
    const [row] = await database.db
      .select({ photos: dmMessages.photos })
      .from(dmMessages)
      .where(eq(dmMessages.id, withPhotos?.id ?? 0));
    for (const key of row?.photos ?? []) {
      expect(key).toMatch(/^dm_[0-9a-f-]{36}\//);
      expect(await createLocalMediaStore(demo.mediaDir).get(key)).not.toBeNull();
    }
  });

  it('adds nothing the second time', async () => {
    const again = await demo.seed();
    expect(again.threads ?? 0).toBe(0);
    expect(again.messages ?? 0).toBe(0);
  });
});
