/**
 * Unsent text a member typed into a composer (a direct-message thread, a chat
 * board, a forum topic's reply), kept in browser storage per member and per
 * place. Messenger and Discourse keep a half-written reply; ours was held in
 * component state and lost whenever the composer was redrawn from scratch: a
 * language switch, a reload, moving to another thread and back.
 *
 * Read through useSyncExternalStore so a page the server drew (which has no
 * browser storage) hydrates with an empty box and shows the draft right after.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { safeStorage } from './storage.ts';

const PREFIX = 'draft:';
const listeners = new Set<() => void>();
/** What this page typed, so the box works even where storage is off (private modes, full quota). */
const typed = new Map<string, string>();

/** The storage key of one member's draft in one place ('inbox:<thread id>', 'chat:Oakland:jobs'). */
export function draftKey(userId: string | undefined, place: string): string {
  return `${PREFIX}${userId ?? 'guest'}:${place}`;
}

export function readDraft(key: string): string {
  return typed.get(key) ?? safeStorage.get(key) ?? '';
}

/** Stores the draft (an empty one is removed, so sent messages leave nothing behind). */
export function writeDraft(key: string, value: string): void {
  typed.set(key, value);
  if (value) safeStorage.set(key, value);
  else safeStorage.remove(key);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same member typing in the same place.
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null) typed.clear();
    else if (event.key.startsWith(PREFIX)) typed.delete(event.key);
    else return;
    listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** The draft for `place` and its setter (a value, or a function of the stored value). */
export function useDraft(
  userId: string | undefined,
  place: string,
): [string, (next: string | ((current: string) => string)) => void] {
  const key = draftKey(userId, place);
  const value = useSyncExternalStore(
    subscribe,
    () => readDraft(key),
    () => '',
  );
  const set = useCallback(
    (next: string | ((current: string) => string)) =>
      writeDraft(key, typeof next === 'function' ? next(readDraft(key)) : next),
    [key],
  );
  return [value, set];
}
