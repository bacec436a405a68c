/**
 * Mounted once in the shell: a like that makes a match tells both members'
 * pages (the realtime event MATCH_MUTUAL_EVENT on their own channel), and
 * each sees the 'It's a match!' screen wherever they are, not a toast over
 * what they were doing (issue #40). The screen's code loads only then.
 */
import { MATCH_MUTUAL_EVENT, type MatchMutualEvent } from '@shared/match.ts';
import { userChannel } from '@shared/realtime.ts';
import { Suspense } from 'react';
import { useRealtimeChannel } from '../../app/realtime.ts';
import { lazyPart } from '../../ui/lazy.ts';
import { useCurrentUser } from '../auth/session.ts';
import { celebrateMatch, dismissMatch, useCelebratedMatch } from './celebration.ts';

const ItsAMatchDialog = lazyPart(() => import('./ItsAMatchDialog.tsx'), 'ItsAMatchDialog');

export function MatchLive() {
  const { user } = useCurrentUser();
  const match = useCelebratedMatch();
  useRealtimeChannel(user ? userChannel(user.id) : null, (event) => {
    if (event.kind === MATCH_MUTUAL_EVENT) celebrateMatch((event as MatchMutualEvent).match);
  });
  if (!match) return null;
  return (
    <Suspense fallback={null}>
      <ItsAMatchDialog match={match} onClose={dismissMatch} />
    </Suspense>
  );
}
