/**
 * Typing in a thread (issue #41): 'Selam is typing...' while the other member
 * types. Their client signals at most every DM_TYPING_SEND_MS while they type;
 * here the indicator shows on a signal from the counterpart and goes
 * DM_TYPING_SHOWN_MS after the last one, or at once when a message arrives.
 * Nothing of it is stored, on either side.
 */
import {
  DM_TYPING_SEND_MS,
  DM_TYPING_SHOWN_MS,
  type ThreadEvent,
  threadChannel,
} from '@shared/inbox.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtimeChannel } from '../../app/realtime.ts';
import { signalTyping } from './api.ts';

/** Whether the counterpart is typing in this thread now. */
export function useCounterpartTyping(threadId: string, counterpartId: string | null): boolean {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stop = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(false);
  }, []);
  useRealtimeChannel(threadChannel(threadId), (raw) => {
    const event = raw as ThreadEvent;
    if (event.kind === 'dm.typing' && counterpartId && event.userId === counterpartId) {
      setTyping(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setTyping(false), DM_TYPING_SHOWN_MS);
    } else if (event.kind === 'dm.message') {
      stop();
    }
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new thread starts with no indicator
  useEffect(() => stop, [threadId, stop]);
  return typing;
}

/**
 * `typed()` on each keystroke: tells the server at most every DM_TYPING_SEND_MS;
 * `sent()` after a message went, so typing the next one is told at once.
 */
export function useTypingSignal(threadId: string) {
  const last = useRef(0);
  const typed = useCallback(() => {
    const now = Date.now();
    if (now - last.current < DM_TYPING_SEND_MS) return;
    last.current = now;
    // Best effort: a lost signal only means no indicator for a moment.
    signalTyping(threadId).catch(() => {});
  }, [threadId]);
  const sent = useCallback(() => {
    last.current = 0;
  }, []);
  return { typed, sent };
}
