/**
 * A finger's sideways swipe (not a mouse drag): further sideways than up or
 * down, and at least SWIPE_THRESHOLD_PX. `onStep` gets 1 for right-to-left
 * (next) and -1 for left-to-right; `touch-action: pan-y` on the element
 * leaves vertical scrolling to the page. `swiped()` tells a click that ends
 * a swipe from a tap.
 */
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';

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

/**
 * Moving between a listing's photos, the same in the gallery and in the
 * full-screen viewer: a step wraps around at either end, and the ← and →
 * keys (on the element that takes `onKeyDown`) and a sideways swipe (on the
 * one that takes `swipe`) step only when there is more than one photo.
 */
export function usePhotoSteps(count: number, index: number, onIndex: (index: number) => void) {
  const go = (step: number) => onIndex((index + step + count) % count);
  const { handlers: swipe, swiped } = useSwipe((step) => count > 1 && go(step));
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  return { go, onKeyDown, swipe, swiped };
}
