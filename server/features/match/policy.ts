/**
 * Who sees whom in Match (pure rules; the service supplies the facts).
 * - Only a signed-in member with a match profile of their own sees candidates,
 *   profiles and answers (the original let anyone list every profile), and
 *   only once they answered every question (issue #39: a profile with no
 *   answers read everyone's).
 * - A profile is visible to a viewer only when each one's gender fits the
 *   other's seeking ('everyone' fits all), it is not the viewer's own, and
 *   neither blocked the other. Otherwise it does not exist for them (404).
 * - Liking or passing follows the same visibility.
 */
import { type MatchGender, type MatchSeeking, mutuallySought } from '../../../shared/match.ts';

export type Person = { userId: string; gender: MatchGender; seeking: MatchSeeking };

export type ViewFacts = {
  viewer: Person | null;
  /** The viewer answered every question. */
  viewerAnsweredAll: boolean;
  target: Person | null;
  blockedEitherWay: boolean;
};

export type ViewVerdict = 'ok' | 'profile_required' | 'answers_required' | 'not_found';

/** Whether the viewer may see anyone at all (discovery, a profile, a decision). */
export function mayDiscover(
  viewer: Person | null,
  viewerAnsweredAll: boolean,
): 'ok' | 'profile_required' | 'answers_required' {
  if (!viewer) return 'profile_required';
  return viewerAnsweredAll ? 'ok' : 'answers_required';
}

export function mayView({
  viewer,
  viewerAnsweredAll,
  target,
  blockedEitherWay,
}: ViewFacts): ViewVerdict {
  const may = mayDiscover(viewer, viewerAnsweredAll);
  if (may !== 'ok') return may;
  if (!viewer || !target || target.userId === viewer.userId) return 'not_found';
  if (blockedEitherWay) return 'not_found';
  return mutuallySought(viewer, target) ? 'ok' : 'not_found';
}
