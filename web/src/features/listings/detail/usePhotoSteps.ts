/**
 * Moving between a listing's photos, the same in the gallery and in the
 * full-screen viewer: a step wraps around at either end, and the ← and →
 * keys (on the element that takes `onKeyDown`) and a sideways swipe (on the
 * one that takes `swipe`) step only when there is more than one photo.
 */
import type { KeyboardEvent } from 'react';
import { useSwipe } from './useSwipe.ts';

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
