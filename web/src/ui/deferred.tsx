/**
 * Header parts whose library the first paint does not need (issue #20). The
 * account menu, the mobile menu and the notifications popover are built on
 * Radix's menus, dialogs and popovers (about 25 kB gzip with their positioning
 * and focus code), yet a first visit shows only their buttons. `deferred` draws
 * the button at once (`Button`, the same face the part itself puts in its
 * trigger) and runs the part when the button is first used (its code fetched
 * beforehand when the browser was idle, later-code.ts); the part then opens
 * as if it had been there all along (`openAtOnce`), and its own focus
 * handling moves focus into it. Run at idle instead, every header part's
 * set-up and first render made long tasks just after a phone's first screen.
 */
import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** What the loaded part is given besides its own props. */
export type DeferredPartProps = {
  /** The placeholder button was used while the part was loading: open on mount. */
  openAtOnce?: boolean;
};

/**
 * What the placeholder button is given besides the part's props. A press
 * counts from pointerdown: if the part arrived between the press and the
 * release, the release would land on another element and no click would
 * follow; so the press itself asks for the part to open.
 */
export type PlaceholderProps = { onClick: () => void; onPointerDown: () => void };

export function deferred<P extends object>(
  load: () => Promise<ComponentType<P & DeferredPartProps>>,
  Placeholder: ComponentType<P & PlaceholderProps>,
): ComponentType<P> {
  type Part = ComponentType<P & DeferredPartProps>;
  let loaded: Part | null = null;
  let loading: Promise<Part> | null = null;
  const start = () => {
    loading ??= load().then(
      (part) => {
        loaded = part;
        return part;
      },
      (error: unknown) => {
        loading = null; // a chunk that failed (a new deploy, a dropped network) is tried again on next use
        throw error;
      },
    );
    return loading;
  };

  function DeferredPart(props: P) {
    // Functions in state are called as updaters: the part is kept wrapped.
    const [part, setPart] = useState<{ component: Part } | null>(() =>
      loaded ? { component: loaded } : null,
    );
    // How often the placeholder was used: each use (re)starts the loading at once.
    const [uses, setUses] = useState(0);
    // A keyboard user may be on the placeholder when the part arrives: focus
    // moves to the part's own button rather than falling back to the page.
    const box = useRef<HTMLSpanElement>(null);
    const keepFocus = useRef(false);
    useEffect(() => {
      if (part) return;
      let live = true;
      const fetchPart = () => {
        start().then(
          (component) => {
            if (!live) return;
            keepFocus.current = box.current?.contains(document.activeElement) ?? false;
            setPart({ component });
          },
          () => {}, // the placeholder stays; using it tries again
        );
      };
      if (uses > 0) fetchPart();
      return () => {
        live = false;
      };
    }, [part, uses]);

    useLayoutEffect(() => {
      if (!part || !keepFocus.current) return;
      keepFocus.current = false;
      box.current?.querySelector<HTMLElement>('button, a')?.focus();
    }, [part]);

    const use = () => setUses((n) => n + 1);
    const Loaded = part?.component;
    return (
      <span ref={box} className="contents">
        {Loaded ? (
          <Loaded {...props} openAtOnce={uses > 0} />
        ) : (
          <Placeholder {...props} onClick={use} onPointerDown={use} />
        )}
      </span>
    );
  }
  return DeferredPart;
}
