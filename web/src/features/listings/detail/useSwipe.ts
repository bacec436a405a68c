/**
 * A finger's sideways swipe (not a mouse drag): further sideways than up or
 * down, and at least SWIPE_THRESHOLD_PX. `onStep` gets 1 for right-to-left
 * (next) and -1 for left-to-right; `touch-action: pan-y` on the element
 * leaves vertical scrolling to the page. `swiped()` tells a click that ends
 * a swipe from a tap.
 */
import { type PointerEvent, useRef } from 'react';

/** How far a finger must travel sideways (px) to count as a swipe. */
export const SWIPE_THRESHOLD_PX = 50;

export function useSwipe(onStep: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const lastSwipe = useRef(0);
  const handlers = {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) {
        lastSwipe.current = Date.now();
        onStep(dx < 0 ? 1 : -1);
      }
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
  /** Whether a swipe ended just now (a click that follows it is not a tap). */
  const swiped = () => Date.now() - lastSwipe.current < 400;
  return { handlers, swiped };
}
