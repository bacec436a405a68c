import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyChange } from './refresh.ts';

describe('a realtime change applied while the query is being read', () => {
  it('is not overwritten by the read that was sent before it', async () => {
    const client = new QueryClient();
    let unread = 0;
    let release: () => void = () => {};
    let reads = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['unread'],
      queryFn: async () => {
        reads++;
        const answer = unread; // read before the message is stored
        if (reads === 1) await new Promise<void>((resolve) => (release = resolve));
        return answer;
      },
    });
    const stop = observer.subscribe(() => {});
    await Promise.resolve();
    // The message is stored and its event arrives while the first read is still out.
    unread = 1;
    applyChange(client, { queryKey: ['unread'] }, () => client.setQueryData(['unread'], 1));
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.getQueryData(['unread'])).toBe(1);
    stop();
  });

  it('is set at once when no read is out', () => {
    const client = new QueryClient();
    client.setQueryData(['unread'], 0);
    applyChange(client, { queryKey: ['unread'] }, () => client.setQueryData(['unread'], 3));
    expect(client.getQueryData(['unread'])).toBe(3);
  });
});
