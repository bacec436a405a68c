/**
 * A form's or button's "busy" flag while its request runs: the submit button
 * is disabled (and may say "Sending…") from the start of the work until it has
 * finished, failure handling included, so a second tap cannot send it twice.
 */
import { useCallback, useState } from 'react';

/**
 * `[busy, whileBusy]`: `whileBusy(work, onFailure)` runs `work` with `busy`
 * true. A failure goes to `onFailure` (awaited while still busy, e.g. a
 * refresh before the toast); without one it is thrown on to the caller.
 */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const whileBusy = useCallback(
    async (work: () => Promise<unknown>, onFailure?: (error: unknown) => unknown) => {
      setBusy(true);
      try {
        await work();
      } catch (error) {
        if (!onFailure) throw error;
        await onFailure(error);
      } finally {
        setBusy(false);
      }
    },
    [],
  );
  return [busy, whileBusy] as const;
}
