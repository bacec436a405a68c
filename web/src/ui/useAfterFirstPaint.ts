/**
 * Parts below a page's first screen, made after the page's first paint on the
 * document's first load (issue #20): the first screen's render and layout are
 * then tasks of their own, shorter, and its largest text paints sooner.
 */
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from './useHydrated.ts';

/** The first page has painted its first screen: later pages make everything at once. */
let painted = false;

/**
 * False until the page has painted once (on the document's first load only),
 * then true, in a task after that paint. `atOnce`: make them now anyway (a
 * reload that will restore a scroll position into them, say).
 */
export function useAfterFirstPaint(atOnce = false): boolean {
  return useAfterPaint(painted || atOnce, () => {
    painted = true;
  });
}

/**
 * For the shell's own parts (the footer), made once per document: false, then
 * true in a task after the next paint. It leaves the page's flag alone: the
 * shell paints before a page whose chunk is still on its way, and that page's
 * parts below its first screen still wait for its own first paint.
 */
export function useAfterShellPaint(): boolean {
  return useAfterPaint(false);
}

function useAfterPaint(now: boolean, whenPainted?: () => void): boolean {
  // Taking over a page the server drew: its HTML has none of these parts, so
  // the first render has none either; they come a frame later, as on a first visit.
  const hydrated = useHydrated();
  const [ready, setReady] = useState(now && hydrated);
  // Read when the task runs: a new function each render must not restart the wait.
  const onPainted = useRef(whenPainted);
  onPainted.current = whenPainted;
  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before its paint; a task set from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        onPainted.current?.();
        setReady(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
