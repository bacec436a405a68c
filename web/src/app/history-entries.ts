/**
 * The tab's history entries as the app sees them. React Router keeps, in each
 * entry's state, a key (scroll positions are kept by it, ScrollRestoration.tsx)
 * and an index from the first entry of this visit (0).
 */

/** The key of the entry this document was loaded on. */
let firstKey: string | undefined;

/**
 * Gives the document's first history entry a key of its own, before the
 * router reads it. React Router keys an entry it did not make 'default', and
 * every fresh visit to the site in a tab starts on such an entry: positions
 * are kept per key for the tab's life, so a reader who came back later (a
 * link from elsewhere, the address typed again) landed as far down as an
 * earlier visit's first page had been left. A reload keeps the entry and its
 * key, so it still returns the reader to where they were.
 */
export function keyFirstEntry(history: History = window.history) {
  const state = history.state as { key?: unknown } | null;
  if (typeof state?.key === 'string' && state.key) {
    firstKey = state.key;
    return;
  }
  firstKey = Math.random().toString(36).slice(2, 10);
  history.replaceState({ usr: null, ...(state ?? {}), key: firstKey }, '');
}

/**
 * Whether this is the entry the visit began on (a page opened from a shared
 * link or typed), with nothing of the site's to go Back to. Its key says it
 * is the entry the document was loaded on, and the router's index that no
 * entry of the site came before it (a reload of a later entry keeps its
 * index). An entry put in its place (a replace, say the listing overlay's
 * 'Open full page') has a key of its own: there is a page of the site to go
 * back to.
 */
export function isFirstEntry(history: History = window.history): boolean {
  const state = history.state as { key?: unknown; idx?: unknown } | null;
  return state?.key === firstKey && (state?.idx ?? 0) === 0;
}
