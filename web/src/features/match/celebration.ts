/**
 * The 'It's a match!' screen's state, shared by the page where a like made
 * the match (from the server's reply) and the shell's listener for the other
 * member (MatchLive, from the realtime event): whichever comes first shows the
 * screen, and the same match is never shown twice in one visit.
 */
import type { MatchedMember } from '@shared/match.ts';
import { useSyncExternalStore } from 'react';

let current: MatchedMember | null = null;
const shownFor = new Set<string>();
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows the screen for a new match with `member`, unless it was shown already. */
export function celebrateMatch(member: MatchedMember) {
  if (shownFor.has(member.user_id)) return;
  shownFor.add(member.user_id);
  current = member;
  emit();
}

export function dismissMatch() {
  current = null;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The match the screen shows now, or null. */
export const useCelebratedMatch = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
