/**
 * Messages the member has written that the server has not yet confirmed.
 * Shown under the stored ones as 'Sending…' (or failed, with a retry; or
 * refused because of a block, with no retry, since one can never work).
 */
import type { DmMessage } from '@shared/inbox.ts';

export type Pending = {
  key: string;
  body: string;
  /** The photos going with it (issue #41), kept for a retry. */
  photos: File[];
  status: 'sending' | 'failed' | 'refused';
  /** The newest stored message's id when it was written: its stored copy comes after. */
  after: number;
};

/**
 * The pending messages not yet among the stored ones. The thread's live
 * catch-up can bring a message in before its own send has answered (the
 * realtime event outruns the reply on a busy server), and it showed twice
 * until then. A stored message of mine with the same text, newer than the
 * pending one's `after` and with as many photos, is its copy; each stored
 * message stands for one.
 */
export function unconfirmed(
  pending: Pending[],
  messages: DmMessage[],
  me: string | undefined,
): Pending[] {
  const matched = new Set<number>();
  return pending.filter((item) => {
    const copy = messages.find(
      (message) =>
        message.sender_id === me &&
        message.body === item.body &&
        message.photos.length === item.photos.length &&
        message.id > item.after &&
        !matched.has(message.id),
    );
    if (copy) matched.add(copy.id);
    return !copy;
  });
}
