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
    if (type === 'POP' && positions[key] !== undefined) {
      window.scrollTo(0, positions[key]);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
    // Remember where the reader leaves this entry, for Back and Forward.
    return () => {
      positions[key] = window.scrollY;
    };
  }, [location.key, location.hash, type]);

  return null;
}
