// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreScroll, scrollToAnchor } from './ScrollRestoration.tsx';

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

describe('a link to a #section of a page still loading (an email to /account/settings#notifications)', () => {
  const scrolledTo: string[] = [];
  beforeEach(() => {
    scrolledTo.length = 0;
    // jsdom draws nothing: a section scrolled to is at the top (its rect's top is 0).
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this.id);
    };
  });
  afterEach(() => {
    document.getElementById('notifications')?.remove();
  });

  const drawSection = () => {
    const section = document.createElement('section');
    section.id = 'notifications';
    document.body.append(section);
  };

  it('goes to the section at once when it is there', () => {
    drawSection();
    scrollToAnchor('notifications');
    expect(scrolledTo).toEqual(['notifications']);
    expect(resized).toHaveLength(0);
  });

  it('waits for the section to be drawn, then goes to it and stops', () => {
    scrollToAnchor('notifications');
    grow(2000);
    expect(scrolledTo).toEqual([]);
    drawSection();
    grow(3000);
    expect(scrolledTo).toEqual(['notifications']);
    expect(resized).toHaveLength(0);
  });

  it('gives up once the reader moves', () => {
    scrollToAnchor('notifications');
    window.dispatchEvent(new Event('touchstart'));
    drawSection();
    grow(3000);
    expect(scrolledTo).toEqual([]);
  });
});
