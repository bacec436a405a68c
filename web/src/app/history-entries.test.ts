import { describe, expect, it } from 'vitest';
import { isFirstEntry, keyFirstEntry } from './history-entries.ts';

/** A tab's history entry: its state, as the browser keeps it across a reload. */
function entry(state: unknown) {
  const history = {
    state,
    replaceState(next: unknown) {
      history.state = next;
    },
  };
  return history as unknown as History & { state: unknown };
}

describe("the document's first history entry", () => {
  it('gets a key of its own on a fresh visit, where the router would call it "default"', () => {
    const first = entry(null);
    keyFirstEntry(first);
    const second = entry(null);
    keyFirstEntry(second);
    const keyOf = (history: { state: unknown }) => (history.state as { key: string }).key;
    expect(keyOf(first)).toMatch(/^[a-z0-9]+$/);
    expect(keyOf(first)).not.toBe('default');
    // Two visits in one tab: two entries, two places to come back to.
    expect(keyOf(second)).not.toBe(keyOf(first));
    expect(first.state).toMatchObject({ usr: null });
  });

  it('keeps the key it has (a reload, Back from another site) and what the router stored with it', () => {
    const reloaded = entry({ usr: { from: 'post' }, key: 'k3y', idx: 2 });
    keyFirstEntry(reloaded);
    expect(reloaded.state).toEqual({ usr: { from: 'post' }, key: 'k3y', idx: 2 });
    // The router's own index, written on an entry it found without one, is kept.
    const indexed = entry({ idx: 0 });
    keyFirstEntry(indexed);
    expect(indexed.state).toMatchObject({ idx: 0, usr: null });
  });

  it("is the visit's first on the entry the document was loaded on, not on one a later render put in its place", () => {
    const loaded = entry(null);
    keyFirstEntry(loaded);
    // The router writes its index on the entry it found.
    loaded.replaceState({ ...(loaded.state as object), idx: 0 }, '');
    expect(isFirstEntry(loaded)).toBe(true);
    // Replaced by a navigation (a new key, the same index): a page of the site came before.
    loaded.replaceState({ usr: null, key: 'r3placed', idx: 0 }, '');
    expect(isFirstEntry(loaded)).toBe(false);
  });

  it('is not the first on a reload of a later entry', () => {
    const reloaded = entry({ usr: null, key: 'l4ter', idx: 3 });
    keyFirstEntry(reloaded);
    expect(isFirstEntry(reloaded)).toBe(false);
  });
});
