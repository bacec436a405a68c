/**
 * Scroll positions across navigations, as react-router's ScrollRestoration
 * does in its data mode (which the app leaves out, issue #20): a new page
 * starts at the top (or at its #anchor), Back and Forward return to where the
 * reader was, also after a reload (kept in sessionStorage per history entry).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const KEY = 'scrollPositions';
const positions: Record<string, number> = readPositions();

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(
      (typeof sessionStorage !== 'undefined' && sessionStorage.getItem(KEY)) || '{}',
    );
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function savePositions() {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: positions are kept for this page's life only.
  }
}

/** How long a restored position waits for the page to grow tall enough to reach it. */
const RESTORE_MS = 4000;
/** The reader scrolling (or about to) themselves: a position still waiting is given up. */
const READER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Takes `step` (one try at the scroll; true once it got there) now, and again each time the
 * page grows, until it gets there, RESTORE_MS pass or the reader moves. Returns a stop.
 */
function followGrowth(step: () => boolean): () => void {
  if (step() || typeof ResizeObserver === 'undefined') return () => {};
  const growing = new ResizeObserver(() => {
    if (step()) stop();
  });
  const timer = setTimeout(() => stop(), RESTORE_MS);
  function stop() {
    growing.disconnect();
    clearTimeout(timer);
    for (const move of READER_MOVES) window.removeEventListener(move, stop);
  }
  growing.observe(document.body);
  for (const move of READER_MOVES) window.addEventListener(move, stop, { passive: true });
  return stop;
}

/**
 * Scrolls to `y`, and again each time the page grows, until it gets there.
 * On a reload the page is short at first (the skeleton while its code loads,
 * then its data): scrolled as far as it went, the reader was then carried to
 * the bottom by the browser's scroll anchoring as the page grew above the
 * footer. Gives up after RESTORE_MS or once the reader moves. Returns a stop.
 */
export function restoreScroll(y: number): () => void {
  return followGrowth(() => {
    window.scrollTo(0, y);
    return Math.abs(window.scrollY - y) <= 1;
  });
}

/**
 * Scrolls to the element a #anchor names once it is drawn, and keeps it at the top while
 * the page grows above it. A link into a lazy page (an email's
 * /account/settings#notifications) arrives before the page's code and data: the section
 * was not there yet, and the reader was left at the top. Gives up as restoreScroll does.
 */
export function scrollToAnchor(id: string): () => void {
  return followGrowth(() => {
    const target = document.getElementById(id);
    if (!target) return false;
    target.scrollIntoView();
    return Math.abs(target.getBoundingClientRect().top) <= 1;
  });
}

/** Where Back, Forward or a reload will put the reader on this history entry, if anywhere. */
export function savedScrollPosition(key: string): number | undefined {
  return positions[key];
}

export function ScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();
  const keyRef = useRef(location.key);
  keyRef.current = location.key;

  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    window.history.scrollRestoration = 'manual';
    const save = () => {
      positions[keyRef.current] = window.scrollY;
      savePositions();
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const key = location.key;
    const saved = positions[key];
    let stopRestoring = () => {};
    if (type === 'POP' && saved !== undefined) {
      stopRestoring = restoreScroll(saved);
    } else if (location.hash) {
      stopRestoring = scrollToAnchor(decodeURIComponent(location.hash.slice(1)));
    } else {
      window.scrollTo(0, 0);
    }
    // Remember where the reader leaves this entry, for Back and Forward.
    return () => {
      stopRestoring();
      positions[key] = window.scrollY;
    };
  }, [location.key, location.hash, type]);

  return null;
}
