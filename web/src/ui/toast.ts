/**
 * Toasts without sonner in the first download (issue #20): `toast` here has
 * sonner's call shapes (toast, success, error, info) and hands each call to
 * sonner once it has loaded and its Toaster is on screen (Toaster.tsx, mounted
 * by the first toast; its code fetched beforehand when the browser was idle,
 * later-code.ts). The toast is shown then, not lost.
 */
import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;

let loading: Promise<Sonner> | undefined;
let toasterShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  toasterShown = resolve;
});
const wanted = new Set<() => void>();

/** Starts loading sonner (idempotent). */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then((module) => module.toast);
  return loading;
}

/** Called by the Toaster once it is mounted: queued toasts go out. */
export function markToasterShown() {
  toasterShown();
}

/** Components that render the Toaster listen here to mount it at the first toast. */
export function onToastWanted(listener: () => void): () => void {
  wanted.add(listener);
  return () => wanted.delete(listener);
}

function later<A extends unknown[]>(pick: (toast: Sonner) => (...args: A) => unknown) {
  return (...args: A): void => {
    for (const listener of wanted) listener();
    void Promise.all([loadSonner(), shown]).then(([toast]) => pick(toast)(...args));
  };
}

export const toast = Object.assign(
  later((t) => t),
  {
    success: later((t) => t.success),
    error: later((t) => t.error),
    info: later((t) => t.info),
  },
);
