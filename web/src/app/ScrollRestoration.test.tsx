// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyFirstEntry, restoreScroll } from './ScrollRestoration.tsx';

/** A page `height` px tall in an 800 px window: scrolling stops at its end, as a browser's does. */
let height = 0;
const resized: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  height = 1500;
  resized.length = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    window.scrollY = Math.max(0, Math.min(y, height - 800));
  }) as typeof window.scrollTo);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized.push(callback);
      }
      observe() {}
      disconnect() {
        resized.splice(0);
      }
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The page grows to `to` px and the browser reports it. */
function grow(to: number) {
  height = to;
  for (const callback of [...resized]) callback();
}

describe('a saved scroll position on a page that is still short (a reload: skeleton, then data)', () => {
  it('goes there at once when the page is tall enough', () => {
    restoreScroll(500);
    expect(window.scrollY).toBe(500);
    expect(resized).toHaveLength(0);
  });

  it('goes as far as it can, then on to the position as the page grows, and stops there', () => {
    restoreScroll(2000);
    expect(window.scrollY).toBe(700);
    grow(2200);
    expect(window.scrollY).toBe(1400);
    grow(4000);
    expect(window.scrollY).toBe(2000);
    expect(resized).toHaveLength(0);
  });

  it('gives up once the reader moves, or after four seconds', () => {
    restoreScroll(2000);
    window.dispatchEvent(new Event('wheel'));
    grow(4000);
    expect(window.scrollY).toBe(700);

    window.scrollY = 0;
    height = 1500;
    restoreScroll(2000);
    vi.advanceTimersByTime(4000);
    grow(4000);
    expect(window.scrollY).toBe(700);
  });
});

describe("the document's first history entry", () => {
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
});
