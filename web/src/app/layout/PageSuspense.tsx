/**
 * The page's Suspense boundary in the shell: the page's skeleton while its
 * chunk loads, on the first visit and on a navigation to a page not yet
 * loaded.
 *
 * A navigation while the skeleton shows (Back pressed before the page came)
 * starts a new boundary, keyed anew, so what renders is always the route the
 * reader is now on, never the page they left while it loaded (e2e/shell.spec.ts).
 */
import { type ReactNode, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { notePartTakenOver } from '../early-taps.ts';
import { PageSkeleton } from '../pages/PageSkeleton.tsx';

export function PageSuspense({ children }: { children: ReactNode }) {
  // A new location object comes with every navigation, Back and Forward too.
  const location = useLocation();
  // How many skeletons are up (one, or briefly two as a boundary is replaced).
  const waiting = useRef(0);
  const shown = useRef({ location, boundary: 0 });
  if (shown.current.location !== location) {
    const boundary = shown.current.boundary + (waiting.current > 0 ? 1 : 0);
    shown.current = { location, boundary };
  }
  return (
    <Suspense key={shown.current.boundary} fallback={<WaitingSkeleton waiting={waiting} />}>
      {children}
      <PageTakenOver />
    </Suspense>
  );
}

/**
 * Its effect runs once the page in this boundary is live: on a drawn page,
 * when React has taken the boundary over, a task after the shell (early-taps.ts).
 */
function PageTakenOver() {
  useEffect(() => notePartTakenOver('page'), []);
  return null;
}

function WaitingSkeleton({ waiting }: { waiting: { current: number } }) {
  useLayoutEffect(() => {
    waiting.current += 1;
    return () => {
      waiting.current -= 1;
    };
  }, [waiting]);
  return <PageSkeleton />;
}
