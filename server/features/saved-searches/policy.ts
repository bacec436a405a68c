/** Saved-search rules (issue #44), pure: who may touch a search, and how many one keeps. */
import { SAVED_SEARCHES_PER_MEMBER } from '../../../shared/saved-searches.ts';

/** A member's own search only; anyone else's is as good as missing (its existence stays private). */
export function mayChange(search: { userId: string } | undefined, userId: string): boolean {
  return search !== undefined && search.userId === userId;
}

export function mayKeepAnother(kept: number): boolean {
  return kept < SAVED_SEARCHES_PER_MEMBER;
}
