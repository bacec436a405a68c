/**
 * The presence cycle (docs/product.md#cities): for a signed-in user, one touch on start,
 * then every 45 s while the page is visible, and again whenever it becomes
 * visible; nothing while hidden. The server takes the city from the profile.
 * Failures go to the console only (docs/product.md#cities).
 */
import { PRESENCE_HEARTBEAT_MS } from '@shared/constants.ts';
import { useEffect } from 'react';
import { apiFetch } from '../../app/api.ts';
import { useCurrentUser } from '../auth/session.ts';

export function touchPresence(city?: string) {
  return apiFetch<{ city: string }>('/presence/touch', { json: city ? { city } : {} }).catch(
    (error: unknown) => console.warn('Presence touch failed', error),
  );
}

export function usePresenceHeartbeat() {
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    let timer: number | undefined;
    const start = () => {
      window.clearInterval(timer);
      void touchPresence();
      timer = window.setInterval(() => void touchPresence(), PRESENCE_HEARTBEAT_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') start();
      else window.clearInterval(timer);
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [userId]);
}

/** Mounted once in the shell. */
export function PresenceHeartbeat() {
  usePresenceHeartbeat();
  return null;
}
