import { asc, count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_BOARD_KEYS } from '../../../shared/chat.ts';
import { chatMessages } from '../../db/schema/chat.ts';
import { silentLogger } from '../../platform/logger.ts';
import { createLocalMediaStore } from '../../platform/media/local-store.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { withDemoMembers } from '../../test/demo-seed.ts';
import { DEMO_CITIES } from '../demo/data.ts';
import { seedChatDemo } from './demo.ts';

const database = setupTestDatabase();
const now = new Date('2026-03-01T12:00:00Z');
const seed = () =>
  seedChatDemo({
    db: database.db,
    media: createLocalMediaStore('/tmp/unused-chat-demo-media'),
    logger: silentLogger,
    now,
  });

withDemoMembers(database);

describe('demo chat', () => {
  it('adds a day of conversation in several boards of the demo cities, in clock order', async () => {
    const added = await seed();
    expect(added.chatMessages).toBeGreaterThanOrEqual(30);
    const rows = await database.db.select().from(chatMessages).orderBy(asc(chatMessages.seq));
    expect(rows).toHaveLength(added.chatMessages ?? 0);
    const cities = new Set(DEMO_CITIES.map((c) => c.name));
    expect(rows.every((row) => cities.has(row.city))).toBe(true);
    expect(new Set(rows.map((row) => `${row.city}/${row.board}`)).size).toBeGreaterThanOrEqual(6);
    expect(rows.every((row) => (CHAT_BOARD_KEYS as string[]).includes(row.board))).toBe(true);
    const times = rows.map((row) => row.createdAt.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(Math.min(...times)).toBeGreaterThan(now.getTime() - 30 * 3_600_000);
    expect(Math.max(...times)).toBeLessThan(now.getTime());
    expect(rows.some((row) => /[\u1200-\u137F]/.test(row.content))).toBe(true);
  });

  it('adds nothing the second time', async () => {
    const [before] = await database.db.select({ n: count() }).from(chatMessages);
    expect(await seed()).toEqual({ chatMessages: 0 });
    const [after] = await database.db.select({ n: count() }).from(chatMessages);
    expect(after?.n).toBe(before?.n);
  });
});
