/**
 * Whether the reader has scrolled since the app started (issue #20). Until
 * then, parts of a long page that would be made ahead of the reader (home
 * rows, browse's next cards) are made only once in view, so a first visit's
 * load keeps the main thread for what the reader sees and does. The first
 * scroll, by touch, wheel, keys or a restored position, turns it true for the
 * app's life.
 */
import { useEffect, useState } from 'react';

/** Whether the reader has scrolled since the app started; then, who waits for it. */
let readerScrolled = false;
const waitingForScroll = new Set<() => void>();

function onFirstScroll() {
  readerScrolled = true;
  for (const wake of waitingForScroll) wake();
  waitingForScroll.clear();
}

/** True once the reader has scrolled: a state, so watches widen when it turns. */
export function useReaderScrolled() {
  const [scrolled, setScrolled] = useState(readerScrolled);
  useEffect(() => {
    if (scrolled) return;
    if (readerScrolled) return setScrolled(true);
    const wake = () => setScrolled(true);
    if (waitingForScroll.size === 0) {
      window.addEventListener('scroll', onFirstScroll, { passive: true, once: true });
    }
    waitingForScroll.add(wake);
    return () => {
      waitingForScroll.delete(wake);
    };
  }, [scrolled]);
  return scrolled;
}
