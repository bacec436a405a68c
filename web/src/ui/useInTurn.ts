/**
 * Long lists rendered a part per task (issue #20). The home page's rows came
 * in as one render of some eighty cards: a single long task on a phone, in
 * which a tap waits and Lighthouse counts blocking time. A part that uses
 * `useInTurn` renders its content in a task of its own once `ready` (its data
 * has come), after the parts before it, so the browser can handle input and
 * paint in between.
 */
import { useEffect, useState } from 'react';

/**
 * Whether the part may render its content now: at once for the first `atOnce`
 * turns, otherwise from a task of its own after `ready` turns true (timers of
 * the same delay run in the order they were set, so turns keep their order).
 */
export function useInTurn(turn: number, ready: boolean, atOnce = 1): boolean {
  const [inTurn, setInTurn] = useState(turn < atOnce);
  useEffect(() => {
    // New data coming (another city, say): its turn comes again.
    if (!ready) {
      if (inTurn && turn >= atOnce) setInTurn(false);
      return;
    }
    if (inTurn) return;
    const handle = setTimeout(() => setInTurn(true), 0);
    return () => clearTimeout(handle);
  }, [inTurn, ready, turn, atOnce]);
  return inTurn;
}
