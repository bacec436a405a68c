import type { NotificationDto, NotificationList } from '@shared/notifications.ts';
import { describe, expect, it } from 'vitest';
import { applyToList } from './cache.ts';

const note = (id: number, read = false): NotificationDto => ({
  id: String(id),
  title: `n${id}`,
  body: null,
  type: 'test',
  link: null,
  created_at: new Date(Date.UTC(2026, 10, 21, 12, 0, id)).toISOString(),
  read_at: read ? '2026-11-21T12:00:00.000Z' : null,
});

const listOf = (count: number, unread = count): NotificationList => ({
  notifications: Array.from({ length: count }, (_, i) => note(count - i)),
  unread,
});

/** Notification `id` arriving live on `list`, the server's `unread` with it, into a list kept to `limit`. */
const arrive = (list: NotificationList, id: number, unread: number, limit = 50) =>
  applyToList(list, { kind: 'notification.created', notification: note(id), unread }, limit);

describe('live notification updates (docs/product.md#notifications)', () => {
  it('puts an insert at the top and keeps the list to its limit (50 in the bell)', () => {
    const list = arrive(listOf(50), 51, 51);
    expect(list.notifications).toHaveLength(50);
    expect(list.notifications[0]?.id).toBe('51');
    expect(list.unread).toBe(51);
  });

  it('lets the page’s list of 200 grow past 50', () => {
    const list = arrive(listOf(50), 51, 51, 200);
    expect(list.notifications).toHaveLength(51);
  });

  it('ignores a duplicate insert but takes the server’s unread count', () => {
    const list = arrive(listOf(3), 3, 4);
    expect(list.notifications).toHaveLength(3);
    expect(list.unread).toBe(4);
  });

  it('replaces the matching item on update', () => {
    const list = applyToList(
      listOf(3),
      { kind: 'notification.updated', notification: note(2, true), unread: 2 },
      50,
    );
    expect(list.notifications.find((n) => n.id === '2')?.read_at).not.toBeNull();
    expect(list.unread).toBe(2);
  });

  it('marks read only what existed when all were marked; a later arrival stays unread', () => {
    const start = listOf(2);
    const withLate = arrive(start, 59, 3);
    const cutoff = new Date(Date.UTC(2026, 10, 21, 12, 0, 30)).toISOString();
    const list = applyToList(
      withLate,
      { kind: 'notifications.all-read', readAt: cutoff, unread: 1 },
      50,
    );
    expect(list.notifications.find((n) => n.id === '59')?.read_at).toBeNull();
    expect(list.notifications.filter((n) => n.read_at)).toHaveLength(2);
    expect(list.unread).toBe(1);
  });
});
