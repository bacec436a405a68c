/**
 * The 'presence' realtime channel, seen from one instance (one feed per hub):
 * `announce()` tells every instance's pages that the live counts changed (at
 * most about once a second from here), and `onChange` listeners run on this
 * instance whenever any instance announces, so a cached answer can be dropped
 * before pages refetch.
 */
import { PRESENCE_CHANGED, PRESENCE_CHANNEL } from '../../../shared/presence.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';

const ANNOUNCE_EVERY_MS = 1_000;

export type PresenceFeed = { announce: () => void; onChange: (listener: () => void) => void };

const feeds = new WeakMap<RealtimeHub, PresenceFeed>();

export function presenceFeed(hub: RealtimeHub): PresenceFeed {
  const existing = feeds.get(hub);
  if (existing) return existing;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  // The instance listens like a page does: a subscriber that never closes.
  hub.subscribe({ send: changed, close: () => {}, bufferedAmount: () => 0 }, PRESENCE_CHANNEL);
  const publish = () => void hub.tryPublish(PRESENCE_CHANNEL, { kind: PRESENCE_CHANGED });
  let last = 0;
  let timer: NodeJS.Timeout | undefined;
  const feed: PresenceFeed = {
    onChange: (listener) => listeners.add(listener),
    announce() {
      changed();
      const wait = last + ANNOUNCE_EVERY_MS - Date.now();
      if (wait <= 0) {
        last = Date.now();
        publish();
      } else if (!timer) {
        // Within the second: one more announcement at its end covers all of them.
        timer = setTimeout(() => {
          timer = undefined;
          last = Date.now();
          publish();
        }, wait);
        timer.unref();
      }
    },
  };
  feeds.set(hub, feed);
  return feed;
}
