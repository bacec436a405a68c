import type { DmMessage } from '@shared/inbox.ts';
import { describe, expect, it } from 'vitest';
import { type Pending, unconfirmed } from './pending.ts';

const message = (id: number, body: string, sender_id = 'me'): DmMessage => ({
  id,
  thread_id: 't',
  sender_id,
  body,
  created_at: '2026-11-26T12:00:00Z',
  edited_at: null,
  deleted: false,
  photos: [],
});
const pending = (key: string, body: string, after: number): Pending => ({
  key,
  body,
  photos: [],
  status: 'sending',
  after,
});

describe('a message being sent shows once, even when its stored copy arrives first', () => {
  it('hides a pending message once my stored copy of it is in the thread', () => {
    const items = [pending('a', 'Is the lamp still available?', 4)];
    expect(unconfirmed(items, [message(4, 'Hi')], 'me')).toEqual(items);
    expect(
      unconfirmed(items, [message(4, 'Hi'), message(5, 'Is the lamp still available?')], 'me'),
    ).toEqual([]);
  });

  it("keeps it for the other member's message or an older one with the same text", () => {
    const items = [pending('a', 'Thanks', 4)];
    expect(unconfirmed(items, [message(3, 'Thanks'), message(5, 'Thanks', 'them')], 'me')).toEqual(
      items,
    );
  });

  it('matches each stored copy to one pending message (the same text sent twice)', () => {
    const items = [pending('a', 'ok', 4), pending('b', 'ok', 4)];
    expect(unconfirmed(items, [message(5, 'ok')], 'me')).toEqual([items[1]]);
    expect(unconfirmed(items, [message(5, 'ok'), message(6, 'ok')], 'me')).toEqual([]);
  });
});
