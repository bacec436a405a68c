/**
 * IntersectionObserver for unit tests (jsdom has none): a test says when an
 * element comes near (`report`) and sees what is being watched.
 */
import { vi } from 'vitest';

type Watcher = {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  elements: Set<Element>;
};

export function installFakeIntersectionObserver() {
  const watchers = new Set<Watcher>();
  class FakeIntersectionObserver {
    private readonly watcher: Watcher;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.watcher = { callback, options, elements: new Set() };
      watchers.add(this.watcher);
    }
    observe(element: Element) {
      this.watcher.elements.add(element);
    }
    unobserve(element: Element) {
      this.watcher.elements.delete(element);
    }
    disconnect() {
      watchers.delete(this.watcher);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    /** Whether anything watches `element` now. */
    watched: (element: Element) => [...watchers].some((w) => w.elements.has(element)),
    /** The rootMargin each current observer of `element` was made with. */
    marginsOf: (element: Element) =>
      [...watchers].filter((w) => w.elements.has(element)).map((w) => w.options?.rootMargin),
    /** Tells every observer of `element` that it is (or is not) within its margin now. */
    report(element: Element, isIntersecting: boolean) {
      for (const watcher of [...watchers]) {
        if (!watcher.elements.has(element)) continue;
        const entry = { target: element, isIntersecting } as IntersectionObserverEntry;
        watcher.callback([entry], {} as IntersectionObserver);
      }
    },
  };
}
