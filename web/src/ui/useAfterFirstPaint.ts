/**
 * Parts below a page's first screen, made after the page's first paint on the
 * document's first load (issue #20): the first screen's render and layout are
 * then tasks of their own, shorter, and its largest text paints sooner.
 */
import { useEffect, useState } from 'react';

/** The document has painted once: later pages make everything at once. */
let painted = false;

/**
 * False until the page has painted once (on the document's first load only),
 * then true, in a task after that paint. `atOnce`: make them now anyway (a
 * reload that will restore a scroll position into them, say).
 */
export function useAfterFirstPaint(atOnce = false): boolean {
  const [ready, setReady] = useState(painted || atOnce);
  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before its paint; a task set from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        painted = true;
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
