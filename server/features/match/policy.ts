/**
 * Who sees whom in Match (pure rules; the service supplies the facts).
 * - Only a signed-in member with a match profile of their own sees candidates,
 *   profiles and answers (the original let anyone list every profile).
 * - A profile is visible to a viewer only when each one's gender fits the
 *   other's seeking ('everyone' fits all), it is not the viewer's own, and
 *   neither blocked the other. Otherwise it does not exist for them (404).
 * - Liking or passing follows the same visibility.
 */
import { type MatchGender, type MatchSeeking, mutuallySought } from '../../../shared/match.ts';

export type Person = { userId: string; gender: MatchGender; seeking: MatchSeeking };

export type ViewFacts = {
  viewer: Person | null;
  target: Person | null;
  blockedEitherWay: boolean;
};

export type ViewVerdict = 'ok' | 'profile_required' | 'not_found';

export function mayView({ viewer, target, blockedEitherWay }: ViewFacts): ViewVerdict {
  if (!viewer) return 'profile_required';
  if (!target || target.userId === viewer.userId) return 'not_found';
  if (blockedEitherWay) return 'not_found';
  return mutuallySought(viewer, target) ? 'ok' : 'not_found';
}
