import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../test/database.ts';
import { seededDemo } from '../../test/demo-seed.ts';
import { DEMO_USERS } from '../demo/data.ts';
import { listThreads } from './service.ts';

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

  it('adds nothing the second time', async () => {
    const again = await demo.seed();
    expect(again.threads ?? 0).toBe(0);
    expect(again.messages ?? 0).toBe(0);
  });
});
